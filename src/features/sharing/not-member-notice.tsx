// After "User not found": an admin may invite that address right here; a member is told to ask an admin.
import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { toast } from '../../components/ui/toast-store';
import { INVITE_TOASTS, sendInvitation } from '../admin';
import { NOT_MEMBER } from './strings';

export function NotMemberNotice({
  email,
  isAdmin,
  onInvited,
}: {
  email: string;
  isAdmin: boolean;
  onInvited(): void;
}) {
  const [busy, setBusy] = useState(false);

  async function invite() {
    setBusy(true);
    const outcome = await sendInvitation(email, 'user');
    setBusy(false);
    if (!outcome.ok) {
      toast({ ...INVITE_TOASTS.error(outcome.message), variant: 'destructive' });
      return;
    }
    toast({ ...INVITE_TOASTS.sent(email, 'user'), variant: 'success' });
    onInvited();
  }

  return (
    <div
      role="status"
      className="flex flex-col gap-2 rounded-lg border border-warning-line bg-warning-soft p-3 text-sm text-warning-fg-strong"
    >
      <p className="[overflow-wrap:anywhere]">
        {isAdmin ? NOT_MEMBER.adminText(email) : NOT_MEMBER.memberText(email)}
      </p>
      {isAdmin && (
        <Button
          size="sm"
          variant="outline"
          className="self-start"
          isDisabled={busy}
          onPress={() => void invite()}
        >
          {NOT_MEMBER.invite}
        </Button>
      )}
    </div>
  );
}
