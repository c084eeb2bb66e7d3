// Service worker registration and the "new version" prompt (docs/design.md §7). A new build installs in the
// background and waits; the page offers a reload and only asks the waiting worker to take over when
// no editor holds unsaved changes, so an update never reloads over someone's work. The editor reports
// its state through setUnsavedChanges().
import { Workbox } from 'workbox-window';

export type PwaState = {
  /** A new version is installed and waiting (or took over from another tab) — a reload applies it. */
  needRefresh: boolean;
  /** Some editor on this page has edits that are not saved yet. */
  unsavedChanges: boolean;
  /** Reload was chosen: the page is going quiet and the new version is taking over. */
  updating: boolean;
};

// Browsers check for a new worker on navigations; an app left open for days also checks hourly and
// whenever it comes back online or into view.
const UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1000;
// How long Reload waits for the page's own requests to finish before it asks the new version in
// anyway; a save still on its way is in the outbox and is sent again after the reload.
const QUIET_WAIT_MS = 5_000;
// How long the new version may take to take over before the page reloads regardless. The reloaded
// page follows the new version once it takes over (the 'controlling' listener below).
const TAKEOVER_WAIT_MS = 10_000;

let state: PwaState = { needRefresh: false, unsavedChanges: false, updating: false };
// Whatever makes requests on its own (the sync engine) registers how to stop. Told to make way, the
// old worker stops as soon as it is idle; a request from this page in that moment starts it again,
// and the new version then waits until the old one is idle once more — in Chromium up to five
// minutes, and for good while DevTools is attached. So the page goes quiet before it asks.
const quieters = new Set<() => Promise<void>>();
const listeners = new Set<() => void>();
let workbox: Workbox | undefined;
let reloading = false;

function reloadOnce(): void {
  if (reloading) return;
  reloading = true;
  window.location.reload();
}

function setState(patch: Partial<PwaState>): void {
  state = { ...state, ...patch };
  for (const listener of listeners) listener();
}

export function getPwaState(): PwaState {
  return state;
}

export function subscribePwa(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Calls `callback` once a new version is waiting. Returns an unsubscribe function. */
export function onNeedRefresh(callback: () => void): () => void {
  return subscribePwa(() => {
    if (state.needRefresh) callback();
  });
}

/** The editor calls this whenever its unsaved state changes (and with false when it unmounts). */
export function setUnsavedChanges(unsaved: boolean): void {
  if (state.unsavedChanges !== unsaved) setState({ unsavedChanges: unsaved });
}

/**
 * Registers how to stop work that makes requests by itself; Reload stops it before the new version
 * takes over. Returns the function that removes it again.
 */
export function stopBeforeUpdate(stop: () => Promise<void>): () => void {
  quieters.add(stop);
  return () => quieters.delete(stop);
}

/** Registers /sw.js once (production builds only). Safe to call more than once. */
export function registerServiceWorker(): void {
  if (workbox || import.meta.env.DEV || !('serviceWorker' in navigator)) return;
  const wb = new Workbox('/sw.js', { scope: '/' });
  workbox = wb;
  wb.addEventListener('waiting', () => setState({ needRefresh: true }));
  // A new version taking over that this page did not ask for (another tab applied it): reload to
  // match, unless that would lose edits — then keep offering the reload.
  wb.addEventListener('controlling', (event) => {
    if (!event.isUpdate) return; // the first install claiming the page: nothing to reload
    reloadUnlessUnsaved();
  });
  void wb.register().catch((error: unknown) => console.warn('Service worker registration failed', error));
  const check = () => void wb.update().catch(() => undefined);
  setInterval(check, UPDATE_CHECK_INTERVAL_MS);
  window.addEventListener('online', check);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') check();
  });
}

/**
 * Applies the waiting version: the page stops its own requests, the new worker takes over and the page
 * reloads. Does nothing and returns false while an editor has unsaved changes.
 */
export function updateApp(): boolean {
  if (state.unsavedChanges || !('serviceWorker' in navigator)) return false;
  if (!state.updating) {
    setState({ updating: true });
    void applyUpdate();
  }
  return true;
}

async function applyUpdate(): Promise<void> {
  const stopped = Promise.all([...quieters].map((stop) => stop().catch(() => undefined)));
  await Promise.race([stopped, delay(QUIET_WAIT_MS)]);
  const registration = await navigator.serviceWorker.getRegistration().catch(() => undefined);
  const waiting = registration?.waiting;
  // Without a waiting worker the new one already took over (from another tab): just reload.
  if (!waiting) return reloadOnce();
  navigator.serviceWorker.addEventListener('controllerchange', reloadUnlessUnsaved, { once: true });
  // Another tab of the app can keep the old version busy; the reload must not wait on it for good.
  setTimeout(reloadUnlessUnsaved, TAKEOVER_WAIT_MS);
  waiting.postMessage({ type: 'SKIP_WAITING' });
}

// Reloads into the version that took over, unless an editor holds unsaved edits (the editor stays
// usable while Reload waits, and another tab may apply an update at any time): then the prompt asks
// for a save and a Reload again (what was saved is in the outbox).
function reloadUnlessUnsaved(): void {
  if (state.unsavedChanges) setState({ needRefresh: true, updating: false });
  else reloadOnce();
}

function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
