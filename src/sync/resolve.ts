// The user's decisions on conflicts and blocked changes. Each is one transaction that writes the
// outcome locally and queues what the server must still be told.
//   fields conflict:  mine → a new change with the user's value, based on the server's value;
//                     theirs → the server's value stays (the brief already shows it).
//   edit vs delete:   mine → restore the brief from the user's copy; theirs → remove it locally.
//   delete vs edit:   mine → delete it again (based on the version now seen); theirs → keep it.
import type { BriefsmithDB } from '../data/db';
import { putBriefRecord, removeBriefRecord } from '../data/cards';
import {
  briefEntries,
  enqueueDelete,
  enqueueRestore,
  enqueueUpsert,
  rebaseRow,
  removeEntries,
  replaceBaseValues,
  unblockEntries,
} from '../data/outbox';
import type { Patch, PushColumn } from '../data/records';
import { applyPatch, pickColumns, PUSH_COLUMNS } from '../data/row-values';

export type ConflictChoice = 'mine' | 'theirs';

const tables = (db: BriefsmithDB) => [db.briefs, db.cards, db.files, db.outbox, db.conflicts];

export async function resolveConflict(
  db: BriefsmithDB,
  briefId: string,
  field: PushColumn | '*',
  choice: ConflictChoice,
  now: number,
): Promise<void> {
  await db.transaction('rw', tables(db), async () => {
    const conflict = await db.conflicts.get(briefId);
    if (!conflict) return;
    const record = await db.briefs.get(briefId);
    if (!record) {
      await db.conflicts.delete(briefId);
      return;
    }
    const entries = await briefEntries(db, briefId);

    if (conflict.kind === 'fields') {
      const chosen = conflict.fields.filter((f) => field === '*' || f.field === field);
      const rest = conflict.fields.filter((f) => !chosen.includes(f));
      if (choice === 'mine' && chosen.length > 0) {
        const patch: Patch = Object.fromEntries(chosen.map((f) => [f.field, f.mine]));
        await putBriefRecord(db, {
          ...record,
          row: applyPatch(record.row, patch),
          updatedAt: new Date(now).toISOString(),
        });
        await enqueueUpsert(db, briefId, record, patch, now);
      }
      if (rest.length === 0) await db.conflicts.delete(briefId);
      else await db.conflicts.put({ ...conflict, fields: rest });
      return;
    }

    await db.conflicts.delete(briefId);
    if (conflict.kind === 'deleted') {
      await removeEntries(db, entries);
      if (choice === 'theirs') return removeBriefRecord(db, briefId);
      const { revokedAt: _revoked, ...kept } = record;
      await putBriefRecord(db, kept);
      await enqueueRestore(db, briefId, pickColumns(record.row, PUSH_COLUMNS), now);
      return;
    }

    // delete-vs-edit: the brief shows the server's copy again.
    if (choice === 'theirs') return;
    const outcome = await enqueueDelete(db, record, now);
    if (outcome === 'dropped') await removeBriefRecord(db, briefId);
    else await putBriefRecord(db, { ...record, deletedAt: new Date(now).toISOString() });
  });
}

/** Drops a change the server refused; the brief goes back to the server's copy plus later changes. */
export async function discardBlockedChange(db: BriefsmithDB, briefId: string): Promise<void> {
  await db.transaction('rw', tables(db), async () => {
    const entries = await briefEntries(db, briefId);
    const blocked = entries.find((entry) => entry.status === 'blocked');
    if (!blocked) return;
    const rest = entries.filter((entry) => entry !== blocked);
    await removeEntries(db, [blocked]);
    const record = await db.briefs.get(briefId);
    if (!record) return;
    // A refused creation, or the last change to a brief no longer shared: nothing of it remains.
    if (!record.base || (record.revokedAt && rest.length === 0)) {
      await removeEntries(db, rest);
      return removeBriefRecord(db, briefId);
    }
    // A refused delete: the brief is shown again.
    const shown = blocked.kind === 'delete' ? (({ deletedAt: _d, ...rest }) => rest)(record) : record;
    // Later changes were based on the discarded values: base them on what preceded them instead.
    for (const entry of rest) {
      const baseValues = { ...entry.baseValues };
      for (const column of Object.keys(blocked.patch) as PushColumn[]) {
        if (column in baseValues && column in blocked.baseValues)
          baseValues[column] = blocked.baseValues[column];
      }
      await replaceBaseValues(db, entry, baseValues);
    }
    await putBriefRecord(db, { ...shown, row: rebaseRow(record.base, rest) });
  });
}

/** Tries a refused change again (e.g. after the owner granted edit rights). */
export async function retryBlockedChange(db: BriefsmithDB, briefId: string, now: number): Promise<void> {
  await db.transaction('rw', [db.outbox], () => unblockEntries(db, briefId, now));
}
