/**
 * The offline-first sync engine (docs/design.md §6) — plain TypeScript, no React.
 *
 *   const engine = createSyncEngine({ db, supabase, userId });   // db = openUserDatabase(userId)
 *   engine.start();                       // on sign-in; pulls, pushes, listens to online/visibility
 *   await engine.stop();                  // on sign-out (ask `await engine.pendingChanges()` first:
 *                                         //   > 0 means changes would stay on this device only)
 *   await engine.syncNow();               // e.g. a "Sync now" button
 *   useStore(syncStatus, (s) => s.state)  // zustand vanilla store: online, state ('idle'|'syncing'|
 *                                         //   'offline'|'paused-auth'|'deactivated'|'error'), pending, oldestPendingAt,
 *                                         //   lastPushAt, lastPullAt, lastError, blocked[], conflicts[]
 *   engine.resolveConflict(briefId, field | '*', 'mine' | 'theirs')
 *   engine.discardBlockedChange(briefId); engine.retryBlockedChange(briefId)
 *
 * Conflict data for the UI: `getConflict(db, briefId)` / `listConflicts(db)` from src/data (both values
 * per field); per-brief markers: `briefSyncMarkers(db)`.
 */
export { createSyncEngine, type SyncEngine, type SyncEngineOptions } from './engine';
export { syncStatus, createSyncStatusStore, initialSyncStatus } from './status';
export type { ConflictedBrief, SyncState, SyncStatus, SyncStatusStore } from './status';
export { browserEnvironment, type SyncEnvironment } from './env';
export type { ConflictChoice } from './resolve';
