// Undoing a delete: the brief comes back exactly as it was, locally and on the server, whether or not
// the delete has reached the server yet (the rules: sync/reconcile-user.ts, reconcileUndo). The
// snapshot carries the brief's stored files too, so a file sweep in between loses nothing.
import type { BriefsmithDB } from './db';
import { deleteBrief, type RepositoryContext } from './briefs-repository';
import { fileRefs } from './files';
import { briefEntries, newOpId } from './outbox';
import type { FileRecord } from './records';
import { guardQuota } from './storage';
import { reconcileStored, SYNC_TABLES } from './sync-writer';
import type { UndoSnapshot } from '../sync/reconcile';

export type DeleteSnapshot = UndoSnapshot;

/** Deletes a brief (as `deleteBrief`) and returns what undoing it needs; null when there was none. */
export async function deleteBriefUndoably(
  db: BriefsmithDB,
  briefId: string,
  ctx?: Pick<RepositoryContext, 'now'>,
): Promise<DeleteSnapshot | null> {
  return db.transaction('rw', SYNC_TABLES(db), async () => {
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
    const { effects } = await guardQuota(() =>
      reconcileStored(db, snapshot.record.id, { type: 'undo', snapshot, now: now(), opId: newOpId() }),
    );
    if (!effects.some((effect) => effect.type === 'wait')) return;
    await new Promise((resolve) => setTimeout(resolve, options.pollMs ?? 100));
  }
}
