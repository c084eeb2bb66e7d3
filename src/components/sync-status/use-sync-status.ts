import { useEffect } from 'react';
import { useStore } from 'zustand';
import type { BriefsmithDB } from '../../data/db';
import { syncStatus, type SyncStatus } from '../../sync/status';
import { watchOutboxSummary } from '../../sync/summary';

/**
 * The one sync status (src/sync/status.ts), live: what the engine reports, with the counts of what
 * waits in `db` kept current even before the engine has started (it loads after the first paint).
 */
export function useSyncStatus<T>(db: BriefsmithDB, select: (status: SyncStatus) => T): T {
  useEffect(() => watchOutboxSummary(db, syncStatus), [db]);
  return useStore(syncStatus, select);
}
