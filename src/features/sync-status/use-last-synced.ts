import { useStore } from 'zustand';
import { syncStatus } from '../../sync/status';

/** ISO time of the last successful exchange with the server (push or pull), or null. */
export function useLastSyncedAt(): string | null {
  const last = useStore(syncStatus, (s) => Math.max(s.lastPushAt ?? 0, s.lastPullAt ?? 0));
  return last > 0 ? new Date(last).toISOString() : null;
}
