// The Auth screen's e-mail and password inputs, shared by the sign-in and sign-up forms.
import { PlainTextField } from '../../components/ui/plain-text-field';
import { AUTH } from './strings';

interface InputProps {
  value: string;
  onChange(value: string): void;
}

export function EmailField({ readOnly, ...props }: InputProps & { readOnly?: boolean }) {
  return (
    <PlainTextField
      {...props}
      label={AUTH.email}
      name="email"
      type="email"
      autoComplete="email"
      required
      readOnly={readOnly}
      placeholder={AUTH.emailPlaceholder}
    />
  );
}

export function FullNameField(props: InputProps) {
  return (
    <PlainTextField
      {...props}
      label={AUTH.fullName}
      name="full_name"
      autoComplete="name"
      maxLength={120}
      placeholder={AUTH.fullNamePlaceholder}
    />
  );
}

export function PasswordField(
  props: InputProps & { label: string; name: string; placeholder: string; isNew: boolean },
) {
  const { isNew, ...rest } = props;
  return (
    <PlainTextField
      {...rest}
      type="password"
      autoComplete={isNew ? 'new-password' : 'current-password'}
      required
    />
  );
}
