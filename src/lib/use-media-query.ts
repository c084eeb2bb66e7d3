// Whether a CSS media query matches now, following changes (a window resized, a phone turned).
import { useSyncExternalStore } from 'react';

const listFor = (query: string): MediaQueryList | null =>
  typeof window.matchMedia === 'function' ? window.matchMedia(query) : null;

/** True while `query` matches; true as well where it cannot be told (no matchMedia, the server). */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = listFor(query);
      list?.addEventListener('change', onChange);
      return () => list?.removeEventListener('change', onChange);
    },
    () => listFor(query)?.matches ?? true,
    () => true,
  );
}
