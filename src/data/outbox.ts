// The outbox: the durable queue of local changes waiting to reach the server, and its only writer (the
// sync engine changes entries through the functions below). Unless they say otherwise these functions
// run INSIDE the caller's Dexie transaction, so a change and its outbox entry commit together or not at all.
// Invariants (docs/design.md §6):
//   - at most one *unsent* entry per brief: later saves coalesce into it (patches merged, the earliest
//     base value of each column kept); entries already sent (in flight, or waiting to retry after a
//     failure whose answer never came) and blocked ones are never modified;
//   - each patched column carries the server value the user's edit was based on (baseValues), so the
//     server can merge per field instead of clobbering a colleague's change;
//   - deleting a brief that never reached the server drops it and its entries: no request is needed.
import type { BriefsmithDB } from './db';
import type { LocalBrief, NewOutboxEntry, OutboxEntry, Patch, PushColumn, StoredRow } from './records';
import { deepEqual } from '../domain/diff';
import { applyPatch, isEmptyPatch, pickColumns } from './row-values';

export function newOpId(): string {
  return crypto.randomUUID();
}

function newEntry(
  briefId: string,
  kind: NewOutboxEntry['kind'],
  now: number,
  fields: Partial<NewOutboxEntry>,
): NewOutboxEntry {
  return {
    opId: newOpId(),
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
    if (isEmptyPatch(merged.patch) && coalesce.kind === 'upsert') await db.outbox.delete(coalesce.seq);
    else
      await db.outbox.update(coalesce.seq, {
        patch: merged.patch,
        baseValues: merged.baseValues,
        // A column joining the entry claims its own base version too: typed over an earlier entry's
        // value, it must not ride on the newer version this entry was made at.
        baseVersion: Math.min(coalesce.baseVersion, baseVersionFor(record, earlier, newColumns)),
      });
    return;
  }
  if (isEmptyPatch(merged.patch)) return;
  await db.outbox.add(
    newEntry(briefId, 'upsert', now, {
      baseVersion: baseVersionFor(record, earlier, Object.keys(merged.patch)),
      patch: merged.patch,
      baseValues: merged.baseValues,
    }),
  );
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
  const moot = entries.filter((entry) => entry.status !== 'inflight').map((entry) => entry.seq);
  await db.outbox.bulkDelete(moot);
  if (record.serverVersion === 0 && inflight.length === 0) return 'dropped';
  await db.outbox.add(newEntry(record.id, 'delete', now, { baseVersion: record.serverVersion }));
  return 'queued';
}

/** The row the user sees: the server row with every queued patch (in order) on top. */
export function rebaseRow(base: StoredRow, entries: OutboxEntry[]): StoredRow {
  let row = base;
  for (const entry of entries) if (entry.kind !== 'delete') row = applyPatch(row, entry.patch);
  return row;
}

// ---- What the sync engine does to entries -------------------------------------------------------

/** Queues the user's whole row to recreate a brief deleted elsewhere ("keep mine" of a 'deleted' conflict). */
export async function enqueueRestore(db: BriefsmithDB, briefId: string, patch: Patch, now: number) {
  await db.outbox.add(newEntry(briefId, 'restore', now, { patch }));
}

/** Keeps values that can no longer reach the server (the brief was unshared), blocked with the reason. */
export async function enqueueBlocked(
  db: BriefsmithDB,
  briefId: string,
  change: Pick<NewOutboxEntry, 'baseVersion' | 'patch' | 'baseValues'>,
  reason: string,
  now: number,
) {
  await db.outbox.add(newEntry(briefId, 'upsert', now, { ...change, status: 'blocked', lastError: reason }));
}

/** Removes entries (acknowledged by the server, or moot). */
export async function removeEntries(db: BriefsmithDB, entries: readonly Pick<OutboxEntry, 'seq'>[]) {
  await db.outbox.bulkDelete(entries.map((entry) => entry.seq));
}

/**
 * Marks entries in flight and reads them in one transaction (its own): a save coalescing into an entry
 * either lands before (and is sent) or sees it in flight and queues a new entry — never lost in between.
 * Entries gone or blocked meanwhile are left out.
 */
export async function claimEntries(db: BriefsmithDB, seqs: number[]): Promise<OutboxEntry[]> {
  return db.transaction('rw', db.outbox, async () => {
    const fresh = (await db.outbox.bulkGet(seqs)).filter(
      (entry): entry is OutboxEntry => entry !== undefined && entry.status !== 'blocked',
    );
    await db.outbox.bulkUpdate(fresh.map((entry) => ({ key: entry.seq, changes: { status: 'inflight' } })));
    return fresh.map((entry) => ({ ...entry, status: 'inflight' as const }));
  });
}

/** An entry sent without an answer (or refused for now) waits until `nextAttemptAt`. */
export async function holdEntry(
  db: BriefsmithDB,
  seq: number,
  retry: { attempts: number; nextAttemptAt: number; lastError: string },
) {
  await db.outbox.update(seq, { status: 'pending', ...retry });
}

/** An entry that was claimed but not sent (the session is gone): pending again, no attempt counted. */
export async function releaseEntry(db: BriefsmithDB, seq: number) {
  await db.outbox.update(seq, { status: 'pending' });
}

/** The server refused these entries: kept, blocked with its reason, until the user acts. */
export async function blockEntries(
  db: BriefsmithDB,
  entries: readonly Pick<OutboxEntry, 'seq'>[],
  reason: string,
) {
  await db.outbox.bulkUpdate(
    entries.map((entry) => ({ key: entry.seq, changes: { status: 'blocked' as const, lastError: reason } })),
  );
}

/** The blocked entries of a brief are tried again from scratch (e.g. after edit rights were granted). */
export async function unblockEntries(db: BriefsmithDB, briefId: string, now: number) {
  const entries = await briefEntries(db, briefId);
  await db.outbox.bulkUpdate(
    entries
      .filter((entry) => entry.status === 'blocked')
      .map((entry) => ({
        key: entry.seq,
        changes: { status: 'pending' as const, attempts: 0, nextAttemptAt: now, lastError: undefined },
      })),
  );
}

/** Rewrites an unsent entry's patch (columns the server already has are dropped; empty: removed). */
export async function replacePatch(db: BriefsmithDB, entry: OutboxEntry, patch: Patch, baseValues: Patch) {
  if (isEmptyPatch(patch)) await db.outbox.delete(entry.seq);
  else await db.outbox.update(entry.seq, { patch, baseValues });
}

/** Re-bases an entry's columns on other server values (a discarded change they were edited on top of). */
export async function replaceBaseValues(db: BriefsmithDB, entry: OutboxEntry, baseValues: Patch) {
  await db.outbox.update(entry.seq, { baseValues });
}

/** Held-back entries become due now (the network returned, the user came back). Own transaction. */
export async function bringRetriesForward(db: BriefsmithDB, now: number) {
  await db.outbox
    .where('status')
    .equals('pending')
    .modify((entry) => {
      if (entry.nextAttemptAt > now) entry.nextAttemptAt = now;
    });
}
