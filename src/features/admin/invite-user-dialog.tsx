import { useState, type FormEvent } from 'react';
import { Form } from 'react-aria-components';
import { Button } from '../../components/ui/button';
import { Dialog, DialogFooter } from '../../components/ui/dialog';
import { OfflineNotice } from '../../components/ui/offline-notice';
import { Select } from '../../components/ui/select';
import { TextField } from '../../components/ui/text-field';
import { toast } from '../../components/ui/toast-store';
import { isEmailAddress, validateInvite } from '../../domain/validation';
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

/**
 * Invite New User (docs/spec.md §2, §5, §8): e-mail, an optional full name and role (user by default),
 * sent by the server function.
 *
 * The e-mail is checked by the dialog, not by the browser's own validation: the browser's message stays
 * until the field loses focus, so it vanished as the pointer went down on "Send Invitation", the button
 * moved up from under the pointer and the first click after a correction did nothing. Ours goes away
 * while typing, the moment the address is valid.
 */
export default function InviteUserDialog({ isOpen, onOpenChange }: InviteUserDialogProps) {
  const online = useOnline();
  const [email, setEmail] = useState('');
  const [fullName, setFullName] = useState('');
  const [role, setRole] = useState<InviteRole>('user');
  const [busy, setBusy] = useState(false);
  const [emailInvalid, setEmailInvalid] = useState(false);

  function onEmailChange(value: string) {
    setEmail(value);
    if (emailInvalid && isEmailAddress(value)) setEmailInvalid(false);
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = validateInvite({ email, role });
    if (!checked.ok) {
      toast({ ...INVITE_TOASTS.emailRequired, variant: 'destructive' });
      return;
    }
    if (!isEmailAddress(checked.value.email)) {
      setEmailInvalid(true);
      return;
    }
    const address = checked.value.email;
    setBusy(true);
    const outcome = await sendInvitation(address, checked.value.role, fullName);
    setBusy(false);
    if (!outcome.ok) {
      toast({ ...INVITE_TOASTS.error(outcome.message), variant: 'destructive' });
      return;
    }
    toast({ ...INVITE_TOASTS.sent(address, role), variant: 'success' });
    setEmail('');
    setFullName('');
    setRole('user');
    onOpenChange(false);
  }

  return (
    <Dialog isOpen={isOpen} onOpenChange={onOpenChange} title={INVITE.title} description={INVITE.description}>
      <Form
        validationBehavior="aria"
        onSubmit={(event) => void onSubmit(event)}
        className="flex flex-col gap-4"
      >
        {!online && <OfflineNotice>{INVITE.offline}</OfflineNotice>}
        <TextField
          label={INVITE.email}
          name="email"
          type="email"
          autoFocus
          value={email}
          onChange={onEmailChange}
          placeholder={INVITE.emailPlaceholder}
          isInvalid={emailInvalid}
          errorMessage={INVITE.emailInvalid}
        />
        <TextField
          label={INVITE.fullName}
          name="full_name"
          autoComplete="off"
          maxLength={120}
          value={fullName}
          onChange={setFullName}
          placeholder={INVITE.fullNamePlaceholder}
          description={INVITE.fullNameDescription}
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
