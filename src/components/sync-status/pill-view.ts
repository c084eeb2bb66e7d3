// What the header's sync pill says: the most important truth first, never "Synced" while something
// waits or the last pull failed. A pure rule of the sync status, tested as a table.
import { relativeTime } from '../../domain/time';
import type { SyncStatus } from '../../sync/status';
import { SYNC } from './strings';

export type SyncPillState =
  | 'deactivated'
  | 'conflicts'
  | 'blocked'
  | 'signed-out'
  | 'offline'
  | 'first-sync'
  | 'error'
  | 'pending'
  | 'syncing'
  | 'synced';

export type PillInput = Pick<
  SyncStatus,
  | 'online'
  | 'state'
  | 'queued'
  | 'pending'
  | 'blocked'
  | 'conflicts'
  | 'lastPullOk'
  | 'lastPullAt'
  | 'lastPushAt'
  | 'nextRetryAt'
  | 'firstSync'
>;

/**
 * In order: a deactivated account (nothing can sync, whatever else waits), conflicts, blocked,
 * expired session, offline, first download, server error, pending, synced.
 */
export function pillState(status: PillInput): SyncPillState {
  if (status.state === 'deactivated') return 'deactivated';
  if (status.conflicts.length > 0) return 'conflicts';
  if (status.blocked.length > 0) return 'blocked';
  if (status.state === 'paused-auth') return 'signed-out';
  if (!status.online || status.state === 'offline') return 'offline';
  if (status.firstSync) return 'first-sync';
  if (status.state === 'error') return 'error';
  if (status.queued > 0) return 'pending';
  if (status.state === 'idle' && status.lastPullOk === true && status.pending === 0) return 'synced';
  return 'syncing';
}

export function pillText(status: PillInput, now: Date = new Date()): string {
  switch (pillState(status)) {
    case 'deactivated':
      return SYNC.deactivated;
    case 'conflicts':
      return SYNC.conflicts(status.conflicts.length);
    case 'blocked':
      return SYNC.blocked(status.blocked.length);
    case 'signed-out':
      return SYNC.signInToSync;
    case 'offline':
      return status.queued > 0 ? `${SYNC.offline} · ${SYNC.pending(status.queued)}` : SYNC.offline;
    case 'first-sync':
      return SYNC.firstSync(status.firstSync?.done ?? 0, status.firstSync?.total ?? null);
    case 'error':
      return SYNC.serverError(
        status.nextRetryAt === null ? null : relativeTime(new Date(status.nextRetryAt).toISOString(), now),
      );
    case 'pending':
      return SYNC.pending(status.queued);
    case 'syncing':
      return SYNC.syncing;
    case 'synced': {
      const last = Math.max(status.lastPushAt ?? 0, status.lastPullAt ?? 0);
      return last > 0 ? SYNC.syncedAgo(relativeTime(new Date(last).toISOString(), now)) : SYNC.synced;
    }
  }
}
