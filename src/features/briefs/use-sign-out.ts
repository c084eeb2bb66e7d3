import { useState } from 'react';
import { toast } from '../../components/ui/toast-store';
import { readOutboxSummary } from '../../sync/summary';
import { useAuth } from '../auth/auth-provider';
import { AUTH_TOASTS } from '../auth/strings';
import { useUserData } from '../auth/user-data';

/**
 * Sign-out from the dashboard menu. With changes that have not reached the server it asks first
 * (DESIGN §6); they stay in this user's local database and sync on the next sign-in here.
 */
export function useSignOut() {
  const { signOut } = useAuth();
  const { db } = useUserData();
  const [pendingWarning, setPendingWarning] = useState<number | null>(null);

  async function confirmSignOut() {
    setPendingWarning(null);
    const { error } = await signOut();
    if (error) toast({ ...AUTH_TOASTS.signOutFailed, variant: 'destructive' });
    else toast({ ...AUTH_TOASTS.signedOut, variant: 'success' });
  }

  async function requestSignOut() {
    const pending = await readOutboxSummary(db)
      .then((summary) => summary.pending)
      .catch(() => 0);
    if (pending > 0) setPendingWarning(pending);
    else await confirmSignOut();
  }

  return { requestSignOut, confirmSignOut, pendingWarning, cancel: () => setPendingWarning(null) };
}
