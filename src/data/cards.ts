// The dashboard card of a local brief (docs/spec.md §3 "Brief list item").
import { cardOf } from './card-of';
import type { BriefsmithDB } from './db';
import type { BriefCard, LocalBrief } from './records';

export { cardOf };

/** Keeps the card in step with the brief (inside the caller's transaction). */
export async function putBriefRecord(db: BriefsmithDB, record: LocalBrief): Promise<void> {
  await db.briefs.put(record);
  if (record.deletedAt) await db.cards.delete(record.id);
  else await db.cards.put(cardOf(record));
}

export async function removeBriefRecord(db: BriefsmithDB, briefId: string): Promise<void> {
  await db.briefs.delete(briefId);
  await db.cards.delete(briefId);
}

/** `putBriefRecord` for many records at once. */
export async function putBriefRecords(db: BriefsmithDB, records: LocalBrief[]): Promise<void> {
  if (records.length === 0) return;
  await db.briefs.bulkPut(records);
  await db.cards.bulkPut(records.filter((record) => !record.deletedAt).map(cardOf));
  const hidden = records.filter((record) => record.deletedAt).map((record) => record.id);
  if (hidden.length > 0) await db.cards.bulkDelete(hidden);
}

/** The `limit` most recently updated cards, newest first. */
export function readCardPage(db: BriefsmithDB, limit: number): Promise<BriefCard[]> {
  return db.cards.orderBy('updatedAt').reverse().limit(limit).toArray();
}

export function countCards(db: BriefsmithDB): Promise<number> {
  return db.cards.count();
}
