import { useEffect, useState, type FormEvent } from 'react';
import { Form } from 'react-aria-components';
import { Button } from '../../components/ui/button';
import { Dialog, DialogFooter } from '../../components/ui/dialog';
import { TextField } from '../../components/ui/text-field';
import { toast } from '../../components/ui/toast-store';
import { useOnline } from '../../lib/online';
import { FormAlert } from '../auth';
import { loadFullName, saveFullName } from './account-actions';
import { ACCOUNT, ACCOUNT_TOASTS } from './strings';

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
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let cancelled = false;
    void loadFullName(userId)
      .then((name) => !cancelled && setFullName(name))
      .finally(() => !cancelled && setLoaded(true));
    return () => {
      cancelled = true;
    };
  }, [userId]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(null);
    setBusy(true);
    const result = await saveFullName(userId, fullName);
    setBusy(false);
    if (!result.ok) {
      setError(result.message);
      return;
    }
    toast({ ...ACCOUNT_TOASTS.profileSaved, variant: 'success' });
    onClose();
  }

  return (
    <Dialog
      isOpen
      onOpenChange={(open) => !open && onClose()}
      title={ACCOUNT.profileTitle}
      description={ACCOUNT.profileIntro}
    >
      <Form onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-4">
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
