// Live updates: the database broadcasts a small signal {brief_ids} on the member's private
// Realtime topic 'user:<id>' whenever a brief they can read (or just lost) changes
// (supabase/migrations/*_live_updates.sql). It carries nothing to apply: the engine pulls on it, and
// the pull decides what the member may see. While the channel is not subscribed, polling carries on.
import type { SyncClient } from './client';

export const LIVE_EVENT = 'brief_changed';
/** A comment of a brief the member can read changed (docs/design.md §26): comments are pulled. */
export const COMMENT_EVENT = 'comment_changed';

export type LiveLink = {
  /** Whether the channel is subscribed now (polling can slow down). */
  connected(): boolean;
  /**
   * Whether the server closed the channel (Realtime does when its token expired or may no longer read
   * the topic): it does not come back by itself; open a new link once the session is renewed.
   */
  ended(): boolean;
  close(): Promise<void>;
};

/**
 * Why the engine should pull: a brief changed, a comment changed, or the channel (re)subscribed and a
 * pull catches up.
 */
export type LiveSignal = 'changed' | 'comments' | 'subscribed';

/** `briefIds`: the briefs a 'changed' signal names (empty when it names none readable). */
export type SignalHandler = (signal: LiveSignal, briefIds: string[]) => void;

/** The brief ids of a signal's payload ({ brief_ids }); anything else names none. */
function briefIdsOf(message: Record<string, unknown>): string[] {
  const payload = message['payload'];
  const ids =
    typeof payload === 'object' && payload !== null
      ? (payload as Record<string, unknown>)['brief_ids']
      : null;
  return Array.isArray(ids) ? ids.filter((id): id is string => typeof id === 'string') : [];
}

/**
 * Subscribes to the member's topic. `onSignal` runs on each change signal, and when the channel
 * (re)subscribes — signals sent while it was down are lost, so a pull catches up.
 */
export function openLiveLink(
  supabase: SyncClient,
  userId: string,
  onSignal: SignalHandler,
  onConnection?: (connected: boolean) => void,
): LiveLink {
  let connected = false;
  let closing = false;
  let ended = false;
  const channel = supabase
    .channel(`user:${userId}`, { config: { private: true } })
    .on('broadcast', { event: LIVE_EVENT }, (message) => onSignal('changed', briefIdsOf(message)))
    .on('broadcast', { event: COMMENT_EVENT }, (message) => onSignal('comments', briefIdsOf(message)))
    .subscribe((state) => {
      if (state === 'CLOSED' && !closing) ended = true;
      const now = state === 'SUBSCRIBED';
      if (now === connected) return;
      connected = now;
      onConnection?.(now);
      if (now) onSignal('subscribed', []);
    });
  return {
    connected: () => connected,
    ended: () => ended,
    async close() {
      closing = true;
      connected = false;
      await supabase.removeChannel(channel).catch(() => undefined);
    },
  };
}

/** The member's live link, opened again when the server ended it — called once the session is renewed. */
export type LiveUpdates = Pick<LiveLink, 'connected' | 'close'> & { reopenIfEnded(): void };

export function liveUpdates(supabase: SyncClient, userId: string, onSignal: SignalHandler): LiveUpdates {
  let link = openLiveLink(supabase, userId, onSignal);
  return {
    connected: () => link.connected(),
    reopenIfEnded() {
      if (!link.ended()) return;
      void link.close();
      link = openLiveLink(supabase, userId, onSignal);
    },
    close: () => link.close(),
  };
}
