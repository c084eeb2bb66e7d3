import { useEffect, useState } from 'react';
import { Form } from 'react-aria-components';
import { Button } from '../../components/ui/button';
import { Dialog, DialogFooter } from '../../components/ui/dialog';
import { TextField } from '../../components/ui/text-field';
import { useOnline } from '../../lib/online';
import { FormAlert } from '../../components/ui/form-alert';
import { loadFullName, saveFullName } from './account-actions';
import { ACCOUNT, ACCOUNT_TOASTS } from './strings';
import { useAccountSubmit } from './use-account-submit';

export interface ProfileDialogProps {
  userId: string;
  email: string;
  onClose(): void;
}

/** Profile: the full name colleagues see on shared briefs ("Shared by {owner}"). */
export default function ProfileDialog({ userId, email, onClose }: ProfileDialogProps) {
  const online = useOnline();
  const [fullName, setFullName] = useState('');
  const [loaded, setLoaded] = useState(false);
  const { busy, error, onSubmit } = useAccountSubmit(
    () => saveFullName(userId, fullName),
    ACCOUNT_TOASTS.profileSaved,
    onClose,
  );

  useEffect(() => {
    let cancelled = false;
    void loadFullName(userId)
      .then((name) => !cancelled && setFullName(name))
      .finally(() => !cancelled && setLoaded(true));
    return () => {
      cancelled = true;
    };
  }, [userId]);

  return (
    <Dialog
      isOpen
      onOpenChange={(open) => !open && onClose()}
      title={ACCOUNT.profileTitle}
      description={ACCOUNT.profileIntro}
    >
      <Form onSubmit={onSubmit} className="flex flex-col gap-4">
        {!online && <p role="status">{ACCOUNT.offline}</p>}
        <TextField label={ACCOUNT.email} value={email} isReadOnly />
        <TextField
          label={ACCOUNT.fullName}
          autoComplete="name"
          autoFocus
          value={fullName}
          onChange={setFullName}
          isDisabled={!loaded}
        />
        <FormAlert message={error} />
        <DialogFooter>
          <Button variant="outline" onPress={onClose}>
            {ACCOUNT.cancel}
          </Button>
          <Button type="submit" isDisabled={busy || !online || !loaded}>
            {busy ? ACCOUNT.saving : ACCOUNT.save}
          </Button>
        </DialogFooter>
      </Form>
    </Dialog>
  );
}
