// Several tabs of the app share one database; only one of them pushes at a time (docs/design.md §6). Each
// sync job takes a short Web Lock (not a long-lived leadership, which dies with a frozen tab); a tab
// that finds it taken leaves the job to the holder. Status is shared over BroadcastChannel.
import type { SyncEnvironment } from './env';
import type { SyncActivity, SyncStatus } from './status';

/** Runs `job` under the user's sync lock; returns false (without running it) when another tab holds it. */
export async function withSyncLock(
  env: SyncEnvironment,
  userId: string,
  job: () => Promise<void>,
): Promise<boolean> {
  if (!env.locks) {
    await job();
    return true;
  }
  return env.locks.request(`briefsmith-sync-${userId}`, { ifAvailable: true }, async (lock) => {
    if (!lock) return false;
    await job();
    return true;
  });
}

export type TabMessage = { type: 'status'; activity: SyncActivity } | { type: 'kick' };

/** The engine's part of the status (counts each tab reads from the shared database itself). */
export function activityOf(status: SyncStatus): SyncActivity {
  const { online, state, lastPushAt, lastPullAt, lastPullOk, lastError, nextRetryAt, firstSync } = status;
  return { online, state, lastPushAt, lastPullAt, lastPullOk, lastError, nextRetryAt, firstSync };
}

export type TabChannel = { post(message: TabMessage): void; close(): void };

export function openTabChannel(
  env: SyncEnvironment,
  userId: string,
  onMessage: (message: TabMessage) => void,
): TabChannel {
  const channel = env.channel?.(`briefsmith-sync-${userId}`);
  if (!channel) return { post: () => {}, close: () => {} };
  channel.onmessage = (event: MessageEvent<TabMessage>) => onMessage(event.data);
  return {
    post: (message) => channel.postMessage(message),
    close: () => channel.close(),
  };
}
