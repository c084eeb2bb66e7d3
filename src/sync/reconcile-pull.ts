// What a pull does to one brief's sync state (see reconcile.ts):
//   - a row is applied only when its version is newer than the local base;
//   - pending local changes are rebased onto the pulled row, never overwritten (a column both sides
//     set to the same value no longer needs pushing);
//   - a brief deleted or unshared elsewhere is removed — unless the user has changes to it: an edit
//     racing a delete becomes a conflict, and changes to a brief no longer shared are blocked with the
//     reason, both kept until the user decides.
import type { BriefSyncState, ConflictRecord, LocalBrief } from '../data/records';
import { applyPatch } from '../data/row-values';
import { deepEqual } from '../domain/diff';
import { deletedConflict, withMine } from './reconcile-push';
import { newEntry, pruneSettledColumns, rebaseRow, unchanged } from './reconcile-queue';
import type { ReconcileEvent, Reconciled } from './reconcile-types';
import { accessFromServer, storedRowFromServer, type ServerRow } from './server-row';

export const UNSHARED_REASON = 'This brief is no longer shared with you.';

export function reconcilePulled(state: BriefSyncState, raw: ServerRow, userId: string): Reconciled {
  // Whose change it was matters only when it was someone else's ("Last change by Maya").
  const access = accessFromServer(raw);
  if (raw.updated_by === userId) access.updatedByName = '';
  const server = storedRowFromServer(raw);
  const { record } = state;
  const effects = [{ type: 'store-files' as const, files: server.files }];
  if (record && server.version <= record.serverVersion) {
    const changed = (Object.keys(access) as (keyof typeof access)[]).some(
      (key) => record[key] !== access[key],
    );
    if (!changed) return { next: state, effects };
    const updated = { ...record, ...access };
    return {
      next: { ...state, record: updated, conflict: refreshedConflict(state.conflict, updated) },
      effects,
    };
  }
  const entries = state.entries.length > 0 ? pruneSettledColumns(state.entries, server.row) : [];
  const next: LocalBrief = {
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
  };
  return {
    next: { ...state, record: next, entries, conflict: refreshedConflict(state.conflict, next) },
    effects,
  };
}

/** Keeps a field conflict's 'theirs' current; a field both sides now agree on is no conflict. */
function refreshedConflict(conflict: ConflictRecord | null, record: LocalBrief): ConflictRecord | null {
  if (!conflict || conflict.kind !== 'fields' || !record.base) return conflict;
  const base = record.base;
  const fields = conflict.fields
    .map((field) => ({ ...field, theirs: base[field.field] }))
    .filter((field) => !deepEqual(field.mine, field.theirs));
  if (fields.length === 0) return null;
  return {
    ...conflict,
    fields,
    serverVersion: record.serverVersion,
    ...(record.updatedByName ? { theirsBy: record.updatedByName, theirsAt: base.updated_at } : {}),
  };
}

type Removed = Extract<ReconcileEvent, { type: 'removed' }>;

export function reconcileRemoval(state: BriefSyncState, { removal, now, opId }: Removed): Reconciled {
  const { record, entries, conflict } = state;
  if (!record) return unchanged(state);
  const forgotten = unchanged({ ...state, record: null, entries: [], conflict: null });
  if (record.deletedAt || (entries.length === 0 && !conflict)) return forgotten;
  if (conflict?.kind === 'deleted') return unchanged(state);
  // A queued restore answers the delete already (the user undid it, or chose to keep theirs): the
  // removal may be the user's own delete coming back in a pull, and the restore recreates the brief.
  if (entries.some((entry) => entry.kind === 'restore')) return unchanged(state);

  if (removal.reason === 'deleted') {
    // Unresolved 'mine' values of a field conflict are part of what the user would restore.
    const row = conflict?.kind === 'fields' ? withMine(record.row, conflict) : record.row;
    return {
      next: {
        ...state,
        conflict: deletedConflict({ ...record, row }, entries, now),
        record: { ...record, row },
      },
      effects: [{ type: 'conflict', kind: 'deleted' }],
    };
  }
  let kept = entries;
  let row = record.row;
  if (conflict?.kind === 'fields') {
    // The user's unresolved values cannot reach the server any more: keep them, blocked, with the reason.
    const mine = Object.fromEntries(conflict.fields.map((field) => [field.field, field.mine]));
    const theirs = Object.fromEntries(conflict.fields.map((field) => [field.field, field.theirs]));
    kept = [
      ...entries,
      newEntry(record.id, 'upsert', opId, now, {
        baseVersion: record.serverVersion,
        patch: mine,
        baseValues: theirs,
      }),
    ];
    row = applyPatch(record.row, mine);
  } else if (entries.length === 0) return forgotten;
  return {
    next: {
      ...state,
      conflict: null,
      entries: kept.map((entry) => ({ ...entry, status: 'blocked', lastError: UNSHARED_REASON })),
      record: { ...record, row, revokedAt: removal.removed_at || new Date(now).toISOString() },
    },
    effects: [{ type: 'blocked', reason: UNSHARED_REASON }],
  };
}

function maxIso(a: string, b: string): string {
  return a > b ? a : b;
}
