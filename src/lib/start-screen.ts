// The code of the screen an app start opens, fetched before React asks for it (docs/design.md §9: first cards
// fast). While it is in flight the protected layout shows its own loading screen instead of letting the
// lazy page suspend: React holds back revealing a Suspense boundary for up to 300 ms after its fallback
// was shown (its fallback throttle), which on a cold start delayed the dashboard well past its data.
import { startTransition, useEffect, useState } from 'react';

let pending = false;
const listeners = new Set<() => void>();

/** Starts loading `load` now; `useStartScreenReady` is false until it settles (failed or not). */
export function preloadStartScreen(load: () => Promise<unknown>): void {
  pending = true;
  const settle = () => {
    pending = false;
    for (const listener of listeners) listener();
  };
  load().then(settle, settle);
}

/**
 * Runs `task` once the start screen's code is here (at once when none is loading); returns a cancel. The
 * network client waits for it: fetched earlier, it shares a phone's slow connection with that code.
 */
export function whenStartScreenReady(task: () => void): () => void {
  if (!pending) {
    task();
    return () => undefined;
  }
  const listener = () => {
    listeners.delete(listener);
    task();
  };
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * True once the start screen's code is here (or none was preloaded): render the routes then. The screen
 * then renders as a transition, which React splits into slices of a few milliseconds: rendered at once,
 * the dashboard was one of the longest tasks of a phone's start (Lighthouse's total blocking time).
 */
export function useStartScreenReady(): boolean {
  const [ready, setReady] = useState(() => !pending);
  useEffect(() => {
    if (ready) return;
    return whenStartScreenReady(() => startTransition(() => setReady(true)));
  }, [ready]);
  return ready;
}
