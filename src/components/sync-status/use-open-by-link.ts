// A brief opened by its link that this device does not hold: fetched from the server when online
// (row-level security decides) and stored, so the page opens it; offline, or with the server out of
// reach, the page says it is not on this device yet and tries again when the connection returns.
// Only the server's answer "no such brief for you" makes it "Brief not found".
import { useEffect, useState } from 'react';
import type { BriefsmithDB } from '../../data/db';
import { loadSupabase } from '../../lib/load-supabase';
import { useOnline } from '../../lib/online';

/**
 * 'fetching': asking the server; 'not-here-yet': no answer, tried again when online; 'not-found';
 * 'no-access': it was shared with the user and no longer is.
 */
export type LinkState = 'fetching' | 'not-here-yet' | 'not-found' | 'no-access';

/** While `missing` (the local database has no such brief), what became of fetching it. */
export function useOpenByLink(db: BriefsmithDB, briefId: string, missing: boolean): LinkState | null {
  const online = useOnline();
  // The server's answer for this brief; offline and "asking" are read from the moment, not stored.
  const [answer, setAnswer] = useState<{ briefId: string; state: LinkState } | null>(null);

  useEffect(() => {
    if (!missing || !online) return;
    let cancelled = false;
    // The client comes on demand (lib/load-supabase.ts): this module is part of the app's first load.
    void Promise.all([import('../../sync/fetch-brief'), loadSupabase()])
      .then(([{ fetchBriefByLink }, supabase]) => fetchBriefByLink(db, supabase, briefId))
      .catch(() => 'unavailable' as const)
      .then((outcome) => {
        if (cancelled) return;
        // 'stored': the live query of the page picks the brief up; keep showing progress until then.
        if (outcome === 'not-found' || outcome === 'no-access') setAnswer({ briefId, state: outcome });
        else if (outcome === 'unavailable') setAnswer({ briefId, state: 'not-here-yet' });
      });
    return () => {
      cancelled = true;
      setAnswer(null);
    };
  }, [db, briefId, missing, online]);

  if (!missing) return null;
  if (!online) return 'not-here-yet';
  return answer?.briefId === briefId ? answer.state : 'fetching';
}
