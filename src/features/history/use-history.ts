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
  const [load, setLoad] = useState<HistoryLoad>('loading');

  useEffect(() => {
    if (!isOpen) return;
    if (!online) {
      setLoad('offline');
      return;
    }
    let cancelled = false;
    setLoad('loading');
    refreshHistory(db, briefId).then(
      () => !cancelled && setLoad('ready'),
      (error: unknown) => {
        console.error('Error loading history:', error);
        if (!cancelled) setLoad('failed');
      },
    );
    return () => {
      cancelled = true;
    };
  }, [db, briefId, isOpen, online]);

  return { entries, load, refresh: () => refreshHistory(db, briefId) };
}
