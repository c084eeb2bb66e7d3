// The dashboard card of a local brief (docs/spec.md §3 "Brief list item").
import { cardOf } from './card-of';
import type { BriefsmithDB } from './db';
import type { BriefCard, LocalBrief } from './records';
import { putBriefRecords, removeBriefRecords } from './sync-writer';

export { cardOf };

// Records are written by the one writer (sync-writer.ts); these keep the names tests seed records with.
export { putBriefRecords };

export async function putBriefRecord(db: BriefsmithDB, record: LocalBrief): Promise<void> {
  await putBriefRecords(db, [record]);
}

export async function removeBriefRecord(db: BriefsmithDB, briefId: string): Promise<void> {
  await removeBriefRecords(db, [briefId]);
}

/** The `limit` most recently updated cards, newest first. */
export function readCardPage(db: BriefsmithDB, limit: number): Promise<BriefCard[]> {
  return db.cards.orderBy('updatedAt').reverse().limit(limit).toArray();
}

export function countCards(db: BriefsmithDB): Promise<number> {
  return db.cards.count();
}
