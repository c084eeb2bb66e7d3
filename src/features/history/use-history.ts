// The history the dialog shows: the device's copy, live, refreshed from the server while open and online.
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useState } from 'react';
import type { BriefsmithDB } from '../../data/db';
import { cachedHistory } from '../../data/review-store';
import { useOnline } from '../../lib/online';
import { refreshHistory } from './history-api';

export type HistoryLoad = 'loading' | 'ready' | 'offline' | 'failed';

export function useHistory(db: BriefsmithDB, briefId: string, isOpen: boolean) {
  const online = useOnline();
  const entries = useLiveQuery(() => cachedHistory(db, briefId), [db, briefId]);
  const [load, setLoad] = useState<Exclude<HistoryLoad, 'offline'>>('loading');

  useEffect(() => {
    if (!isOpen || !online) return;
    let cancelled = false;
    refreshHistory(db, briefId).then(
      () => !cancelled && setLoad('ready'),
      (error: unknown) => {
        console.error('Error loading history:', error);
        if (!cancelled) setLoad('failed');
      },
    );
    return () => {
      cancelled = true;
      setLoad('loading');
    };
  }, [db, briefId, isOpen, online]);

  // Offline is read from the connection, not stored: the dialog says so the moment it drops.
  return { entries, load: online ? load : ('offline' as const), refresh: () => refreshHistory(db, briefId) };
}
