// What a brief's sync state shows, below the features so that the dashboard, the editor, the view and the
// app share it (docs/architecture.md "Layers"): the dashboard's pill (with its sync issues dialog) and the
// per-brief markers.
export { AccountDeactivatedNotice } from './account-deactivated-notice';
export { BriefSyncMarker } from './brief-sync-marker';
export { SyncStatusPill } from './sync-status-pill';
export { useBriefSyncMarkers, type BriefSyncMarker as BriefSyncState } from './use-brief-sync-markers';
// A brief's conflict in the editor and the view (at each conflicting field), and a brief opened by its link.
export { BriefConflict, openBriefConflict } from './brief-conflict';
export { changedByLine } from './changed-by';
export { FieldConflict, FieldConflictsProvider } from './field-conflicts';
export { NoLongerShared } from './no-longer-shared';
export { NotOnDevice } from './not-on-device';
export { useOpenByLink } from './use-open-by-link';
// Files kept in Storage as this device holds them (upload state, bytes, download when online).
export { storedFilesAmong, useStoredFiles, type HeldFile } from './use-stored-files';
