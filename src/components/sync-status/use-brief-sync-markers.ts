import type { BriefsmithDB } from '../../data/db';
import type { BriefSyncMarker } from '../../sync/status';
import { useSyncStatus } from './use-sync-status';

export type { BriefSyncMarker };

/** Brief id → 'unsynced' | 'blocked' | 'conflict', live; briefs fully synced are absent. */
export function useBriefSyncMarkers(db: BriefsmithDB): Record<string, BriefSyncMarker> {
  return useSyncStatus(db, (status) => status.markers);
}
