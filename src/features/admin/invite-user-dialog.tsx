import { WifiOff } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Form } from 'react-aria-components';
import { Button } from '../../components/ui/button';
import { Dialog, DialogFooter } from '../../components/ui/dialog';
import { Select } from '../../components/ui/select';
import { TextField } from '../../components/ui/text-field';
import { toast } from '../../components/ui/toast-store';
import { validateInvite } from '../../domain/validation';
import { useOnline } from '../../lib/online';
import { sendInvitation, type InviteRole } from './invite-actions';
import { INVITE, INVITE_TOASTS } from './strings';

export interface InviteUserDialogProps {
  isOpen: boolean;
  onOpenChange(isOpen: boolean): void;
}

const ROLES = [
  { id: 'user', label: INVITE.user },
  { id: 'admin', label: INVITE.admin },
];

/** Invite New User (docs/spec.md §2, §5, §8): e-mail and role (user by default), sent by the server function. */
export default function InviteUserDialog({ isOpen, onOpenChange }: InviteUserDialogProps) {
  const online = useOnline();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<InviteRole>('user');
  const [busy, setBusy] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = validateInvite({ email, role });
    if (!checked.ok) {
      toast({ ...INVITE_TOASTS.emailRequired, variant: 'destructive' });
      return;
    }
    const address = checked.value.email;
    setBusy(true);
    const outcome = await sendInvitation(address, checked.value.role);
    setBusy(false);
    if (!outcome.ok) {
      toast({ ...INVITE_TOASTS.error(outcome.message), variant: 'destructive' });
      return;
    }
    toast({ ...INVITE_TOASTS.sent(address, role), variant: 'success' });
    setEmail('');
    setRole('user');
    onOpenChange(false);
  }

  return (
    <Dialog isOpen={isOpen} onOpenChange={onOpenChange} title={INVITE.title} description={INVITE.description}>
      <Form onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-4">
        {!online && (
          <p
            role="status"
            className="flex items-start gap-2 rounded-lg border border-line bg-surface-subtle p-3 text-sm text-fg-secondary"
          >
            <WifiOff aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {INVITE.offline}
          </p>
        )}
        <TextField
          label={INVITE.email}
          name="email"
          type="email"
          autoFocus
          value={email}
          onChange={setEmail}
          placeholder={INVITE.emailPlaceholder}
        />
        <Select
          label={INVITE.role}
          options={ROLES}
          value={role}
          onChange={(v) => setRole(v === 'admin' ? 'admin' : 'user')}
        />
        <DialogFooter>
          <Button variant="outline" onPress={() => onOpenChange(false)}>
            {INVITE.cancel}
          </Button>
          <Button type="submit" isDisabled={busy || !online}>
            {busy ? INVITE.sending : INVITE.send}
          </Button>
        </DialogFooter>
      </Form>
    </Dialog>
  );
}
