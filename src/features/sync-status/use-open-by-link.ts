// A brief opened by its link that this device does not hold: fetched from the server when online
// (row-level security decides) and stored, so the page opens it; offline, or with the server out of
// reach, the page says it is not on this device yet and tries again when the connection returns.
// Only the server's answer "no such brief for you" makes it "Brief not found".
import { useEffect, useState } from 'react';
import type { BriefsmithDB } from '../../data/db';
import { supabase } from '../../lib/supabase';
import { useOnline } from '../../lib/online';

/** 'fetching': asking the server; 'not-here-yet': no answer, tried again when online; 'not-found'. */
export type LinkState = 'fetching' | 'not-here-yet' | 'not-found';

/** While `missing` (the local database has no such brief), what became of fetching it. */
export function useOpenByLink(db: BriefsmithDB, briefId: string, missing: boolean): LinkState | null {
  const online = useOnline();
  const [state, setState] = useState<LinkState | null>(null);

  useEffect(() => {
    if (!missing) {
      setState(null);
      return;
    }
    if (!online) {
      setState('not-here-yet');
      return;
    }
    let cancelled = false;
    setState('fetching');
    void import('../../sync/fetch-brief')
      .then(({ fetchBriefByLink }) => fetchBriefByLink(db, supabase, briefId))
      .catch(() => 'unavailable' as const)
      .then((outcome) => {
        if (cancelled) return;
        // 'stored': the live query of the page picks the brief up; keep showing progress until then.
        if (outcome === 'not-found') setState('not-found');
        else if (outcome === 'unavailable') setState('not-here-yet');
      });
    return () => {
      cancelled = true;
    };
  }, [db, briefId, missing, online]);

  return missing ? (state ?? 'fetching') : null;
}
