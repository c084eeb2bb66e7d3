import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useState } from 'react';
import type { BriefsmithDB } from '../../data/db';
import type { BriefCard } from '../../data/records';
import type { BriefStats } from '../../domain/stats';
import { countCards, readCardPage, readCardStats, reuseUnchangedCards } from './brief-queries';
import { forgetFirstPage, peekFirstPage, useEarlyFirstPage } from './first-page';

export interface BriefPage {
  /** The first `limit` cards, newest first. */
  briefs: BriefCard[];
  /** How many briefs there are in all. */
  total: number;
}

/** The visible cards and the total, live from the local database; undefined while the first read runs. */
export function useBriefPage(db: BriefsmithDB, limit: number): BriefPage | undefined {
  // The cards of the last read, reused where unchanged so that only changed cards re-render.
  const [shown] = useState<{ briefs?: BriefCard[] }>({});
  const live = useLiveQuery(async () => {
    const [read, total] = await Promise.all([readCardPage(db, limit), countCards(db)]);
    const briefs = reuseUnchangedCards(shown.briefs ?? peekFirstPage(db)?.briefs, read);
    shown.briefs = briefs;
    return { briefs, total };
  }, [db, limit, shown]);
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
