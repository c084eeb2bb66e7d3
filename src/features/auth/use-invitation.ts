import { useEffect, useState } from 'react';
import { toast } from '../../components/ui/toast-store';
import type { Invitation } from '../../domain/entities';
import { lookupInvitation } from './auth-actions';
import { AUTH_TOASTS } from './strings';

export type InvitationState =
  | { status: 'none' }
  | { status: 'checking' }
  | { status: 'valid'; invitation: Invitation }
  | { status: 'invalid' };

/** Looks up the `?invite=` token once; an invalid or expired one gets the spec's toast. */
export function useInvitation(token: string | null): InvitationState {
  // The answer for a token; a token without one yet is being checked.
  const [answer, setAnswer] = useState<{ token: string; state: InvitationState } | null>(null);
  useEffect(() => {
    if (!token) return;
    let cancelled = false;
    void lookupInvitation(token).then((invitation) => {
      if (cancelled) return;
      if (invitation) setAnswer({ token, state: { status: 'valid', invitation } });
      else {
        setAnswer({ token, state: { status: 'invalid' } });
        toast({ ...AUTH_TOASTS.invalidInvitation, variant: 'destructive' });
      }
    });
    return () => {
      cancelled = true;
    };
  }, [token]);
  if (!token) return { status: 'none' };
  return answer?.token === token ? answer.state : { status: 'checking' };
}
