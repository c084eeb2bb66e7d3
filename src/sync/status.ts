// The one sync status (docs/design.md §6): a small zustand vanilla store, read through selectors. The engine
// writes what happens (state, last error, next retry, first-sync progress); `summary.ts` writes what is
// waiting in the local database (counts, per-brief markers). The pill, the brief markers and the
// sign-out warning all read it. Other tabs receive the syncing tab's view over BroadcastChannel.
import { createStore, type StoreApi } from 'zustand/vanilla';

/**
 * 'idle': the last exchange succeeded; 'syncing': pushing or pulling now; 'offline': no answer from
 * the server; 'paused-auth': the session expired and could not be refreshed (sign in again);
 * 'deactivated': an admin deactivated the account — changes stay on this device until it is
 * reactivated and signed in again; 'error': the server answered with a failure, retried at `nextRetryAt`.
 */
export type SyncState = 'idle' | 'syncing' | 'offline' | 'paused-auth' | 'deactivated' | 'error';

/** 'unsynced': saved locally, not on the server yet; 'blocked': the server refused it; 'conflict'. */
export type BriefSyncMarker = 'unsynced' | 'blocked' | 'conflict';

export type BlockedBrief = { briefId: string; title: string; reason: string };

export type ConflictedBrief = {
  briefId: string;
  title: string;
  kind: 'fields' | 'deleted' | 'delete-vs-edit';
};

/** The first download to this device: `done` briefs of `total` (null until the server says). */
export type FirstSyncProgress = { done: number; total: number | null };

/** What waits in the local database (written by summary.ts, from one read of the outbox and conflicts). */
export type OutboxCounts = {
  /** Briefs with changes not on the server yet (including blocked and conflicted ones). */
  pending: number;
  /** Briefs with changes on their way (neither blocked nor conflicted). */
  queued: number;
  /** Epoch ms of the oldest change not on the server yet, or null. */
  oldestPendingAt: number | null;
  blocked: BlockedBrief[];
  conflicts: ConflictedBrief[];
  /** Brief id → its most urgent marker; briefs fully synced are absent. */
  markers: Record<string, BriefSyncMarker>;
};

export type SyncActivity = {
  online: boolean;
  state: SyncState;
  lastPushAt: number | null;
  lastPullAt: number | null;
  /** Whether the last pull succeeded (null: none finished since the engine started). */
  lastPullOk: boolean | null;
  /** The failure being retried (network, server), for a tooltip. */
  lastError: string | null;
  /** Epoch ms of the next automatic attempt after a failure, or null. */
  nextRetryAt: number | null;
  /** Set while this device downloads its briefs for the first time. */
  firstSync: FirstSyncProgress | null;
};

export type SyncStatus = SyncActivity & OutboxCounts;

export type SyncStatusStore = StoreApi<SyncStatus>;

export function emptyOutboxCounts(): OutboxCounts {
  return { pending: 0, queued: 0, oldestPendingAt: null, blocked: [], conflicts: [], markers: {} };
}

export function initialSyncActivity(online = true): SyncActivity {
  return {
    online,
    state: online ? 'idle' : 'offline',
    lastPushAt: null,
    lastPullAt: null,
    lastPullOk: null,
    lastError: null,
    nextRetryAt: null,
    firstSync: null,
  };
}

export function initialSyncStatus(online = true): SyncStatus {
  return { ...initialSyncActivity(online), ...emptyOutboxCounts() };
}

export function createSyncStatusStore(online?: boolean): SyncStatusStore {
  return createStore<SyncStatus>(() => initialSyncStatus(online));
}

/** The app's store (one engine per signed-in user at a time); tests create their own. */
export const syncStatus: SyncStatusStore = createSyncStatusStore(globalThis.navigator?.onLine ?? true);

/** "Synced" is said only when nothing waits and the last pull succeeded. */
export function isSynced(status: SyncStatus): boolean {
  return status.state === 'idle' && status.lastPullOk === true && status.pending === 0;
}
