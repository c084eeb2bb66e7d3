// The one writer of a brief's sync state: the only module that writes `db.briefs`, `db.outbox` and
// `db.conflicts` (tests/unit/data/one-writer.test.ts holds every other module to it). It reads a
// brief's state, lets the reconcile (sync/reconcile.ts) decide, and stores `next` — the record with its
// card, the outbox entries, the conflict and the files the effects name — in one transaction.
import { cardOf } from './card-of';
import { noteCommentBriefChanges } from './comment-store';
import type { BriefsmithDB } from './db';
import { storeFiles } from './files';
import type {
  BriefSyncState,
  ConflictRecord,
  FileRecord,
  LocalBrief,
  OutboxEntry,
  QueuedEntry,
} from './records';
import { reconcile, type ReconcileEvent, type Reconciled } from '../sync/reconcile';

/**
 * The tables a brief's sync state spans (run `writeSyncStates` inside a transaction over them), with the
 * note of briefs that came or went, for the comment pull.
 */
export const SYNC_TABLES = (db: BriefsmithDB) => [
  db.briefs,
  db.cards,
  db.files,
  db.outbox,
  db.conflicts,
  db.commentBriefChanges,
];

export async function readSyncState(db: BriefsmithDB, briefId: string): Promise<BriefSyncState> {
  const [record, entries, conflict] = await Promise.all([
    db.briefs.get(briefId),
    db.outbox.where('briefId').equals(briefId).sortBy('seq'),
    db.conflicts.get(briefId),
  ]);
  return { briefId, record: record ?? null, entries, conflict: conflict ?? null };
}

/** The states of many briefs, read in bulk (a pulled page holds thousands). */
export async function readSyncStates(
  db: BriefsmithDB,
  briefIds: string[],
): Promise<Map<string, BriefSyncState>> {
  const ids = [...new Set(briefIds)];
  const [records, entries, conflicts] = await Promise.all([
    db.briefs.bulkGet(ids),
    db.outbox.where('briefId').anyOf(ids).sortBy('seq'),
    db.conflicts.bulkGet(ids),
  ]);
  return new Map(
    ids.map((briefId, index) => [
      briefId,
      {
        briefId,
        record: records[index] ?? null,
        entries: entries.filter((entry) => entry.briefId === briefId),
        conflict: conflicts[index] ?? null,
      },
    ]),
  );
}

export type StateChange = { prev: BriefSyncState; next: BriefSyncState };

/** The files the effects ask to be written with `next`. */
export function filesOf(result: Reconciled): FileRecord[] {
  return result.effects.flatMap((effect) => (effect.type === 'store-files' ? effect.files : []));
}

/**
 * Stores each `next` over its `prev`, with the files the effects named, in one transaction (the
 * caller's, when it runs inside one over SYNC_TABLES): what changed is written, entries new to the
 * outbox are added in order.
 */
export async function writeSyncStates(
  db: BriefsmithDB,
  changes: StateChange[],
  files: FileRecord[] = [],
): Promise<void> {
  if (changes.length === 0 && files.length === 0) return;
  await db.transaction('rw', SYNC_TABLES(db), async () => {
    const putRecords: LocalBrief[] = [];
    const removedRecords: string[] = [];
    const removedEntries: number[] = [];
    const putEntries: OutboxEntry[] = [];
    const addedEntries: QueuedEntry[] = [];
    const putConflicts: ConflictRecord[] = [];
    const removedConflicts: string[] = [];
    // Briefs new on the device that the server has (their comments may be older than the comment
    // pull's cursor), and briefs gone from it (their comments go too).
    const arrived: string[] = [];
    for (const { prev, next } of changes) {
      if (next.record !== prev.record) {
        if (next.record) putRecords.push(next.record);
        else if (prev.record) removedRecords.push(prev.briefId);
        if (next.record && !prev.record && next.record.serverVersion > 0) arrived.push(next.record.id);
      }
      const kept = new Set(next.entries.flatMap((entry) => (entry.seq === undefined ? [] : [entry.seq])));
      const before = new Map(prev.entries.map((entry) => [entry.seq, entry]));
      for (const entry of prev.entries) if (!kept.has(entry.seq!)) removedEntries.push(entry.seq!);
      for (const entry of next.entries) {
        if (entry.seq === undefined) addedEntries.push(entry);
        else if (before.get(entry.seq) !== entry) putEntries.push(entry as OutboxEntry);
      }
      if (next.conflict !== prev.conflict) {
        if (next.conflict) putConflicts.push(next.conflict);
        else if (prev.conflict) removedConflicts.push(prev.briefId);
      }
    }
    await storeFiles(db, files);
    await writeRecords(db, putRecords, removedRecords);
    if (arrived.length > 0 || removedRecords.length > 0)
      await noteCommentBriefChanges(db, arrived, removedRecords);
    if (removedEntries.length > 0) await db.outbox.bulkDelete(removedEntries);
    if (putEntries.length > 0) await db.outbox.bulkPut(putEntries);
    if (addedEntries.length > 0) await db.outbox.bulkAdd(addedEntries);
    if (removedConflicts.length > 0) await db.conflicts.bulkDelete(removedConflicts);
    if (putConflicts.length > 0) await db.conflicts.bulkPut(putConflicts);
  });
}

/** Reads a brief's state, reconciles `event` and stores the result, in one transaction. */
export async function reconcileStored(
  db: BriefsmithDB,
  briefId: string,
  event: ReconcileEvent,
): Promise<Reconciled> {
  return db.transaction('rw', SYNC_TABLES(db), async () => {
    const prev = await readSyncState(db, briefId);
    const result = reconcile(prev, event);
    await writeSyncStates(db, [{ prev, next: result.next }], filesOf(result));
    return result;
  });
}

/**
 * Reconciles an event for each of many briefs and stores the results, in one transaction. Events for the same brief apply in order.
 */
export async function reconcileStoredMany(
  db: BriefsmithDB,
  events: { briefId: string; event: ReconcileEvent }[],
): Promise<Map<string, BriefSyncState>> {
  return db.transaction('rw', SYNC_TABLES(db), async () => {
    const prev = await readSyncStates(
      db,
      events.map((item) => item.briefId),
    );
    const current = new Map(prev);
    const files: FileRecord[] = [];
    for (const { briefId, event } of events) {
      const result = reconcile(current.get(briefId)!, event);
      current.set(briefId, result.next);
      files.push(...filesOf(result));
    }
    await writeSyncStates(
      db,
      [...prev.values()].map((state) => ({ prev: state, next: current.get(state.briefId)! })),
      files,
    );
    return current;
  });
}

/** Records put (cards kept in step: a deleted brief has none) and removed with their cards. */
async function writeRecords(db: BriefsmithDB, records: LocalBrief[], removed: string[]) {
  if (removed.length > 0) {
    await db.briefs.bulkDelete(removed);
    await db.cards.bulkDelete(removed);
  }
  if (records.length === 0) return;
  await db.briefs.bulkPut(records);
  await db.cards.bulkPut(records.filter((record) => !record.deletedAt).map(cardOf));
  const hidden = records.filter((record) => record.deletedAt).map((record) => record.id);
  if (hidden.length > 0) await db.cards.bulkDelete(hidden);
}

/** Stores records as they are (a brief seeded by a test), inside a transaction over briefs and cards. */
export async function putBriefRecords(db: BriefsmithDB, records: LocalBrief[]): Promise<void> {
  await db.transaction('rw', [db.briefs, db.cards], async () => {
    await writeRecords(db, records, []);
  });
}

/** Removes records and their cards as they are (outbox entries and conflicts stay). */
export async function removeBriefRecords(db: BriefsmithDB, briefIds: string[]): Promise<void> {
  await db.transaction('rw', [db.briefs, db.cards], async () => {
    await writeRecords(db, [], briefIds);
  });
}
