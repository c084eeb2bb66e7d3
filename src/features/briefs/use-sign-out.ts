import { useState } from 'react';
import { toast } from '../../components/ui/toast-store';
import { isOnline } from '../../lib/online';
import { readOutboxSummary } from '../../sync/summary';
import { MESSAGES } from '../../domain/messages';
import { useAuth, useUserData } from '../../session';

/**
 * Sign-out from the dashboard menu. With changes that have not reached the server it asks first
 * (docs/design.md §6); they stay in this user's local database and sync on the next sign-in here.
 */
export function useSignOut() {
  const { signOut } = useAuth();
  const { db, engine } = useUserData();
  const [pendingWarning, setPendingWarning] = useState<number | null>(null);

  async function confirmSignOut() {
    setPendingWarning(null);
    const { error } = await signOut();
    if (error) toast({ ...MESSAGES.signOutError, variant: 'destructive' });
    else toast({ ...MESSAGES.signedOut, variant: 'success' });
  }

  async function requestSignOut() {
    // A save or delete made a moment ago is on its way: let it arrive before counting what would stay.
    if (engine && isOnline()) await settle(engine.syncNow());
    const pending = await readOutboxSummary(db)
      .then((summary) => summary.pending)
      .catch(() => 0);
    if (pending > 0) setPendingWarning(pending);
    else await confirmSignOut();
  }

  return { requestSignOut, confirmSignOut, pendingWarning, cancel: () => setPendingWarning(null) };
}

/** Waits for `work` for at most a few seconds (signing out never hangs on a slow server). */
async function settle(work: Promise<unknown>, ms = 3_000): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([
    work.catch(() => undefined),
    new Promise((resolve) => {
      timer = setTimeout(resolve, ms);
    }),
  ]);
  clearTimeout(timer);
}
