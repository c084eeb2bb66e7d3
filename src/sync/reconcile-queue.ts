// The outbox's rules as plain functions over one brief's entries (docs/design.md §6), used by the
// reconcile (sync/reconcile.ts). Invariants:
//   - at most one *unsent* entry per brief: later saves coalesce into it (patches merged, the earliest
//     base value of each column kept); entries already sent (in flight, or waiting to retry after a
//     failure whose answer never came) and blocked ones are never modified;
//   - each patched column carries the server value the user's edit was based on (baseValues), so the
//     server can merge per field instead of clobbering a colleague's change;
//   - deleting a brief that never reached the server drops it and its entries: no request is needed.
import type {
  BriefSyncState,
  LocalBrief,
  NewOutboxEntry,
  Patch,
  PushColumn,
  QueuedEntry,
  StoredRow,
} from '../data/records';
import { applyPatch, isEmptyPatch, pickColumns } from '../data/row-values';
import { deepEqual } from '../domain/diff';

export function newEntry(
  briefId: string,
  kind: NewOutboxEntry['kind'],
  opId: string,
  now: number,
  fields: Partial<NewOutboxEntry>,
): QueuedEntry {
  return {
    opId,
    briefId,
    kind,
    baseVersion: 0,
    patch: {},
    baseValues: {},
    attempts: 0,
    nextAttemptAt: now,
    status: 'pending',
    createdAt: now,
    ...fields,
  };
}

/** The row the user sees: the server row with every queued patch (in order) on top. */
export function rebaseRow(base: StoredRow, entries: readonly QueuedEntry[]): StoredRow {
  let row = base;
  for (const entry of entries) if (entry.kind !== 'delete') row = applyPatch(row, entry.patch);
  return row;
}

/** The server state the user's next edit is based on: the base row plus entries already sent or held. */
function seenServerState(record: LocalBrief | null, earlier: QueuedEntry[]): StoredRow | null {
  let seen = record?.base ?? null;
  for (const entry of earlier) {
    if (entry.kind === 'delete') continue;
    seen = applyPatch(seen ?? ({} as StoredRow), entry.patch);
  }
  return seen;
}

/** Drops columns whose new value is the value they were based on (an edit undone: nothing to push). */
function withoutUnchanged(patch: Patch, baseValues: Patch): { patch: Patch; baseValues: Patch } {
  const kept: Patch = {};
  const keptBase: Patch = {};
  for (const [column, value] of Object.entries(patch) as [PushColumn, unknown][]) {
    if (column in baseValues && deepEqual(value, baseValues[column])) continue;
    kept[column] = value;
    if (column in baseValues) keptBase[column] = baseValues[column];
  }
  return { patch: kept, baseValues: keptBase };
}

/**
 * The server version a new entry is based on. A column that an earlier entry (not acknowledged yet)
 * also changes was edited on top of that entry's value, not on the server's copy: the entry claims the
 * earlier entry's older version, so that the server merges it field by field (and reports a colleague's
 * change the user never saw as a conflict) instead of applying it on top and overwriting that change.
 */
function baseVersionFor(record: LocalBrief | null, earlier: QueuedEntry[], columns: string[]): number {
  let version = record?.serverVersion ?? 0;
  for (const entry of earlier) {
    if (entry.kind === 'delete' || entry.baseVersion === 0 || entry.baseVersion >= version) continue;
    if (columns.some((column) => column in entry.patch)) version = entry.baseVersion;
  }
  return version;
}

/** The entries with changed columns of a brief queued (`record` is the brief before the change). */
export function enqueueUpsert(
  entries: QueuedEntry[],
  briefId: string,
  record: LocalBrief | null,
  changes: Patch,
  now: number,
  opId: string,
): QueuedEntry[] {
  if (isEmptyPatch(changes)) return entries;
  const last = entries.at(-1);
  // Only an entry never sent can absorb more changes: once sent, its idempotency key may already be
  // recorded by the server (a lost answer), and a retry would get the old result for a new patch.
  const coalesce =
    last?.status === 'pending' && last.attempts === 0 && last.kind !== 'delete' ? last : undefined;
  const earlier = coalesce ? entries.slice(0, -1) : entries;
  const seen = seenServerState(record, earlier);
  const newColumns = Object.keys(changes).filter((column) => !(column in (coalesce?.baseValues ?? {})));
  const baseValues = { ...pickColumns(seen, newColumns), ...coalesce?.baseValues };
  const merged = withoutUnchanged({ ...coalesce?.patch, ...changes }, baseValues);

  if (coalesce) {
    if (isEmptyPatch(merged.patch) && coalesce.kind === 'upsert') return earlier;
    return [
      ...earlier,
      {
        ...coalesce,
        patch: merged.patch,
        baseValues: merged.baseValues,
        // A column joining the entry claims its own base version too: typed over an earlier entry's
        // value, it must not ride on the newer version this entry was made at.
        baseVersion: Math.min(coalesce.baseVersion, baseVersionFor(record, earlier, newColumns)),
      },
    ];
  }
  if (isEmptyPatch(merged.patch)) return entries;
  return [
    ...entries,
    newEntry(briefId, 'upsert', opId, now, {
      baseVersion: baseVersionFor(record, earlier, Object.keys(merged.patch)),
      patch: merged.patch,
      baseValues: merged.baseValues,
    }),
  ];
}

/**
 * The entries with a delete queued. Pending and blocked edits of the brief are moot and dropped; an
 * in-flight one stays (it cannot be recalled) and the delete follows it. 'dropped' when the brief never
 * reached the server and nothing is in flight: it is removed locally and no request is made.
 */
export function enqueueDelete(
  entries: QueuedEntry[],
  record: LocalBrief,
  now: number,
  opId: string,
): { entries: QueuedEntry[]; outcome: 'queued' | 'dropped' } {
  const inflight = entries.filter((entry) => entry.status === 'inflight');
  if (record.serverVersion === 0 && inflight.length === 0) return { entries: inflight, outcome: 'dropped' };
  const queued = newEntry(record.id, 'delete', opId, now, { baseVersion: record.serverVersion });
  return { entries: [...inflight, queued], outcome: 'queued' };
}

/** Drops columns of a pending (not yet sent) change that the server already has. */
export function pruneSettledColumns(entries: QueuedEntry[], server: StoredRow): QueuedEntry[] {
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
  if (isEmptyPatch(patch)) return entries.slice(0, -1);
  return [...entries.slice(0, -1), { ...last, patch, baseValues }];
}

/** `entries` with those matching `pick` replaced by `change(entry)`. */
export function changeEntries(
  entries: QueuedEntry[],
  pick: (entry: QueuedEntry) => boolean,
  change: (entry: QueuedEntry) => QueuedEntry,
): QueuedEntry[] {
  return entries.map((entry) => (pick(entry) ? change(entry) : entry));
}

/** `next` with nothing to tell. */
export function unchanged(next: BriefSyncState): { next: BriefSyncState; effects: [] } {
  return { next, effects: [] };
}

/** The record with `deletedAt` left out (shown again). */
export function shown(record: LocalBrief): LocalBrief {
  const { deletedAt: _deleted, ...rest } = record;
  return rest;
}

/** The base version to send: the current server version when every patched column still has the value
 *  the edit was based on there (the server then applies it on top), else the entry's own. */
export function sendBaseVersion(entry: QueuedEntry, record: LocalBrief): number {
  if (entry.kind === 'restore') return 0;
  if (entry.kind === 'delete') return entry.baseVersion || record.serverVersion;
  const base = record.base;
  // Version 0 asks the server to create the brief. Once the creation is acknowledged, a change queued
  // before that is based on the created version (1): were the brief deleted elsewhere meanwhile, it
  // must come back as an edit-vs-delete conflict, not silently recreate the brief from this one change.
  if (!base || record.serverVersion === 0) return entry.baseVersion;
  const claimed = entry.baseVersion || 1;
  if (record.serverVersion <= claimed) return claimed;
  const columns = Object.keys(entry.patch) as PushColumn[];
  const unchanged = columns.every(
    (column) => column in entry.baseValues && deepEqual(entry.baseValues[column], base[column]),
  );
  return unchanged ? record.serverVersion : claimed;
}
