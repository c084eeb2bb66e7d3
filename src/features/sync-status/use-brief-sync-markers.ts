import { useLiveQuery } from 'dexie-react-hooks';
import type { BriefsmithDB } from '../../data/db';
import { briefSyncMarkers, type BriefSyncMarker } from '../../data/markers';

export type { BriefSyncMarker };

const NONE: Record<string, BriefSyncMarker> = {};

/** Brief id → 'unsynced' | 'blocked' | 'conflict', live; briefs fully synced are absent. */
export function useBriefSyncMarkers(db: BriefsmithDB): Record<string, BriefSyncMarker> {
  return useLiveQuery(() => briefSyncMarkers(db), [db]) ?? NONE;
}
