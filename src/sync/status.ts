// The sync status the UI shows (docs/design.md §6): a small zustand vanilla store, read through selectors.
// The engine writes it; other tabs receive the pushing tab's view over BroadcastChannel.
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { BlockedBrief } from '../data/markers';

export type SyncState = 'idle' | 'syncing' | 'offline' | 'paused-auth' | 'error';

export type ConflictedBrief = {
  briefId: string;
  title: string;
  kind: 'fields' | 'deleted' | 'delete-vs-edit';
};

export type SyncStatus = {
  online: boolean;
  state: SyncState;
  /** Briefs with changes not on the server yet (including blocked and conflicted ones). */
  pending: number;
  /** Epoch ms of the oldest change not on the server yet, or null. */
  oldestPendingAt: number | null;
  lastPushAt: number | null;
  lastPullAt: number | null;
  /** The last failure that is being retried (network, server), for a tooltip. */
  lastError: string | null;
  blocked: BlockedBrief[];
  conflicts: ConflictedBrief[];
};

export type SyncStatusStore = StoreApi<SyncStatus>;

export function initialSyncStatus(online = true): SyncStatus {
  return {
    online,
    state: online ? 'idle' : 'offline',
    pending: 0,
    oldestPendingAt: null,
    lastPushAt: null,
    lastPullAt: null,
    lastError: null,
    blocked: [],
    conflicts: [],
  };
}

export function createSyncStatusStore(online?: boolean): SyncStatusStore {
  return createStore<SyncStatus>(() => initialSyncStatus(online));
}

/** The app's store (one engine per signed-in user at a time); tests create their own. */
export const syncStatus: SyncStatusStore = createSyncStatusStore(globalThis.navigator?.onLine ?? true);
