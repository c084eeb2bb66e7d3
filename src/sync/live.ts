// Live updates: the database broadcasts a small signal {brief_ids} on the member's private
// Realtime topic 'user:<id>' whenever a brief they can read (or just lost) changes
// (supabase/migrations/*_live_updates.sql). It carries nothing to apply: the engine pulls on it, and
// the pull decides what the member may see. While the channel is not subscribed, polling carries on.
import type { SyncClient } from './client';

export const LIVE_EVENT = 'brief_changed';

export type LiveLink = {
  /** Whether the channel is subscribed now (polling can slow down). */
  connected(): boolean;
  close(): Promise<void>;
};

/**
 * Subscribes to the member's topic. `onSignal` runs on each change signal, and when the channel
 * (re)subscribes — signals sent while it was down are lost, so a pull catches up.
 */
export function openLiveLink(
  supabase: SyncClient,
  userId: string,
  onSignal: () => void,
  onConnection?: (connected: boolean) => void,
): LiveLink {
  let connected = false;
  const channel = supabase
    .channel(`user:${userId}`, { config: { private: true } })
    .on('broadcast', { event: LIVE_EVENT }, () => onSignal())
    .subscribe((state) => {
      const now = state === 'SUBSCRIBED';
      if (now === connected) return;
      connected = now;
      onConnection?.(now);
      if (now) onSignal();
    });
  return {
    connected: () => connected,
    async close() {
      connected = false;
      await supabase.removeChannel(channel).catch(() => undefined);
    },
  };
}
