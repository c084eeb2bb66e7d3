// Review requests as the device last saw them, refreshed from the server when online.
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect } from 'react';
import type { BriefsmithDB } from '../../data/db';
import { allReviews, cachedHistory, reviewsOfBrief } from '../../data/review-store';
import { clientDecisionOf, latestClientDecisions, type ClientDecisionEntry } from '../../domain/client-links';
import { useOnline } from '../../lib/online';
import { refreshClientDecisions, refreshReviews } from './review-api';

function useRefresh(db: BriefsmithDB, briefId?: string) {
  const online = useOnline();
  useEffect(() => {
    if (!online) return;
    const refresh = () => {
      void refreshReviews(db, briefId).catch((error: unknown) =>
        console.error('Error loading reviews:', error),
      );
      if (briefId)
        void refreshClientDecisions(db, briefId).catch((error: unknown) =>
          console.error("Error loading clients' decisions:", error),
        );
    };
    refresh();
    // Decisions made elsewhere show up when the user comes back to the tab.
    window.addEventListener('focus', refresh);
    return () => window.removeEventListener('focus', refresh);
  }, [db, briefId, online]);
}

export function useBriefReviews(db: BriefsmithDB, briefId: string) {
  useRefresh(db, briefId);
  return useLiveQuery(() => reviewsOfBrief(db, briefId), [db, briefId]);
}

/** Every request the user can see; the dashboard refreshes them all once. */
export function useAllReviews(db: BriefsmithDB) {
  useRefresh(db);
  return useLiveQuery(() => allReviews(db), [db]);
}

/** Each client's latest decision on the brief, as the device last saw them (refreshed with its reviews). */
export function useClientDecisions(db: BriefsmithDB, briefId: string): ClientDecisionEntry[] | undefined {
  return useLiveQuery(async () => {
    const entries = await cachedHistory(db, briefId);
    return latestClientDecisions(entries.flatMap((entry) => clientDecisionOf(entry) ?? []));
  }, [db, briefId]);
}
