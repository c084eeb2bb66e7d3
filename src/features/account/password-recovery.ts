// Whether the person arrived through a password-recovery link: supabase-js emits PASSWORD_RECOVERY
// while it reads the link's fragment (#…&type=recovery), which can happen before React subscribes,
// so the fragment is also read when this module loads (before supabase-js clears it).
import { useSyncExternalStore } from 'react';
import { loadSupabase, supabaseRequested } from '../../lib/load-supabase';

let recovering =
  typeof window !== 'undefined' &&
  new URLSearchParams(window.location.hash.slice(1)).get('type') === 'recovery';
const listeners = new Set<() => void>();

function set(value: boolean) {
  recovering = value;
  for (const listener of listeners) listener();
}

// Subscribed as soon as the client is loaded: supabase-js reads the fragment asynchronously after its
// creation (and this module's own read above covers a fragment seen before that). This module does not
// load the client itself: it is part of the first load, and the auth provider loads the client at once
// for a link that carries a session (a recovery link does) and otherwise once the first screen has drawn.
void supabaseRequested()
  .then(loadSupabase)
  .then((supabase) =>
    supabase.auth.onAuthStateChange((event) => {
      if (event === 'PASSWORD_RECOVERY') set(true);
      if (event === 'SIGNED_OUT') set(false);
    }),
  );

export function finishRecovery(): void {
  set(false);
}

export function useRecovering(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => recovering,
    () => false,
  );
}
