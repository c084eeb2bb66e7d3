import { useState } from 'react';
import { Form } from 'react-aria-components';
import { Button } from '../../components/ui/button';
import { Dialog, DialogFooter } from '../../components/ui/dialog';
import { TextField } from '../../components/ui/text-field';
import { useOnline } from '../../lib/online';
import { FormAlert } from '../../components/ui/form-alert';
import { changePassword } from './account-actions';
import { NewPasswordFields } from './new-password-fields';
import { ACCOUNT, ACCOUNT_TOASTS } from './strings';
import { useAccountSubmit } from './use-account-submit';

export interface ChangePasswordDialogProps {
  email: string;
  onClose(): void;
}

/** Change password: the current password first (a fresh sign-in), then the new one twice. */
export default function ChangePasswordDialog({ email, onClose }: ChangePasswordDialogProps) {
  const online = useOnline();
  const [current, setCurrent] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const { busy, error, onSubmit } = useAccountSubmit(
    () => changePassword(email, current, password, confirm),
    ACCOUNT_TOASTS.passwordChanged,
    onClose,
  );

  return (
    <Dialog
      isOpen
      onOpenChange={(open) => !open && onClose()}
      title={ACCOUNT.changePasswordTitle}
      description={ACCOUNT.changePasswordIntro}
    >
      <Form onSubmit={onSubmit} className="flex flex-col gap-4">
        {!online && <p role="status">{ACCOUNT.offline}</p>}
        <TextField
          label={ACCOUNT.currentPassword}
          type="password"
          autoComplete="current-password"
          autoFocus
          isRequired
          value={current}
          onChange={setCurrent}
        />
        <NewPasswordFields
          password={password}
          confirm={confirm}
          onPasswordChange={setPassword}
          onConfirmChange={setConfirm}
        />
        <FormAlert message={error} />
        <DialogFooter>
          <Button variant="outline" onPress={onClose}>
            {ACCOUNT.cancel}
          </Button>
          <Button type="submit" isDisabled={busy || !online}>
            {busy ? ACCOUNT.saving : ACCOUNT.changePassword}
          </Button>
        </DialogFooter>
      </Form>
    </Dialog>
  );
}
