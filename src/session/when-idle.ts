// When the auth provider starts the network client (auth-provider.tsx): once the browser is idle, unless
// the page was opened by a link that the client must read at once.

/** Runs `task` when the browser is idle (at most 1.5 s from now); returns a cancel. */
export function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, { timeout: 1500 });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = setTimeout(task, 200);
  return () => clearTimeout(timer);
}

/**
 * True when the address carries what supabase-js reads from a link (detectSessionInUrl): a session or
 * an error in the fragment (magic link, recovery, invitation e-mails) or a PKCE code in the query.
 */
export function carriesAuthResult(location: Pick<Location, 'hash' | 'search'>): boolean {
  return (
    /[#&](access_token|refresh_token|error|error_description)=/.test(location.hash) ||
    /[?&]code=/.test(location.search)
  );
}
