// What the header's sync pill shows, from the local database (counts, live in every tab) and the
// browser's online state.
import { useLiveQuery } from 'dexie-react-hooks';
import type { BriefsmithDB } from '../../data/db';
import { useOnline } from '../../lib/online';

export interface SyncSummary {
  online: boolean;
  /** Outbox entries waiting to be pushed (not blocked). */
  pending: number;
  blocked: number;
  conflicts: number;
}

export type SyncPillState = 'conflicts' | 'blocked' | 'offline' | 'pending' | 'synced';

/** The most important thing to say, in order: conflicts, blocked, offline, pending, synced. */
export function pillState(summary: SyncSummary): SyncPillState {
  if (summary.conflicts > 0) return 'conflicts';
  if (summary.blocked > 0) return 'blocked';
  if (!summary.online) return 'offline';
  if (summary.pending > 0) return 'pending';
  return 'synced';
}

export function useSyncSummary(db: BriefsmithDB): SyncSummary {
  const online = useOnline();
  const counts = useLiveQuery(async () => {
    const [entries, conflicts] = await Promise.all([db.outbox.toArray(), db.conflicts.count()]);
    const blocked = entries.filter((entry) => entry.status === 'blocked').length;
    return { pending: entries.length - blocked, blocked, conflicts };
  }, [db]);
  return { online, pending: 0, blocked: 0, conflicts: 0, ...counts };
}
