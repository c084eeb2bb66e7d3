// The outbox: the durable queue of local changes waiting to reach the server. These functions run
// INSIDE the caller's Dexie transaction, so a change and its outbox entry commit together or not at all.
// Invariants (docs/design.md §6):
//   - at most one *unsent* entry per brief: later saves coalesce into it (patches merged, the earliest
//     base value of each column kept); entries already sent (in flight, or waiting to retry after a
//     failure whose answer never came) and blocked ones are never modified;
//   - each patched column carries the server value the user's edit was based on (baseValues), so the
//     server can merge per field instead of clobbering a colleague's change;
//   - deleting a brief that never reached the server drops it and its entries: no request is needed.
import type { BriefsmithDB } from './db';
import type { LocalBrief, OutboxEntry, Patch, PushColumn, StoredRow } from './records';
import { deepEqual } from '../domain/diff';
import { applyPatch, isEmptyPatch, pickColumns } from './row-values';

export function newOpId(): string {
  return crypto.randomUUID();
}

export async function briefEntries(db: BriefsmithDB, briefId: string): Promise<OutboxEntry[]> {
  return db.outbox.where('briefId').equals(briefId).sortBy('seq');
}

/** The server state the user's next edit is based on: the base row plus entries already sent or held. */
function seenServerState(record: LocalBrief | null, earlier: OutboxEntry[]): StoredRow | null {
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
function baseVersionFor(record: LocalBrief | null, earlier: OutboxEntry[], columns: string[]): number {
  let version = record?.serverVersion ?? 0;
  for (const entry of earlier) {
    if (entry.kind === 'delete' || entry.baseVersion === 0 || entry.baseVersion >= version) continue;
    if (columns.some((column) => column in entry.patch)) version = entry.baseVersion;
  }
  return version;
}

/** Queues changed columns of a brief (`record` is the brief before the change; null for a new brief). */
export async function enqueueUpsert(
  db: BriefsmithDB,
  briefId: string,
  record: LocalBrief | null,
  changes: Patch,
  now: number,
): Promise<void> {
  if (isEmptyPatch(changes)) return;
  const entries = await briefEntries(db, briefId);
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
    if (isEmptyPatch(merged.patch) && coalesce.kind === 'upsert') await db.outbox.delete(coalesce.seq!);
    else await db.outbox.update(coalesce.seq!, { patch: merged.patch, baseValues: merged.baseValues });
    return;
  }
  if (isEmptyPatch(merged.patch)) return;
  await db.outbox.add({
    opId: newOpId(),
    briefId,
    kind: 'upsert',
    baseVersion: baseVersionFor(record, earlier, Object.keys(merged.patch)),
    patch: merged.patch,
    baseValues: merged.baseValues,
    attempts: 0,
    nextAttemptAt: now,
    status: 'pending',
    createdAt: now,
  });
}

/**
 * Queues a delete. Pending and blocked edits of the brief are moot and dropped; an in-flight one stays
 * (it cannot be recalled) and the delete follows it. Returns 'dropped' when the brief never reached the
 * server and nothing is in flight: the caller removes it locally and no request is made.
 */
export async function enqueueDelete(
  db: BriefsmithDB,
  record: LocalBrief,
  now: number,
): Promise<'queued' | 'dropped'> {
  const entries = await briefEntries(db, record.id);
  const inflight = entries.filter((entry) => entry.status === 'inflight');
  const moot = entries.filter((entry) => entry.status !== 'inflight').map((entry) => entry.seq!);
  await db.outbox.bulkDelete(moot);
  if (record.serverVersion === 0 && inflight.length === 0) return 'dropped';
  await db.outbox.add({
    opId: newOpId(),
    briefId: record.id,
    kind: 'delete',
    baseVersion: record.serverVersion,
    patch: {},
    baseValues: {},
    attempts: 0,
    nextAttemptAt: now,
    status: 'pending',
    createdAt: now,
  });
  return 'queued';
}

/** The row the user sees: the server row with every queued patch (in order) on top. */
export function rebaseRow(base: StoredRow, entries: OutboxEntry[]): StoredRow {
  let row = base;
  for (const entry of entries) if (entry.kind !== 'delete') row = applyPatch(row, entry.patch);
  return row;
}
