// The dashboard's reads of the local database, shaped for 5,000 briefs (docs/design.md §9): the visible page of
// cards is read on its own (small and first); the stats and the total are index counts (no objects
// read at all).
import type { BriefsmithDB } from '../../data/db';
import type { BriefCard } from '../../data/records';
import { deepEqual } from '../../domain/diff';
import type { BriefStats } from '../../domain/stats';

/**
 * Total, drafts, in progress, review and completed, counted on the cards' indexes in one transaction: nothing is deserialised, so 5,000 briefs cost the first paint nothing.
 */
export function readCardStats(db: BriefsmithDB): Promise<BriefStats> {
  return db.transaction('r', db.cards, async () => {
    const byStatus = (status: string) => db.cards.where('status').equals(status).count();
    const [total, drafts, inProgress, review, completed] = await Promise.all([
      db.cards.count(),
      byStatus('draft'),
      byStatus('in-progress'),
      byStatus('review'),
      byStatus('completed'),
    ]);
    return { total, drafts, inProgress, review, completed };
  });
}

/**
 * `next` with every card equal to one in `previous` replaced by that one: unchanged cards keep their
 * identity, so the memoised card components skip re-rendering when a read returns what is on screen
 * (the live read after the start-up one, a sync touching one brief). `previous` itself when all match.
 */
export function reuseUnchangedCards(previous: BriefCard[] | undefined, next: BriefCard[]): BriefCard[] {
  if (!previous || previous.length === 0) return next;
  const byId = new Map(previous.map((card) => [card.id, card]));
  let same = previous.length === next.length;
  const cards = next.map((card, index) => {
    const old = byId.get(card.id);
    const kept = old && deepEqual(old, card) ? old : card;
    if (kept !== previous[index]) same = false;
    return kept;
  });
  return same ? previous : cards;
}
