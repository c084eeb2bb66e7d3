import { useState, type FormEvent } from 'react';
import { Form } from 'react-aria-components';
import { Button } from '../../components/ui/button';
import { Dialog, DialogFooter } from '../../components/ui/dialog';
import { toast } from '../../components/ui/toast-store';
import { FormAlert } from '../auth';
import { setNewPassword } from './account-actions';
import { finishRecovery } from './password-recovery';
import { NewPasswordFields } from './new-password-fields';
import { ACCOUNT, ACCOUNT_TOASTS } from './strings';

/** After a recovery link signed the person in (PASSWORD_RECOVERY): choose the new password. */
export default function NewPasswordDialog() {
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(null);
    setBusy(true);
    const result = await setNewPassword(password, confirm);
    setBusy(false);
    if (!result.ok) {
      setError(result.message);
      return;
    }
    toast({ ...ACCOUNT_TOASTS.passwordSet, variant: 'success' });
    finishRecovery();
  }

  return (
    <Dialog
      isOpen
      onOpenChange={(open) => !open && finishRecovery()}
      title={ACCOUNT.newPasswordTitle}
      description={ACCOUNT.newPasswordIntro}
    >
      <Form onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-4">
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
