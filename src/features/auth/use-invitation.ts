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
  const [state, setState] = useState<InvitationState>(token ? { status: 'checking' } : { status: 'none' });
  useEffect(() => {
    if (!token) {
      setState({ status: 'none' });
      return;
    }
    let cancelled = false;
    setState({ status: 'checking' });
    void lookupInvitation(token).then((lookup) => {
      if (cancelled) return;
      setState(lookup);
      if (lookup.status === 'unknown') toast({ ...AUTH_TOASTS.invalidInvitation, variant: 'destructive' });
    });
    return () => {
      cancelled = true;
    };
  }, [token]);
  return state;
}
