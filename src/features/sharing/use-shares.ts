import { useCallback, useEffect, useState } from 'react';
import type { BriefShare } from '../../domain/entities';
import { listShares } from './share-actions';

/** The brief's current shares, loaded when the dialog opens and again after each change. */
export function useShares(briefId: string, enabled: boolean) {
  const [shares, setShares] = useState<BriefShare[] | null>(null);
  const reload = useCallback(async () => {
    setShares(await listShares(briefId));
  }, [briefId]);
  useEffect(() => {
    if (!enabled) return;
    let cancelled = false;
    void listShares(briefId).then((loaded) => {
      if (!cancelled) setShares(loaded);
    });
    return () => {
      cancelled = true;
    };
  }, [briefId, enabled]);
  return { shares, reload };
}
