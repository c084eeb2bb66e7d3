import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useRef } from 'react';
import type { BriefsmithDB } from '../../data/db';
import type { BriefCard } from '../../data/records';
import type { BriefStats } from '../../domain/stats';
import { countCards, readCardPage } from '../../data/cards';
import { forgetFirstPage, peekFirstPage, useEarlyFirstPage, type BriefPage } from '../../session';
import { readCardStats, reuseUnchangedCards } from './brief-queries';

export type { BriefPage };

/** The visible cards and the total, live from the local database; undefined while the first read runs. */
export function useBriefPage(db: BriefsmithDB, limit: number): BriefPage | undefined {
  // The cards of the last read, reused where unchanged so that only changed cards re-render.
  const shown = useRef<BriefCard[] | undefined>(undefined);
  const live = useLiveQuery(async () => {
    const [read, total] = await Promise.all([readCardPage(db, limit), countCards(db)]);
    const briefs = reuseUnchangedCards(shown.current ?? peekFirstPage(db)?.briefs, read);
    shown.current = briefs;
    return { briefs, total };
  }, [db, limit]);
  // Until the live read answers, the page read at start-up (first-page.ts), if any.
  const early = useEarlyFirstPage(db, limit);
  useEffect(() => {
    if (live) forgetFirstPage(db);
  }, [db, live]);
  return live ?? early;
}

/** The four stat cards' numbers, live; undefined until counted. */
export function useBriefStats(db: BriefsmithDB): BriefStats | undefined {
  return useLiveQuery(() => readCardStats(db), [db]);
}
