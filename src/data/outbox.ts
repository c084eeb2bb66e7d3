// The outbox: the durable queue of local changes waiting to reach the server (docs/design.md §6). Its
// rules are the reconcile's (sync/reconcile-queue.ts) and its one writer is sync-writer.ts; these are
// what the push does to entries, each in its own transaction unless run inside the caller's.
import type { BriefsmithDB } from './db';
import type { OutboxEntry } from './records';
import { reconcileStoredMany, SYNC_TABLES } from './sync-writer';
import type { ReconcileEvent } from '../sync/reconcile';

export { rebaseRow } from '../sync/reconcile-queue';

export function newOpId(): string {
  return crypto.randomUUID();
}

export async function briefEntries(db: BriefsmithDB, briefId: string): Promise<OutboxEntry[]> {
  return db.outbox.where('briefId').equals(briefId).sortBy('seq');
}

/** One event per brief the entries belong to. */
function perBrief(
  entries: readonly Pick<OutboxEntry, 'briefId' | 'opId'>[],
  event: (opIds: string[]) => ReconcileEvent,
) {
  const byBrief = new Map<string, string[]>();
  for (const entry of entries)
    byBrief.set(entry.briefId, [...(byBrief.get(entry.briefId) ?? []), entry.opId]);
  return [...byBrief].map(([briefId, opIds]) => ({ briefId, event: event(opIds) }));
}

/** Removes entries (acknowledged by the server, or moot). */
export async function removeEntries(db: BriefsmithDB, entries: readonly OutboxEntry[]) {
  await reconcileStoredMany(
    db,
    perBrief(entries, (opIds) => ({ type: 'moot', opIds })),
  );
}

/**
 * Marks entries in flight and reads them in one transaction (its own): a save coalescing into an entry
 * either lands before (and is sent) or sees it in flight and queues a new entry — never lost in between.
 * Entries gone or blocked meanwhile are left out.
 */
export async function claimEntries(db: BriefsmithDB, seqs: number[]): Promise<OutboxEntry[]> {
  return db.transaction('rw', SYNC_TABLES(db), async () => {
    const fresh = (await db.outbox.bulkGet(seqs)).filter(
      (entry): entry is OutboxEntry => entry !== undefined && entry.status !== 'blocked',
    );
    const states = await reconcileStoredMany(
      db,
      perBrief(fresh, (opIds) => ({ type: 'claim', opIds })),
    );
    const claimed = new Set(fresh.map((entry) => entry.opId));
    const bySeq = new Map(
      [...states.values()]
        .flatMap((state) => state.entries)
        .filter((entry) => claimed.has(entry.opId))
        .map((entry) => [entry.seq, entry as OutboxEntry]),
    );
    return seqs.flatMap((seq) => bySeq.get(seq) ?? []);
  });
}

/** One entry, looked up by its seq, changed by `event` (nothing when it is gone). */
async function changeEntry(db: BriefsmithDB, seq: number, event: (opId: string) => ReconcileEvent) {
  await db.transaction('rw', SYNC_TABLES(db), async () => {
    const entry = await db.outbox.get(seq);
    if (entry) await reconcileStoredMany(db, [{ briefId: entry.briefId, event: event(entry.opId) }]);
  });
}

/** An entry sent without an answer (or refused for now) waits until `nextAttemptAt`. */
export async function holdEntry(
  db: BriefsmithDB,
  seq: number,
  retry: { attempts: number; nextAttemptAt: number; lastError: string },
) {
  await changeEntry(db, seq, (opId) => ({ type: 'held', opId, ...retry }));
}

/** An entry that was claimed but not sent (the session is gone): pending again, no attempt counted. */
export async function releaseEntry(db: BriefsmithDB, seq: number) {
  await changeEntry(db, seq, (opId) => ({ type: 'released', opId }));
}

/** The server refused these entries: kept, blocked with its reason, until the user acts. */
export async function blockEntries(db: BriefsmithDB, entries: readonly OutboxEntry[], reason: string) {
  await reconcileStoredMany(
    db,
    perBrief(entries, (opIds) => ({ type: 'refused', opIds, reason })),
  );
}

/** Held-back entries become due now (the network returned, the user came back). Own transaction. */
export async function bringRetriesForward(db: BriefsmithDB, now: number) {
  await db.transaction('rw', SYNC_TABLES(db), async () => {
    const held = await db.outbox
      .where('status')
      .equals('pending')
      .filter((entry) => entry.nextAttemptAt > now)
      .toArray();
    const briefIds = [...new Set(held.map((entry) => entry.briefId))];
    await reconcileStoredMany(
      db,
      briefIds.map((briefId) => ({ briefId, event: { type: 'retry-now', now } })),
    );
  });
}
