// Offline auth (anchors §8, protocol reference §A): editing never needs a session, pushing does.
// supabase-js's getSession() returns null offline once the access token has expired, yet keeps the
// session stored and refreshes it when the network returns — so "no session" pauses pushing and
// nothing more: the engine resumes on SIGNED_IN / TOKEN_REFRESHED, on 'online' and on a timer.
import type { SyncClient } from './client';

export async function hasUsableSession(supabase: SyncClient, userId: string): Promise<boolean> {
  try {
    const { data } = await supabase.auth.getSession();
    return data.session?.user.id === userId;
  } catch {
    return false;
  }
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
    const status = (error as { status?: number }).status ?? 0;
    const retryable = error.name === 'AuthRetryableFetchError' || status === 0 || status >= 500;
    return retryable ? 'retry' : 'signed-out';
  } catch {
    return 'retry';
  }
}
