// The sync-status feature's public entry: the dashboard's pill (with its sync issues dialog) and the
// per-brief markers (docs/architecture.md).
export { BriefSyncMarker } from './brief-sync-marker';
export { SyncStatusPill } from './sync-status-pill';
export { useBriefSyncMarkers, type BriefSyncMarker as BriefSyncState } from './use-brief-sync-markers';
