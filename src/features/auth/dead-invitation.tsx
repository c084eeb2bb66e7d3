import { Ban } from 'lucide-react';
import { PlainButton } from '../../components/ui/native-button';
import type { DeadReason } from './invitation-lookup';
import { AUTH } from './strings';

/**
 * An invitation link that can no longer be used: one message saying why, and "Sign in" when the
 * address already has an account — instead of a sign-up form that could only fail.
 */
export function DeadInvitation({
  reason,
  email,
  hasAccount,
  onSignIn,
}: {
  reason: DeadReason;
  email: string;
  hasAccount: boolean;
  onSignIn(): void;
}) {
  return (
    <div className="flex flex-col gap-4">
      <div
        role="alert"
        className="flex items-start gap-3 rounded-lg border border-warning-line bg-warning-soft p-3 text-sm text-warning-fg"
      >
        <Ban aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <div className="flex flex-col gap-1">
          <p>{AUTH.deadInvitation[reason]}</p>
          {hasAccount && <p>{AUTH.deadInvitationHasAccount(email)}</p>}
        </div>
      </div>
      {hasAccount && (
        <PlainButton className="w-full" onPress={onSignIn}>
          {AUTH.goToSignIn}
        </PlainButton>
      )}
    </div>
  );
}
