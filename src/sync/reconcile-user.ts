// What the user's actions do to one brief's sync state (see reconcile.ts): save, delete, undo of a
// delete, a conflict choice, and the decisions on a blocked change.
import type {
  BriefSyncState,
  ConflictField,
  ConflictRecord,
  LocalBrief,
  Patch,
  PushColumn,
  QueuedEntry,
  StoredRow,
} from '../data/records';
import { applyPatch, changedColumns, isEmptyPatch, pickColumns, PUSH_COLUMNS } from '../data/row-values';
import { mergePatch } from '../domain/merge';
import { enqueueDelete, enqueueUpsert, newEntry, rebaseRow, shown, unchanged } from './reconcile-queue';
import type { ReconcileEffect, ReconcileEvent, Reconciled } from './reconcile-types';

type EventOf<T extends ReconcileEvent['type']> = Extract<ReconcileEvent, { type: T }>;

export function reconcileSave(state: BriefSyncState, event: EventOf<'save'>): Reconciled {
  const { record } = state;
  if (record?.deletedAt) return { next: state, effects: [{ type: 'not-found' }] };
  const effects: ReconcileEffect[] = [];
  let conflict = state.conflict;
  let row: StoredRow;
  if (!record) row = event.row;
  else if (event.loaded) {
    const { edits, clashes } = splitEdits(record, event.loaded, event.row);
    row = applyPatch({ ...record.row, updated_at: event.row.updated_at }, edits);
    if (clashes.length > 0 && conflict?.kind !== 'deleted' && conflict?.kind !== 'delete-vs-edit') {
      conflict = keptAsConflict(record, conflict, clashes, event.now);
      effects.push({ type: 'conflict', kind: 'fields' });
    }
  } else row = { ...event.row, user_id: record.row.user_id, created_at: record.row.created_at };
  const changes = changedColumns(record?.row ?? null, row);
  if (record && isEmptyPatch(changes) && record.row.updated_at === row.updated_at)
    return { next: { ...state, conflict }, effects };
  if (record) conflict = supersedeConflictFields(conflict, Object.keys(changes) as PushColumn[]);
  effects.push({ type: 'store-files', files: event.files });
  const next: LocalBrief = record
    ? { ...record, row, updatedAt: row.updated_at || record.updatedAt }
    : newRecord(row, event.owner);
  const entries = enqueueUpsert(state.entries, state.briefId, record, changes, event.now, event.opId);
  if (entries !== state.entries) effects.push({ type: 'queued', kind: 'upsert' });
  return { next: { ...state, record: next, entries, conflict }, effects };
}

function newRecord(row: StoredRow, owner: EventOf<'save'>['owner']): LocalBrief {
  return {
    id: row.id,
    row,
    base: null,
    serverVersion: 0,
    ownerId: owner.userId,
    ownerEmail: owner.email,
    ownerName: owner.fullName,
    isOwner: true,
    permission: 'owner',
    updatedAt: row.updated_at,
  };
}

/**
 * The user's edits since `loaded`. A field that also changed underneath (a pull, another tab) is not
 * silently overwritten either way: it becomes a conflict with both values, like one the server finds.
 */
function splitEdits(record: LocalBrief, loaded: StoredRow, saved: StoredRow) {
  const edits = changedColumns(loaded, saved);
  const { conflicts: clashes } = mergePatch<PushColumn>(loaded, edits, record.row);
  for (const { field } of clashes) delete edits[field];
  return { edits, clashes };
}

function keptAsConflict(
  record: LocalBrief,
  existing: ConflictRecord | null,
  clashes: ConflictField[],
  now: number,
): ConflictRecord {
  const fields = new Map((existing?.fields ?? []).map((field) => [field.field, field]));
  for (const clash of clashes) fields.set(clash.field, clash);
  const at = record.base?.updated_at;
  return {
    briefId: record.id,
    kind: 'fields',
    fields: [...fields.values()],
    serverVersion: record.serverVersion,
    createdAt: existing?.createdAt ?? now,
    // The latest change's author names the other side; without one, whoever the conflict named stays.
    ...(record.updatedByName
      ? { theirsBy: record.updatedByName, ...(at ? { theirsAt: at } : {}) }
      : existing && {
          ...(existing.theirsBy ? { theirsBy: existing.theirsBy } : {}),
          ...(existing.theirsAt ? { theirsAt: existing.theirsAt } : {}),
        }),
  };
}

/**
 * A new save of a field in an open field conflict is the user's newer decision for that field: it
 * replaces both values of the conflict (and is pushed like any edit). Left open, the conflict's older
 * 'mine' could later be put back over it — by "keep mine", or when restoring a brief deleted elsewhere.
 */
function supersedeConflictFields(conflict: ConflictRecord | null, saved: PushColumn[]) {
  if (!conflict || conflict.kind !== 'fields' || saved.length === 0) return conflict;
  const fields = conflict.fields.filter((field) => !saved.includes(field.field));
  if (fields.length === conflict.fields.length) return conflict;
  return fields.length === 0 ? null : { ...conflict, fields };
}

/** Deletes a brief. One that never reached the server is simply dropped (no request is queued). */
export function reconcileDelete(state: BriefSyncState, event: EventOf<'delete'>): Reconciled {
  const { record } = state;
  if (!record || record.deletedAt) return unchanged(state);
  const { entries, outcome } = enqueueDelete(state.entries, record, event.now, event.opId);
  if (outcome === 'dropped')
    return { next: { ...state, record: null, entries, conflict: null }, effects: [{ type: 'dropped' }] };
  const deleted = { ...record, deletedAt: new Date(event.now).toISOString() };
  return {
    next: { ...state, record: deleted, entries, conflict: null },
    effects: [{ type: 'queued', kind: 'delete' }],
  };
}

/**
 * Brings a deleted brief back, whether or not the delete has reached the server yet:
 *   - delete still queued (not sent): withdrawn, and the edits it made moot are queued again as they
 *     were — the server never hears of the delete;
 *   - delete being sent: wait for its answer (it cannot be recalled), then as below;
 *   - delete applied on the server (or the brief never reached it and was dropped): the brief is put
 *     back and a 'restore' of its whole row (created_at included) is queued;
 *   - delete refused because the brief changed elsewhere: it is back already; the pending choice goes.
 */
export function reconcileUndo(state: BriefSyncState, event: EventOf<'undo'>): Reconciled {
  const { snapshot } = event;
  const { record } = snapshot;
  const queuedDelete = state.entries.find((entry) => entry.opId === snapshot.deleteOpId);
  if (queuedDelete?.status === 'inflight') return { next: state, effects: [{ type: 'wait' }] };
  const effects: ReconcileEffect[] = [{ type: 'store-files', files: snapshot.files }];
  const current = state.record;
  if (queuedDelete) {
    // Never sent (or sent without an answer and due again: the server applies an op at most once, and
    // a withdrawn op is simply never sent again). Entries in flight at the delete were kept; only those
    // it made moot are queued again. The server's answers since then (a newer base) are kept.
    const kept = state.entries.filter((entry) => entry !== queuedDelete);
    const moot = snapshot.entries.filter((entry) => entry.status !== 'inflight');
    return {
      next: {
        ...state,
        record: { ...shown(current ?? record), row: record.row, updatedAt: record.updatedAt },
        entries: requeue(kept, moot),
        conflict: snapshot.conflict ?? state.conflict,
      },
      effects,
    };
  }
  if (current && !current.deletedAt) {
    // The server refused the delete (changed elsewhere): the brief is back already; keep it.
    const conflict = state.conflict?.kind === 'delete-vs-edit' ? null : state.conflict;
    return { next: { ...state, conflict }, effects };
  }
  if (snapshot.deleteOpId === undefined && record.serverVersion === 0) {
    // Dropped locally before it ever reached the server: its creation is queued again as it was.
    return {
      next: { ...state, record, entries: requeue(state.entries, snapshot.entries) },
      effects: [...effects, { type: 'queued', kind: 'upsert' }],
    };
  }
  // Deleted on the server: restore the whole brief, as the user saw it.
  const patch: Patch = { ...pickColumns(record.row, PUSH_COLUMNS) };
  (patch as Record<string, unknown>).created_at = record.row.created_at;
  const restore = newEntry(record.id, 'restore', event.opId, event.now, { patch });
  return {
    next: { ...state, record, entries: [restore] },
    effects: [...effects, { type: 'queued', kind: 'restore' }],
  };
}

/** Entries queued again with their own op ids, after anything already queued for the brief. */
function requeue(entries: QueuedEntry[], again: QueuedEntry[]): QueuedEntry[] {
  const queued = new Set(entries.map((entry) => entry.opId));
  const added = again
    .filter((entry) => !queued.has(entry.opId))
    .map(({ seq: _seq, ...entry }) => ({
      ...entry,
      status: entry.status === 'inflight' ? ('pending' as const) : entry.status,
    }));
  return [...entries, ...added];
}

/**
 * The user's choice on a conflict. Fields: mine → a new change with the user's value, based on the
 * server's value; theirs → the server's value stays. Edit vs delete: mine → restore the brief from the
 * user's copy; theirs → remove it locally. Delete vs edit: mine → delete it again (based on the version
 * now seen); theirs → keep it.
 */
export function reconcileChoice(state: BriefSyncState, event: EventOf<'choose'>): Reconciled {
  const { conflict, record } = state;
  if (!conflict) return unchanged(state);
  if (!record) return unchanged({ ...state, conflict: null });
  const { field, choice, now, opId } = event;

  if (conflict.kind === 'fields') {
    const chosen = conflict.fields.filter((f) => field === '*' || f.field === field);
    const rest = conflict.fields.filter((f) => !chosen.includes(f));
    const next = { ...state, conflict: rest.length === 0 ? null : { ...conflict, fields: rest } };
    if (choice !== 'mine' || chosen.length === 0) return unchanged(next);
    const patch: Patch = Object.fromEntries(chosen.map((f) => [f.field, f.mine]));
    next.record = { ...record, row: applyPatch(record.row, patch), updatedAt: new Date(now).toISOString() };
    next.entries = enqueueUpsert(state.entries, state.briefId, record, patch, now, opId);
    return { next, effects: [{ type: 'queued', kind: 'upsert' }] };
  }

  if (conflict.kind === 'deleted') {
    if (choice === 'theirs') return unchanged({ ...state, record: null, entries: [], conflict: null });
    const { revokedAt: _revoked, ...kept } = record;
    const restore = newEntry(state.briefId, 'restore', opId, now, {
      patch: pickColumns(record.row, PUSH_COLUMNS),
    });
    return {
      next: { ...state, record: kept, entries: [restore], conflict: null },
      effects: [{ type: 'queued', kind: 'restore' }],
    };
  }

  // delete-vs-edit: the brief shows the server's copy again.
  if (choice === 'theirs') return unchanged({ ...state, conflict: null });
  return reconcileDelete({ ...state, conflict: null }, { type: 'delete', now, opId });
}

/** Drops a change the server refused; the brief goes back to the server's copy plus later changes. */
export function reconcileDiscard(state: BriefSyncState): Reconciled {
  const blocked = state.entries.find((entry) => entry.status === 'blocked');
  if (!blocked) return unchanged(state);
  const rest = state.entries.filter((entry) => entry !== blocked);
  const { record } = state;
  if (!record) return unchanged({ ...state, entries: rest });
  // A refused creation, or the last change to a brief no longer shared: nothing of it remains.
  if (!record.base || (record.revokedAt && rest.length === 0))
    return unchanged({ ...state, record: null, entries: [] });
  // Later changes were based on the discarded values: base them on what preceded them instead.
  const rebased = rest.map((entry) => {
    const baseValues = { ...entry.baseValues };
    for (const column of Object.keys(blocked.patch) as PushColumn[]) {
      if (column in baseValues && column in blocked.baseValues)
        baseValues[column] = blocked.baseValues[column];
    }
    return { ...entry, baseValues };
  });
  // A refused delete: the brief is shown again.
  const visible = blocked.kind === 'delete' ? shown(record) : record;
  return unchanged({ ...state, record: { ...visible, row: rebaseRow(record.base, rest) }, entries: rebased });
}

/** Entries picked are due now: blocked ones tried again from scratch, held-back ones brought forward. */
export function reconcileRetry(
  state: BriefSyncState,
  now: number,
  pick: (entry: QueuedEntry) => boolean,
): Reconciled {
  let changed = false;
  const entries = state.entries.map((entry) => {
    if (!pick(entry)) return entry;
    if (entry.status === 'pending') {
      if (entry.nextAttemptAt <= now) return entry;
      changed = true;
      return { ...entry, nextAttemptAt: now };
    }
    changed = true;
    const { lastError: _error, ...rest } = entry;
    return { ...rest, status: 'pending' as const, attempts: 0, nextAttemptAt: now };
  });
  return changed ? { next: { ...state, entries }, effects: [{ type: 'due' }] } : unchanged(state);
}
