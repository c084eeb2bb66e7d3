// Signing out must work with no connection. supabase-js 2.109's auth.signOut() first asks
// the server to revoke the session and, when that request gets no answer, returns the network error
// WITHOUT clearing the session — the user would stay signed in on this device. So: ask the server (a
// few seconds at most); with no answer, end the session on this device anyway — its refresh token then
// lapses on the server by itself. A refusal the server did send (4xx other than a dead session, which
// auth-js already treats as signed out) is reported as before.
import { isAuthRetryableFetchError, type SupabaseClient } from '@supabase/supabase-js';

const SERVER_WAIT_MS = 5_000;

type KeyValueStore = { removeItem(key: string): void | Promise<void> };

export type SignOutResult = {
  error: Error | null;
  /** true: ended on this device only (no answer). */ local: boolean;
};

function noAnswer(error: { status?: number }): boolean {
  return isAuthRetryableFetchError(error) || !error.status || error.status >= 500;
}

export async function signOutOfDevice(
  auth: SupabaseClient['auth'],
  storage: KeyValueStore | undefined,
  storageKey: string,
): Promise<SignOutResult> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    const answer = await Promise.race([
      auth.signOut(),
      new Promise<null>((resolve) => {
        timer = setTimeout(() => resolve(null), SERVER_WAIT_MS);
      }),
    ]);
    clearTimeout(timer);
    if (answer && !answer.error) return { error: null, local: false };
    if (answer?.error && !noAnswer(answer.error)) return { error: answer.error, local: false };
  } catch {
    // No answer at all: end the session here.
    clearTimeout(timer);
  }
  // Stop a refresh that would store a fresh session when the network returns, then forget it.
  await auth.stopAutoRefresh();
  for (const suffix of ['', '-user', '-code-verifier']) await storage?.removeItem(storageKey + suffix);
  return { error: null, local: true };
}
