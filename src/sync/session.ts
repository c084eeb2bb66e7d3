// Offline auth (docs/design.md §6): editing never needs a session, pushing does.
// supabase-js's getSession() returns null offline once the access token has expired, yet keeps the
// session stored and refreshes it when the network returns — so "no session" pauses pushing and
// nothing more: the engine resumes on SIGNED_IN / TOKEN_REFRESHED, on 'online' and on a timer.
import type { SyncClient } from './client';

const SESSION_TIMEOUT_MS = 8_000;

export type SessionState = 'ok' | 'unreachable' | 'none';

/** 'unreachable': the token expired and could not be refreshed for want of a network. */
export async function sessionState(
  supabase: SyncClient,
  userId: string,
  timeout: (ms: number) => Promise<void>,
): Promise<SessionState> {
  try {
    // Refreshing an expired token keeps retrying for ~30 s when the server is unreachable though the
    // browser believes it is online; sync does not wait that long, the refresh carries on by itself.
    const answer = await Promise.race([
      supabase.auth.getSession(),
      timeout(SESSION_TIMEOUT_MS).then(() => null),
    ]);
    if (!answer) return 'unreachable';
    const { data, error } = answer;
    if (data.session?.user.id === userId) return 'ok';
    return error && isRetryable(error) ? 'unreachable' : 'none';
  } catch {
    return 'unreachable';
  }
}

function isRetryable(error: { name?: string; status?: number }): boolean {
  const status = error.status ?? 0;
  return error.name === 'AuthRetryableFetchError' || status === 0 || status >= 500;
}

/** After a 401: 'ok' (refreshed), 'retry' (network trouble, try later) or 'signed-out' (refresh refused). */
export async function refreshSession(
  supabase: SyncClient,
  userId: string,
): Promise<'ok' | 'retry' | 'signed-out'> {
  try {
    const { data, error } = await supabase.auth.refreshSession();
    if (!error && data.session?.user.id === userId) return 'ok';
    if (!error) return 'signed-out';
    return isRetryable(error) ? 'retry' : 'signed-out';
  } catch {
    return 'retry';
  }
}
