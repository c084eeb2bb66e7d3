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
  const [state, setState] = useState<InvitationState>(token ? { status: 'checking' } : { status: 'none' });
  useEffect(() => {
    if (!token) {
      setState({ status: 'none' });
      return;
    }
    let cancelled = false;
    setState({ status: 'checking' });
    void lookupInvitation(token).then((invitation) => {
      if (cancelled) return;
      if (invitation) setState({ status: 'valid', invitation });
      else {
        setState({ status: 'invalid' });
        toast({ ...AUTH_TOASTS.invalidInvitation, variant: 'destructive' });
      }
    });
    return () => {
      cancelled = true;
    };
  }, [token]);
  return state;
}
