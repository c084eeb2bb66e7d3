import { TextField } from '../../components/ui/text-field';
import { ACCOUNT } from './strings';

export interface NewPasswordFieldsProps {
  password: string;
  confirm: string;
  onPasswordChange(value: string): void;
  onConfirmChange(value: string): void;
  /** The recovery dialog starts here; Change password starts at the current password. */
  autoFocus?: boolean;
}

/** The new password, twice: shared by Change password and the recovery dialog. */
export function NewPasswordFields(props: NewPasswordFieldsProps) {
  return (
    <>
      <TextField
        label={ACCOUNT.newPassword}
        type="password"
        autoComplete="new-password"
        autoFocus={props.autoFocus}
        isRequired
        value={props.password}
        onChange={props.onPasswordChange}
      />
      <TextField
        label={ACCOUNT.confirmNewPassword}
        type="password"
        autoComplete="new-password"
        isRequired
        value={props.confirm}
        onChange={props.onConfirmChange}
      />
    </>
  );
}
