// Undoing a delete: the brief comes back exactly as it was, locally and on the server,
// whether or not the delete has reached the server yet.
//   - Delete still queued (not sent): the delete entry is withdrawn and the edits it made moot are
//     queued again, as they were — the server never hears of the delete.
//   - Delete being sent: wait for its answer (it cannot be recalled), then as below.
//   - Delete applied on the server (or the brief never reached it and was simply dropped): the brief is
//     put back and a 'restore' is queued with its whole row (created_at included), which the server
//     applies as an insert continuing the old version sequence (push_brief_change, kind 'restore').
//   - Delete refused because the brief changed elsewhere (a delete-vs-edit conflict): the brief is
//     already back; undoing drops the pending choice.
// The snapshot carries the brief's stored files too, so a file sweep in between loses nothing.
import type { BriefsmithDB } from './db';
import { deleteBrief, type RepositoryContext } from './briefs-repository';
import { putBriefRecord } from './cards';
import { fileRefs } from './files';
import { briefEntries, newOpId } from './outbox';
import type { ConflictRecord, FileRecord, LocalBrief, OutboxEntry, Patch } from './records';
import { pickColumns, PUSH_COLUMNS } from './row-values';
import { guardQuota } from './storage';

export type DeleteSnapshot = {
  record: LocalBrief;
  entries: OutboxEntry[];
  conflict?: ConflictRecord;
  files: FileRecord[];
  /** The delete queued for the server (absent when the brief was dropped locally). */
  deleteOpId?: string;
};

const tables = (db: BriefsmithDB) => [db.briefs, db.cards, db.files, db.outbox, db.conflicts];

/** Deletes a brief (as `deleteBrief`) and returns what undoing it needs; null when there was none. */
export async function deleteBriefUndoably(
  db: BriefsmithDB,
  briefId: string,
  ctx?: Pick<RepositoryContext, 'now'>,
): Promise<DeleteSnapshot | null> {
  return db.transaction('rw', tables(db), async () => {
    const record = await db.briefs.get(briefId);
    if (!record || record.deletedAt) return null;
    const entries = await briefEntries(db, briefId);
    const conflict = await db.conflicts.get(briefId);
    const keys = new Set([
      ...fileRefs(record.row),
      ...fileRefs(record.base),
      ...entries.flatMap((entry) => [...fileRefs(entry.patch), ...fileRefs(entry.baseValues)]),
    ]);
    const files = (await db.files.bulkGet([...keys])).filter((file): file is FileRecord => !!file);
    await deleteBrief(db, briefId, ctx);
    const before = new Set(entries.map((entry) => entry.opId));
    const queued = (await briefEntries(db, briefId)).find(
      (entry) => entry.kind === 'delete' && !before.has(entry.opId),
    );
    return { record, entries, conflict, files, deleteOpId: queued?.opId };
  });
}

type Attempt = 'done' | 'wait';

/**
 * Brings the deleted brief back. Resolves once the restore is saved locally (the sync engine pushes it);
 * while the delete is in flight it waits for the answer, polling every `pollMs`.
 */
export async function undoDelete(
  db: BriefsmithDB,
  snapshot: DeleteSnapshot,
  options: { now?: () => number; pollMs?: number } = {},
): Promise<void> {
  const now = options.now ?? Date.now;
  for (;;) {
    const attempt = await guardQuota(() =>
      db.transaction('rw', tables(db), () => tryUndo(db, snapshot, now())),
    );
    if (attempt === 'done') return;
    await new Promise((resolve) => setTimeout(resolve, options.pollMs ?? 100));
  }
}

async function tryUndo(db: BriefsmithDB, snapshot: DeleteSnapshot, now: number): Promise<Attempt> {
  const { record } = snapshot;
  const entries = await briefEntries(db, record.id);
  const queuedDelete = entries.find((entry) => entry.opId === snapshot.deleteOpId);
  if (queuedDelete?.status === 'inflight') return 'wait';

  await db.files.bulkPut(snapshot.files);
  const current = await db.briefs.get(record.id);
  if (queuedDelete) {
    // Never sent (or sent without an answer and due again: the server applies an op at most once, and
    // a withdrawn op is simply never sent again).
    // Entries in flight at the delete were kept; only those it made moot are queued again. The server's
    // answers since then (a newer base) are kept under the user's row.
    await db.outbox.delete(queuedDelete.seq!);
    await requeue(
      db,
      snapshot.entries.filter((entry) => entry.status !== 'inflight'),
    );
    if (snapshot.conflict) await db.conflicts.put(snapshot.conflict);
    const { deletedAt: _deleted, ...shown } = current ?? record;
    await putBriefRecord(db, { ...shown, row: record.row, updatedAt: record.updatedAt });
    return 'done';
  }
  if (current && !current.deletedAt) {
    // The server refused the delete (changed elsewhere): the brief is back already; keep it.
    const conflict = await db.conflicts.get(record.id);
    if (conflict?.kind === 'delete-vs-edit') await db.conflicts.delete(record.id);
    return 'done';
  }
  if (snapshot.deleteOpId === undefined && record.serverVersion === 0) {
    // Dropped locally before it ever reached the server: its creation is queued again as it was.
    await requeue(db, snapshot.entries);
    await putBriefRecord(db, record);
    return 'done';
  }
  // Deleted on the server: restore the whole brief, as the user saw it.
  const patch: Patch = { ...pickColumns(record.row, PUSH_COLUMNS) };
  (patch as Record<string, unknown>).created_at = record.row.created_at;
  await db.outbox.bulkDelete(entries.map((entry) => entry.seq!));
  await db.outbox.add({
    opId: newOpId(),
    briefId: record.id,
    kind: 'restore',
    baseVersion: 0,
    patch,
    baseValues: {},
    attempts: 0,
    nextAttemptAt: now,
    status: 'pending',
    createdAt: now,
  });
  await putBriefRecord(db, record);
  return 'done';
}

/** Queues entries again with their own op ids, after anything already queued for the brief. */
async function requeue(db: BriefsmithDB, entries: OutboxEntry[]): Promise<void> {
  for (const { seq: _seq, ...entry } of entries) {
    if (await db.outbox.where('opId').equals(entry.opId).count()) continue;
    await db.outbox.add({ ...entry, status: entry.status === 'inflight' ? 'pending' : entry.status });
  }
}
