import { useStore } from 'zustand';
import { useOnline } from '../../lib/online';
import { syncStatus } from '../../sync/status';

/**
 * True while this device has not finished its first pull since the app opened and could still do so:
 * an empty local database then means "not downloaded yet", not "no briefs" (no empty state flash on a
 * fresh sign-in). Without a sync engine, offline, or when the pull fails, the empty state shows.
 */
export function useAwaitingFirstPull(syncing: boolean): boolean {
  const online = useOnline();
  const waiting = useStore(
    syncStatus,
    (s) => s.lastPullAt === null && (s.state === 'idle' || s.state === 'syncing'),
  );
  return syncing && online && waiting;
}
