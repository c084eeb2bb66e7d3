// The code of the screen an app start opens, fetched before React asks for it (docs/design.md §9: first cards
// fast). While it is in flight the protected layout shows its own loading screen instead of letting the
// lazy page suspend: React holds back revealing a Suspense boundary for up to 300 ms after its fallback
// was shown (its fallback throttle), which on a cold start delayed the dashboard well past its data.
import { startTransition, useEffect, useState } from 'react';

/** The two moments of a start screen: its code is here, then it has been drawn. */
function moment() {
  let passed = true;
  const listeners = new Set<() => void>();
  return {
    get passed() {
      return passed;
    },
    wait() {
      passed = false;
    },
    pass() {
      if (passed) return;
      passed = true;
      for (const listener of [...listeners]) listener();
    },
    /** Runs `task` once passed (at once if it has); returns a cancel. */
    then(task: () => void): () => void {
      if (passed) {
        task();
        return () => undefined;
      }
      const listener = () => {
        listeners.delete(listener);
        task();
      };
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** How long the wait for a start screen's code lasts before "Loading..." shows (components/ui/spinner.tsx). */
export const START_SCREEN_SPINNER_DELAY_MS = 500;

const loaded = moment();
const shown = moment();

// Should a start screen never be drawn (its route was left at once), what waits for it goes on anyway.
const SHOWN_AT_THE_LATEST_MS = 3000;

/** Starts loading `load` now; `useStartScreenReady` is false until it settles (failed or not). */
export function preloadStartScreen(load: () => Promise<unknown>): void {
  loaded.wait();
  shown.wait();
  const settle = () => {
    loaded.pass();
    setTimeout(() => shown.pass(), SHOWN_AT_THE_LATEST_MS);
  };
  load().then(settle, settle);
}

/**
 * Runs `task` once the start screen has been drawn (at once when none is loading); returns a cancel. The
 * network client waits for it: requested earlier, it shared a phone's slow connection with that screen's
 * code and moved its largest paint back (Lighthouse counts every request started before that paint).
 */
export function whenStartScreenShown(task: () => void): () => void {
  return shown.then(task);
}

/**
 * True once the start screen's code is here (or none was preloaded): render the routes then. The screen
 * then renders as a transition, which React splits into slices of a few milliseconds: rendered at once,
 * the dashboard was one of the longest tasks of a phone's start (Lighthouse's total blocking time).
 */
export function useStartScreenReady(): boolean {
  const [ready, setReady] = useState(() => loaded.passed);
  useEffect(() => {
    // Effects run once the screen is committed: drawn at the next frame.
    if (ready) requestAnimationFrame(() => setTimeout(() => shown.pass(), 0));
    else return loaded.then(() => startTransition(() => setReady(true)));
  }, [ready]);
  return ready;
}
