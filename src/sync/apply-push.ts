// Applies the server's answer to one pushed outbox entry, in one transaction with the entry's removal:
// the acknowledged change becomes the new base, later local changes are rebased on top, and what the
// server could not apply (a field changed on both sides, an edit racing a delete) becomes a conflict
// record holding both values — nothing the user saved is dropped.
import type { BriefsmithDB } from '../data/db';
import { putBriefRecord, removeBriefRecord } from '../data/cards';
import { storeFiles } from '../data/files';
import { briefEntries, rebaseRow, removeEntries } from '../data/outbox';
import type {
  ConflictField,
  ConflictRecord,
  LocalBrief,
  OutboxEntry,
  PushColumn,
  StoredRow,
} from '../data/records';
import { rowVersion } from '../domain/mapping';
import { storedRowFromServer, type ServerRow } from './server-row';

export type PushResult = {
  status: 'applied' | 'merged' | 'conflict' | 'deleted';
  version: number | string | null;
  updated_at: string | null;
  row?: ServerRow | null;
  conflicts?: { field: string }[];
};

const tables = (db: BriefsmithDB) => [db.briefs, db.cards, db.files, db.outbox, db.conflicts];

/** The fields of a conflict record, merged with an earlier one (a newer 'mine' replaces an older). */
export function mergeConflictFields(earlier: ConflictField[], later: ConflictField[]): ConflictField[] {
  const byField = new Map(earlier.map((field) => [field.field, field]));
  for (const field of later) {
    const previous = byField.get(field.field);
    byField.set(field.field, previous ? { ...field, base: previous.base } : field);
  }
  return [...byField.values()];
}

/** `row` with the user's values of a field conflict. */
export function withMine(row: StoredRow, conflict: ConflictRecord): StoredRow {
  return {
    ...row,
    ...Object.fromEntries(conflict.fields.map((field) => [field.field, field.mine])),
  } as StoredRow;
}

/** The conflict kept when the user edited a brief that was deleted elsewhere. */
export function deletedConflict(record: LocalBrief, entries: OutboxEntry[], now: number): ConflictRecord {
  const fields = new Map<PushColumn, ConflictField>();
  for (const entry of entries) {
    for (const field of Object.keys(entry.patch) as PushColumn[]) {
      if (!fields.has(field))
        fields.set(field, { field, base: entry.baseValues[field], mine: null, theirs: null });
    }
  }
  for (const field of fields.values()) field.mine = record.row[field.field];
  return {
    briefId: record.id,
    kind: 'deleted',
    fields: [...fields.values()],
    row: record.row,
    serverVersion: record.serverVersion,
    createdAt: now,
  };
}

export async function applyPushResult(
  db: BriefsmithDB,
  entry: OutboxEntry,
  result: PushResult,
  now: number,
): Promise<void> {
  await db.transaction('rw', tables(db), async () => {
    await removeEntries(db, [entry]);
    const record = await db.briefs.get(entry.briefId);
    if (!record) return;
    const remaining = await briefEntries(db, entry.briefId);

    if (entry.kind === 'delete') {
      if (result.status !== 'conflict' || !result.row) {
        await removeEntries(db, remaining);
        await db.conflicts.delete(record.id);
        await removeBriefRecord(db, record.id);
        return;
      }
      // Changed elsewhere since the user saw it: not deleted. Show it again, with the choice kept.
      const server = storedRowFromServer(result.row);
      await storeFiles(db, server.files);
      await db.conflicts.put({
        briefId: record.id,
        kind: 'delete-vs-edit',
        fields: [],
        row: server.row,
        serverVersion: server.version,
        createdAt: now,
        ...changedBy(result.row),
      });
      const { deletedAt: _deleted, ...visible } = record;
      await putBriefRecord(db, {
        ...visible,
        base: server.row,
        serverVersion: server.version,
        row: rebaseRow(server.row, remaining),
        updatedAt: server.row.updated_at,
      });
      return;
    }

    if (result.status === 'deleted') {
      // Unresolved 'mine' values of an earlier field conflict belong to what the user would restore.
      const earlier = await db.conflicts.get(record.id);
      if (earlier?.kind === 'deleted') return;
      const row = earlier ? withMine(record.row, earlier) : record.row;
      await db.conflicts.put(deletedConflict({ ...record, row }, [entry, ...remaining], now));
      if (row !== record.row) await putBriefRecord(db, { ...record, row });
      return;
    }

    let base: StoredRow;
    let version: number;
    if (result.row) {
      const server = storedRowFromServer(result.row);
      await storeFiles(db, server.files);
      base = server.row;
      version = server.version;
    } else {
      base = {
        ...(record.base ?? record.row),
        ...entry.patch,
        updated_at: isoOr(result.updated_at, record.updatedAt),
      } as StoredRow;
      version = rowVersion(result.version);
    }
    const next: LocalBrief = { ...record };
    if (version > record.serverVersion) {
      next.base = base;
      next.serverVersion = version;
      // The latest change is now this user's own, unless the answer's row says someone else's.
      const by = result.row?.updated_by === db.userId ? '' : result.row?.updated_by_name;
      next.updatedByName = typeof by === 'string' ? by : '';
    }
    const currentBase = next.base ?? base;
    next.row = rebaseRow(currentBase, remaining);
    if (remaining.length === 0 && !record.deletedAt)
      next.updatedAt = currentBase.updated_at || record.updatedAt;
    await putBriefRecord(db, next);

    if (result.status === 'conflict') {
      // A field the user saved again since this entry was sent is not in conflict yet: that newer value
      // is still queued, and pushing it settles the field (or reports a conflict with it as 'mine').
      const resaved = new Set(remaining.flatMap((later) => Object.keys(later.patch)));
      const fields: ConflictField[] = (result.conflicts ?? [])
        .map((conflict) => conflict.field as PushColumn)
        .filter((field) => field in entry.patch && !resaved.has(field))
        .map((field) => ({
          field,
          base: entry.baseValues[field],
          mine: entry.patch[field],
          theirs: base[field],
        }));
      const existing = await db.conflicts.get(record.id);
      if (existing?.kind === 'deleted' || (!existing && fields.length === 0)) return;
      await db.conflicts.put({
        briefId: record.id,
        kind: 'fields',
        fields: mergeConflictFields(existing?.fields ?? [], fields),
        serverVersion: version,
        createdAt: existing?.createdAt ?? now,
        ...changedBy(result.row, db.userId),
      });
    }
  });
}

/**
 * Who made the server's side of a conflict and when (server-set updated_by_name, updated_at). When the
 * rest of the user's own change was merged, the row's latest change is theirs and the colleague who won
 * the field is not in it: then no one is named rather than the user.
 */
export function changedBy(
  row: ServerRow | null | undefined,
  userId?: string,
): Pick<ConflictRecord, 'theirsBy' | 'theirsAt'> {
  if (userId !== undefined && row?.updated_by === userId) return {};
  const name = typeof row?.updated_by_name === 'string' ? row.updated_by_name : '';
  const at = typeof row?.updated_at === 'string' ? row.updated_at : '';
  return { ...(name ? { theirsBy: name } : {}), ...(at ? { theirsAt: at } : {}) };
}

function isoOr(value: string | null, fallback: string): string {
  if (!value) return fallback;
  const time = Date.parse(value);
  return Number.isNaN(time) ? fallback : new Date(time).toISOString();
}
