// Whether the Team page has room for its tables (48rem and up, Tailwind's `md`); narrower, as on a
// phone, members and invitations are cards, so that no action ends up off-screen.
import { useSyncExternalStore } from 'react';

const WIDE = '(min-width: 48rem)';

const query = (): MediaQueryList | null =>
  typeof window.matchMedia === 'function' ? window.matchMedia(WIDE) : null;

function subscribe(onChange: () => void): () => void {
  const media = query();
  media?.addEventListener('change', onChange);
  return () => media?.removeEventListener('change', onChange);
}

/** True on a screen wide enough for the tables; true as well where the width cannot be told. */
export function useWideLayout(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => query()?.matches ?? true,
    () => true,
  );
}
