import { useState } from 'react';
import { Form } from 'react-aria-components';
import { Button } from '../../components/ui/button';
import { Dialog, DialogFooter } from '../../components/ui/dialog';
import { FormAlert } from '../../components/ui/form-alert';
import { setNewPassword } from './account-actions';
import { finishRecovery } from './password-recovery';
import { NewPasswordFields } from './new-password-fields';
import { ACCOUNT, ACCOUNT_TOASTS } from './strings';
import { useAccountSubmit } from './use-account-submit';

/** After a recovery link signed the person in (PASSWORD_RECOVERY): choose the new password. */
export default function NewPasswordDialog() {
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const { busy, error, onSubmit } = useAccountSubmit(
    () => setNewPassword(password, confirm),
    ACCOUNT_TOASTS.passwordSet,
    finishRecovery,
  );

  return (
    <Dialog
      isOpen
      onOpenChange={(open) => !open && finishRecovery()}
      title={ACCOUNT.newPasswordTitle}
      description={ACCOUNT.newPasswordIntro}
    >
      <Form onSubmit={onSubmit} className="flex flex-col gap-4">
        <NewPasswordFields
          password={password}
          confirm={confirm}
          onPasswordChange={setPassword}
          onConfirmChange={setConfirm}
          autoFocus
        />
        <FormAlert message={error} />
        <DialogFooter>
          <Button type="submit" isDisabled={busy}>
            {busy ? ACCOUNT.saving : ACCOUNT.setPassword}
          </Button>
        </DialogFooter>
      </Form>
    </Dialog>
  );
}
