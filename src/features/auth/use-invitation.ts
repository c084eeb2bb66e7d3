import { useEffect, useState } from 'react';
import { toast } from '../../components/ui/toast-store';
import { lookupInvitation, type InvitationLookup } from './invitation-lookup';
import { AUTH_TOASTS } from './strings';

export type InvitationState = { status: 'none' } | { status: 'checking' } | InvitationLookup;

/**
 * Looks up the `?invite=` token once. An unknown token gets the spec's "Invalid invitation" toast; a
 * used, expired, revoked or superseded one is explained on the page itself (one message, not two).
 */
export function useInvitation(token: string | null): InvitationState {
  // The answer for a token; a token without one yet is being checked.
  const [answer, setAnswer] = useState<{ token: string; state: InvitationState } | null>(null);
  useEffect(() => {
    if (!token) return;
    let cancelled = false;
    void lookupInvitation(token).then((lookup) => {
      if (cancelled) return;
      setAnswer({ token, state: lookup });
      if (lookup.status === 'unknown') toast({ ...AUTH_TOASTS.invalidInvitation, variant: 'destructive' });
    });
    return () => {
      cancelled = true;
    };
  }, [token]);
  if (!token) return { status: 'none' };
  return answer?.token === token ? answer.state : { status: 'checking' };
}
