// The database-derived part of the sync status — the one place that counts what waits: pending,
// queued, blocked and conflicted briefs and each brief's marker, from one read of the outbox and the
// conflicts (small tables: one entry per changed brief). `watchOutboxSummary` keeps a store current in
// every tab, with or without a running engine.
import { liveQuery } from 'dexie';
import type { BriefsmithDB } from '../data/db';
import type { BriefSyncMarker, OutboxCounts, SyncStatusStore } from './status';

export type OutboxSummary = OutboxCounts & {
  /** Highest outbox sequence number: grows with every new save (to notice saves from any tab). */
  lastSeq: number;
  /** Highest comment operation number: grows with every comment written (data/comment-store.ts). */
  lastCommentSeq: number;
};

export async function readOutboxSummary(db: BriefsmithDB): Promise<OutboxSummary> {
  return db.transaction('r', [db.outbox, db.conflicts, db.briefs, db.commentOps], async () => {
    const [entries, conflicts, commentOps] = await Promise.all([
      db.outbox.orderBy('seq').toArray(),
      db.conflicts.toArray(),
      db.commentOps.orderBy('seq').toArray(),
    ]);
    const markers: Record<string, BriefSyncMarker> = {};
    const reasons = new Map<string, string>();
    for (const entry of entries) {
      if (entry.status === 'blocked' && !reasons.has(entry.briefId))
        reasons.set(entry.briefId, entry.lastError ?? '');
      if (markers[entry.briefId] !== 'blocked')
        markers[entry.briefId] = entry.status === 'blocked' ? 'blocked' : 'unsynced';
    }
    // A comment waiting to be sent leaves its brief unsynced (a refused one is shown beside the comment).
    for (const op of commentOps)
      if (op.status === 'queued' && markers[op.briefId] === undefined) markers[op.briefId] = 'unsynced';
    for (const conflict of conflicts) markers[conflict.briefId] = 'conflict';
    const blockedIds = [...reasons.keys()];
    const titled = await db.briefs.bulkGet([...blockedIds, ...conflicts.map((c) => c.briefId)]);
    const title = (index: number) => titled[index]?.row.title ?? '';
    return {
      pending: Object.keys(markers).length,
      queued: Object.values(markers).filter((marker) => marker === 'unsynced').length,
      oldestPendingAt: [...entries, ...commentOps.filter((op) => op.status === 'queued')].reduce<
        number | null
      >((min, e) => (min === null ? e.createdAt : Math.min(min, e.createdAt)), null),
      blocked: blockedIds.map((briefId, index) => ({
        briefId,
        title: title(index),
        reason: reasons.get(briefId) ?? '',
      })),
      conflicts: conflicts.map((conflict, index) => ({
        briefId: conflict.briefId,
        title: title(blockedIds.length + index),
        kind: conflict.kind,
      })),
      markers,
      lastSeq: entries.at(-1)?.seq ?? 0,
      lastCommentSeq: commentOps.at(-1)?.seq ?? 0,
    };
  });
}

/** Reads the counts now into `store` (the engine does after each cycle, so its status is current). */
export async function publishOutboxSummary(db: BriefsmithDB, store: SyncStatusStore): Promise<OutboxSummary> {
  const summary = await readOutboxSummary(db);
  const { lastSeq: _lastSeq, lastCommentSeq: _lastCommentSeq, ...counts } = summary;
  store.setState(counts);
  return summary;
}

type Watch = {
  db: BriefsmithDB;
  users: number;
  stop(): void;
  listeners: Set<(s: OutboxSummary) => void>;
  /** The newest summary, told at once to a listener that joins later (it would otherwise wait for a change). */
  latest: OutboxSummary | null;
};
const watches = new Map<SyncStatusStore, Watch>();

/**
 * Keeps `store`'s counts in step with `db` (live, across tabs). Callers share one live query per store;
 * `onSummary` also hears every new summary (the engine notices saves by it). Returns the unsubscribe.
 */
export function watchOutboxSummary(
  db: BriefsmithDB,
  store: SyncStatusStore,
  onSummary?: (summary: OutboxSummary) => void,
): () => void {
  let watch = watches.get(store);
  if (watch && watch.db !== db) {
    watch.stop();
    watch = undefined;
  }
  if (!watch) {
    const listeners = new Set<(s: OutboxSummary) => void>();
    const subscription = liveQuery(() => readOutboxSummary(db)).subscribe({
      next: (summary) => {
        created.latest = summary;
        const { lastSeq: _lastSeq, lastCommentSeq: _lastCommentSeq, ...counts } = summary;
        store.setState(counts);
        listeners.forEach((listener) => listener(summary));
      },
      error: () => {},
    });
    const created: Watch = {
      db,
      users: 0,
      listeners,
      latest: null,
      stop: () => {
        subscription.unsubscribe();
        if (watches.get(store) === created) watches.delete(store);
      },
    };
    watch = created;
    watches.set(store, watch);
  }
  const current = watch;
  current.users++;
  if (onSummary) {
    current.listeners.add(onSummary);
    if (current.latest) onSummary(current.latest);
  }
  let done = false;
  return () => {
    if (done) return;
    done = true;
    if (onSummary) current.listeners.delete(onSummary);
    if (--current.users === 0) current.stop();
  };
}
