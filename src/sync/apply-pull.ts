// Applies one page of pulled changes in one transaction, together with the new cursor:
//   - a row is applied only when its version is newer than the local base;
//   - pending local changes are rebased onto the pulled row, never overwritten (a column both sides
//     set to the same value no longer needs pushing);
//   - a brief deleted or unshared elsewhere is removed — unless the user has changes to it: an edit
//     racing a delete becomes a conflict, and changes to a brief no longer shared are blocked with the
//     reason, both kept until the user decides.
import type { BriefsmithDB } from '../data/db';
import { putBriefRecord, putBriefRecords, removeBriefRecord } from '../data/cards';
import { storeFiles } from '../data/files';
import {
  blockEntries,
  briefEntries,
  enqueueBlocked,
  rebaseRow,
  removeEntries,
  replacePatch,
} from '../data/outbox';
import type { LocalBrief, OutboxEntry, PushColumn, StoredRow } from '../data/records';
import { deepEqual } from '../domain/diff';
import { applyPatch } from '../data/row-values';
import { deletedConflict, withMine } from './apply-push';
import { accessFromServer, storedRowFromServer, type ServerRow } from './server-row';

export type PullCursor = { updated_at: string; id: string };
export type Removal = { brief_id: string; removed_at: string; reason: 'deleted' | 'unshared' };
export type PullPage = {
  rows: ServerRow[];
  removed: Removal[];
  cursor: PullCursor | null;
  has_more: boolean;
  server_time?: string;
};

export const PULL_CURSOR_KEY = 'pullCursor';
export const UNSHARED_REASON = 'This brief is no longer shared with you.';

export async function applyPulledPage(db: BriefsmithDB, page: PullPage, now: number): Promise<void> {
  await db.transaction('rw', [db.briefs, db.cards, db.files, db.outbox, db.conflicts, db.meta], async () => {
    await applyPulledRows(db, page.rows);
    for (const removal of page.removed) await applyRemoval(db, removal, now);
    if (page.cursor) await db.meta.put({ key: PULL_CURSOR_KEY, value: page.cursor });
  });
}

/** Drops columns of a pending (not yet sent) change that the server already has. */
async function pruneSettledColumns(db: BriefsmithDB, entries: OutboxEntry[], server: StoredRow) {
  const last = entries.at(-1);
  if (
    !last ||
    last.status !== 'pending' ||
    last.attempts > 0 ||
    last.kind !== 'upsert' ||
    last.baseVersion === 0
  ) {
    return entries;
  }
  const patch = { ...last.patch };
  const baseValues = { ...last.baseValues };
  for (const column of Object.keys(patch) as PushColumn[]) {
    if (deepEqual(patch[column], server[column])) {
      delete patch[column];
      delete baseValues[column];
    }
  }
  await replacePatch(db, last, patch, baseValues);
  if (Object.keys(patch).length === 0) return entries.slice(0, -1);
  return [...entries.slice(0, -1), { ...last, patch, baseValues }];
}

/** A page of rows, read and written in bulk (a first pull brings thousands). */
async function applyPulledRows(db: BriefsmithDB, rows: ServerRow[]): Promise<void> {
  // Whose change it was matters only when it was someone else's ("Last change by Maya").
  const pulled = rows.map((raw) => {
    const access = accessFromServer(raw);
    if (raw.updated_by === db.userId) access.updatedByName = '';
    return { server: storedRowFromServer(raw), access };
  });
  const ids = pulled.map(({ server }) => server.row.id);
  const [records, pending, conflicts] = await Promise.all([
    db.briefs.bulkGet(ids),
    db.outbox.where('briefId').anyOf(ids).sortBy('seq'),
    db.conflicts.bulkGet(ids),
  ]);
  const conflicted = new Set(conflicts.filter((c) => c !== undefined).map((c) => c.briefId));
  const updates: LocalBrief[] = [];
  await storeFiles(
    db,
    pulled.flatMap(({ server }) => server.files),
  );
  for (const [index, { server, access }] of pulled.entries()) {
    const record = records[index];
    if (record && server.version <= record.serverVersion) {
      const changed = (Object.keys(access) as (keyof typeof access)[]).some(
        (key) => record[key] !== access[key],
      );
      if (changed) updates.push({ ...record, ...access });
      continue;
    }
    const own = pending.filter((entry) => entry.briefId === server.row.id);
    const entries = own.length > 0 ? await pruneSettledColumns(db, own, server.row) : [];
    updates.push({
      ...record,
      ...access,
      revokedAt: undefined,
      id: server.row.id,
      base: server.row,
      serverVersion: server.version,
      row: rebaseRow(server.row, entries),
      updatedAt:
        record && entries.length > 0
          ? maxIso(record.updatedAt, server.row.updated_at)
          : server.row.updated_at || (record?.updatedAt ?? ''),
    });
  }
  await putBriefRecords(db, updates);
  for (const record of updates) if (conflicted.has(record.id)) await refreshFieldConflict(db, record);
}

/** Keeps a field conflict's 'theirs' current; a field both sides now agree on is no conflict. */
async function refreshFieldConflict(db: BriefsmithDB, record: LocalBrief): Promise<void> {
  const conflict = await db.conflicts.get(record.id);
  if (!conflict || conflict.kind !== 'fields' || !record.base) return;
  const base = record.base;
  const fields = conflict.fields
    .map((field) => ({ ...field, theirs: base[field.field] }))
    .filter((field) => !deepEqual(field.mine, field.theirs));
  if (fields.length === 0) await db.conflicts.delete(record.id);
  else
    await db.conflicts.put({
      ...conflict,
      fields,
      serverVersion: record.serverVersion,
      ...(record.updatedByName ? { theirsBy: record.updatedByName, theirsAt: base.updated_at } : {}),
    });
}

async function applyRemoval(db: BriefsmithDB, removal: Removal, now: number): Promise<void> {
  const record = await db.briefs.get(removal.brief_id);
  if (!record) return;
  const entries = await briefEntries(db, record.id);
  const conflict = await db.conflicts.get(record.id);
  const forget = async () => {
    await removeEntries(db, entries);
    await db.conflicts.delete(record.id);
    await removeBriefRecord(db, record.id);
  };
  if (record.deletedAt || (entries.length === 0 && !conflict)) return forget();
  if (conflict?.kind === 'deleted') return;
  // A queued restore answers the delete already (the user undid it, or chose to keep theirs): the
  // removal may be the user's own delete coming back in a pull, and the restore recreates the brief.
  if (entries.some((entry) => entry.kind === 'restore')) return;

  if (removal.reason === 'deleted') {
    // Unresolved 'mine' values of a field conflict are part of what the user would restore.
    const row = conflict?.kind === 'fields' ? withMine(record.row, conflict) : record.row;
    await db.conflicts.put(deletedConflict({ ...record, row }, entries, now));
    await putBriefRecord(db, { ...record, row });
    return;
  }
  if (conflict?.kind === 'fields') {
    // The user's unresolved values cannot reach the server any more: keep them, blocked, with the reason.
    const mine = Object.fromEntries(conflict.fields.map((field) => [field.field, field.mine]));
    const theirs = Object.fromEntries(conflict.fields.map((field) => [field.field, field.theirs]));
    await enqueueBlocked(
      db,
      record.id,
      { baseVersion: record.serverVersion, patch: mine, baseValues: theirs },
      UNSHARED_REASON,
      now,
    );
    record.row = applyPatch(record.row, mine);
  } else if (entries.length === 0) return forget();
  await db.conflicts.delete(record.id);
  await blockEntries(db, entries, UNSHARED_REASON);
  await putBriefRecord(db, { ...record, revokedAt: removal.removed_at || new Date(now).toISOString() });
}

function maxIso(a: string, b: string): string {
  return a > b ? a : b;
}
