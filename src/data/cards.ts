// The dashboard card of a local brief (docs/spec.md §3 "Brief list item").
import { cardOf } from './card-of';
import type { BriefsmithDB } from './db';
import type { BriefCard } from './records';

export { cardOf };

/** The `limit` most recently updated cards, newest first. */
export function readCardPage(db: BriefsmithDB, limit: number): Promise<BriefCard[]> {
  return db.cards.orderBy('updatedAt').reverse().limit(limit).toArray();
}

export function countCards(db: BriefsmithDB): Promise<number> {
  return db.cards.count();
}
