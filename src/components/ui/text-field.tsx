import {
  Input,
  TextField as AriaTextField,
  composeRenderProps,
  type TextFieldProps as AriaTextFieldProps,
  type ValidationResult,
} from 'react-aria-components';
import { Description, FieldError, Label, fieldGroupStyles, inputStyles } from './field';
import { composeTailwindRenderProps } from './compose';

export interface TextFieldProps extends AriaTextFieldProps {
  label?: string;
  description?: string;
  errorMessage?: string | ((validation: ValidationResult) => string);
  placeholder?: string;
  inputClassName?: string;
}

export function TextField({
  label,
  description,
  errorMessage,
  placeholder,
  inputClassName,
  ...props
}: TextFieldProps) {
  return (
    <AriaTextField {...props} className={composeTailwindRenderProps(props.className, fieldGroupStyles)}>
      {label && <Label>{label}</Label>}
      {/* Automatic direction: Arabic or Hebrew text reads right to left, Latin left to right. */}
      <Input
        dir="auto"
        placeholder={placeholder}
        className={composeRenderProps(inputClassName, (className, renderProps) =>
          inputStyles({ ...renderProps, className }),
        )}
      />
      {description && <Description>{description}</Description>}
      <FieldError>{errorMessage}</FieldError>
    </AriaTextField>
  );
}
