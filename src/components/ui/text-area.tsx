import {
  TextArea as AriaTextArea,
  TextField as AriaTextField,
  composeRenderProps,
  type TextFieldProps as AriaTextFieldProps,
  type ValidationResult,
} from 'react-aria-components';
import { Description, FieldError, Label, fieldGroupStyles, inputStyles } from './field';
import { composeTailwindRenderProps } from './compose';

export interface TextAreaProps extends AriaTextFieldProps {
  label?: string;
  description?: string;
  errorMessage?: string | ((validation: ValidationResult) => string);
  placeholder?: string;
  rows?: number;
  textAreaClassName?: string;
}

export function TextArea({
  label,
  description,
  errorMessage,
  placeholder,
  rows = 3,
  textAreaClassName,
  ...props
}: TextAreaProps) {
  return (
    <AriaTextField {...props} className={composeTailwindRenderProps(props.className, fieldGroupStyles)}>
      {label && <Label>{label}</Label>}
      <AriaTextArea
        dir="auto"
        rows={rows}
        placeholder={placeholder}
        className={composeRenderProps(textAreaClassName, (className, renderProps) =>
          inputStyles({ ...renderProps, className: `min-h-20 resize-y ${className ?? ''}` }),
        )}
      />
      {description && <Description>{description}</Description>}
      <FieldError>{errorMessage}</FieldError>
    </AriaTextField>
  );
}
