// The database-derived part of the sync status: what is pending, blocked and conflicted.
import type { BriefsmithDB } from '../data/db';
import type { SyncStatus } from './status';

export type OutboxSummary = Pick<SyncStatus, 'pending' | 'oldestPendingAt' | 'blocked' | 'conflicts'> & {
  /** Highest outbox sequence number: grows with every new save (to notice saves from any tab). */
  lastSeq: number;
};

export async function readOutboxSummary(db: BriefsmithDB): Promise<OutboxSummary> {
  return db.transaction('r', [db.outbox, db.conflicts, db.briefs], async () => {
    const [entries, conflicts] = await Promise.all([
      db.outbox.orderBy('seq').toArray(),
      db.conflicts.toArray(),
    ]);
    const blockedEntries = entries.filter((entry) => entry.status === 'blocked');
    const titled = await db.briefs.bulkGet([...blockedEntries, ...conflicts].map((item) => item.briefId));
    const title = (index: number) => titled[index]?.row.title ?? '';
    const pendingIds = new Set([...entries.map((e) => e.briefId), ...conflicts.map((c) => c.briefId)]);
    const firstBlocked = new Set<string>();
    return {
      pending: pendingIds.size,
      oldestPendingAt: entries.reduce<number | null>(
        (min, e) => (min === null ? e.createdAt : Math.min(min, e.createdAt)),
        null,
      ),
      blocked: blockedEntries
        .map((entry, index) => ({
          briefId: entry.briefId,
          title: title(index),
          reason: entry.lastError ?? '',
        }))
        .filter((item) => !firstBlocked.has(item.briefId) && firstBlocked.add(item.briefId)),
      conflicts: conflicts.map((conflict, index) => ({
        briefId: conflict.briefId,
        title: title(blockedEntries.length + index),
        kind: conflict.kind,
      })),
      lastSeq: entries.at(-1)?.seq ?? 0,
    };
  });
}
