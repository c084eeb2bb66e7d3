// The dashboard's reads of the local database, shaped for 5,000 briefs (DESIGN §9): the visible page of
// cards is read on its own (small and first), the stats walk every card in chunks so no single task
// deserialises them all at once, and the total is a count (no objects read at all).
import type { BriefsmithDB } from '../../data/db';
import type { BriefCard } from '../../data/records';
import { briefStats, type BriefStats } from '../../domain/stats';

export const STATS_CHUNK = 500;

/** The `limit` most recently updated cards, newest first. */
export function readCardPage(db: BriefsmithDB, limit: number): Promise<BriefCard[]> {
  return db.cards.orderBy('updatedAt').reverse().limit(limit).toArray();
}

export function countCards(db: BriefsmithDB): Promise<number> {
  return db.cards.count();
}

/** Total, drafts, in progress and completed over every card, read `STATS_CHUNK` at a time. */
export async function readCardStats(db: BriefsmithDB): Promise<BriefStats> {
  const totals: BriefStats = { total: 0, drafts: 0, inProgress: 0, completed: 0 };
  let after: string | null = null;
  for (;;) {
    const collection = after === null ? db.cards.orderBy(':id') : db.cards.where(':id').above(after);
    const chunk: BriefCard[] = await collection.limit(STATS_CHUNK).toArray();
    const stats = briefStats(chunk);
    totals.total += stats.total;
    totals.drafts += stats.drafts;
    totals.inProgress += stats.inProgress;
    totals.completed += stats.completed;
    if (chunk.length < STATS_CHUNK) return totals;
    after = chunk[chunk.length - 1]!.id;
  }
}
