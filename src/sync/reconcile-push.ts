// What a push does to one brief's sync state (see reconcile.ts): entries claimed, held, released or
// refused, and the server's answer to one entry. The acknowledged change becomes the new base, later
// local changes are rebased on top, and what the server could not apply (a field changed on both sides,
// an edit racing a delete) becomes a conflict record holding both values — nothing the user saved is
// dropped.
import type {
  BriefSyncState,
  ConflictField,
  ConflictRecord,
  LocalBrief,
  PushColumn,
  QueuedEntry,
  StoredRow,
} from '../data/records';
import { rowVersion } from '../domain/mapping';
import { changeEntries, rebaseRow, shown, unchanged } from './reconcile-queue';
import type { ReconcileEffect, ReconcileEvent, Reconciled } from './reconcile-types';
import { storedRowFromServer, type ServerRow } from './server-row';

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
export function deletedConflict(record: LocalBrief, entries: QueuedEntry[], now: number): ConflictRecord {
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

/** Entries marked in flight; entries gone or blocked meanwhile are left out. */
export function reconcileClaim(state: BriefSyncState, opIds: string[]): Reconciled {
  const claim = (entry: QueuedEntry) => opIds.includes(entry.opId) && entry.status !== 'blocked';
  return unchanged({
    ...state,
    entries: changeEntries(state.entries, claim, (entry) => ({ ...entry, status: 'inflight' })),
  });
}

/** The server refused these entries: kept, blocked with its reason, until the user acts. */
export function reconcileRefused(state: BriefSyncState, opIds: string[], reason: string): Reconciled {
  const refused = (entry: QueuedEntry) => opIds.includes(entry.opId);
  return {
    next: {
      ...state,
      entries: changeEntries(state.entries, refused, (entry) => ({
        ...entry,
        status: 'blocked',
        lastError: reason,
      })),
    },
    effects: [{ type: 'blocked', reason }],
  };
}

/** An entry pending again: held until a retry (attempts counted) or released (not sent). */
export function reconcileHeld(
  state: BriefSyncState,
  held: { opId: string; attempts?: number; nextAttemptAt?: number; lastError?: string },
): Reconciled {
  const { opId, ...retry } = held;
  const entries = changeEntries(
    state.entries,
    (entry) => entry.opId === opId,
    (entry) => ({ ...entry, status: 'pending', ...retry }),
  );
  const effects: ReconcileEffect[] =
    retry.nextAttemptAt === undefined
      ? []
      : [{ type: 'held', nextAttemptAt: retry.nextAttemptAt, lastError: retry.lastError ?? '' }];
  return { next: { ...state, entries }, effects };
}

type Pushed = Extract<ReconcileEvent, { type: 'pushed' }>;

export function reconcilePushed(state: BriefSyncState, event: Pushed): Reconciled {
  const { entry, result, now, userId } = event;
  const remaining = state.entries.filter((queued) => queued.opId !== entry.opId);
  const { record } = state;
  if (!record) return unchanged({ ...state, entries: remaining });

  if (entry.kind === 'delete') {
    if (result.status !== 'conflict' || !result.row)
      return unchanged({ ...state, record: null, entries: [], conflict: null });
    // Changed elsewhere since the user saw it: not deleted. Show it again, with the choice kept.
    const server = storedRowFromServer(result.row);
    return {
      next: {
        ...state,
        entries: remaining,
        conflict: {
          briefId: record.id,
          kind: 'delete-vs-edit',
          fields: [],
          row: server.row,
          serverVersion: server.version,
          createdAt: now,
          ...changedBy(result.row),
        },
        record: {
          ...shown(record),
          base: server.row,
          serverVersion: server.version,
          row: rebaseRow(server.row, remaining),
          updatedAt: server.row.updated_at,
        },
      },
      effects: [
        { type: 'store-files', files: server.files },
        { type: 'conflict', kind: 'delete-vs-edit' },
      ],
    };
  }

  if (result.status === 'deleted') {
    // Unresolved 'mine' values of an earlier field conflict belong to what the user would restore.
    const earlier = state.conflict;
    if (earlier?.kind === 'deleted') return unchanged({ ...state, entries: remaining });
    const row = earlier ? withMine(record.row, earlier) : record.row;
    return {
      next: {
        ...state,
        entries: remaining,
        conflict: deletedConflict({ ...record, row }, [entry, ...remaining], now),
        record: row !== record.row ? { ...record, row } : record,
      },
      effects: [{ type: 'conflict', kind: 'deleted' }],
    };
  }

  const effects: ReconcileEffect[] = [];
  let base: StoredRow;
  let version: number;
  if (result.row) {
    const server = storedRowFromServer(result.row);
    effects.push({ type: 'store-files', files: server.files });
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
    const by = result.row?.updated_by === userId ? '' : result.row?.updated_by_name;
    next.updatedByName = typeof by === 'string' ? by : '';
  }
  const currentBase = next.base ?? base;
  next.row = rebaseRow(currentBase, remaining);
  if (remaining.length === 0 && !record.deletedAt)
    next.updatedAt = currentBase.updated_at || record.updatedAt;
  const applied = { ...state, record: next, entries: remaining };
  if (result.status !== 'conflict') return { next: applied, effects };

  // A field the user saved again since this entry was sent is not in conflict yet: that newer value is
  // still queued, and pushing it settles the field (or reports a conflict with it as 'mine').
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
  const existing = state.conflict;
  if (existing?.kind === 'deleted' || (!existing && fields.length === 0)) return { next: applied, effects };
  const conflict: ConflictRecord = {
    briefId: record.id,
    kind: 'fields',
    fields: mergeConflictFields(existing?.fields ?? [], fields),
    serverVersion: version,
    createdAt: existing?.createdAt ?? now,
    ...changedBy(result.row, userId),
  };
  return { next: { ...applied, conflict }, effects: [...effects, { type: 'conflict', kind: 'fields' }] };
}

function isoOr(value: string | null, fallback: string): string {
  if (!value) return fallback;
  const time = Date.parse(value);
  return Number.isNaN(time) ? fallback : new Date(time).toISOString();
}
