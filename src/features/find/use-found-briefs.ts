import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useMemo } from 'react';
import type { BriefsmithDB } from '../../data/db';
import type { BriefCard } from '../../data/records';
import {
  compareCards,
  matchesAllButStatus,
  queryWords,
  type FindState,
  type SortKey,
} from '../../domain/find';
import { briefStats, type BriefStats } from '../../domain/stats';
import { readAllCards } from './read-cards';

export interface FoundBriefs {
  /** The cards that match, in the find's order. */
  briefs: BriefCard[];
  /** The stat cards' numbers over the briefs that match all but the status filter. */
  stats: BriefStats;
  /** How many briefs there are in all (for the empty state). */
  all: number;
}

/**
 * The briefs a find shows, live from the local database: every card is read (in chunks) and kept in
 * memory while `enabled`, so a keystroke filters in memory — one substring test per word and brief over
 * the cards' precomputed search text — and a sync changing briefs underneath re-reads them.
 * Undefined until read (or while not enabled). Pass a find that keeps its identity while its values do:
 * a new one filters again and renders the grid again.
 */
export function useFoundBriefs(db: BriefsmithDB, find: FindState, enabled: boolean): FoundBriefs | undefined {
  const cards = useLiveQuery(() => (enabled ? readAllCards(db) : undefined), [db, enabled]);
  // Each order is sorted once per read of the cards: switching sorts back and forth costs nothing.
  const orders = useMemo(() => ({ of: cards, sorted: new Map<SortKey, BriefCard[]>() }), [cards]);
  // The other orders are sorted ahead, one per idle moment, once the cards are read: sorting 20,000 cards
  // alphabetically was most of a sort's first answer (p95 over 50 ms), and the idle sort is no long task.
  useEffect(() => sortAheadWhenIdle(orders), [orders]);
  const sorted = useMemo(() => {
    const { of: all, sorted: cache } = orders;
    if (!all || find.sort === 'updated') return all;
    let order = cache.get(find.sort);
    if (!order) cache.set(find.sort, (order = [...all].sort(compareCards(find.sort))));
    return order;
  }, [orders, find.sort]);
  return useMemo(() => {
    if (!sorted) return undefined;
    const words = queryWords(find.q);
    const matching = sorted.filter((card) => matchesAllButStatus(card, find, words));
    const briefs = find.status === null ? matching : matching.filter((card) => card.status === find.status);
    return { briefs, stats: briefStats(matching), all: sorted.length };
  }, [sorted, find]);
}

const SORTED_AHEAD: SortKey[] = ['title', 'company', 'created'];

function sortAheadWhenIdle(orders: {
  of: BriefCard[] | undefined;
  sorted: Map<SortKey, BriefCard[]>;
}): () => void {
  const { of: all, sorted } = orders;
  if (!all || typeof window.requestIdleCallback !== 'function') return () => undefined;
  let handle = 0;
  const next = () => {
    const sort = SORTED_AHEAD.find((key) => !sorted.has(key));
    if (!sort) return;
    handle = window.requestIdleCallback(() => {
      if (!sorted.has(sort)) sorted.set(sort, [...all].sort(compareCards(sort)));
      next();
    });
  };
  next();
  return () => window.cancelIdleCallback(handle);
}
