// The network client, loaded on demand. The app is offline-first: its first screen needs only the local
// database, so supabase-js (a quarter of the JavaScript that opens the app) is fetched once the first screen
// has drawn, when the auth provider subscribes to it (docs/design.md §9), or earlier when an action needs it. The service worker precaches its
// chunk like every other, so this works offline too. Anything the first screens import (the sync status,
// the sign-in screen's actions, the dashboard's reviews and invitations) takes the client from here, never
// from './supabase' directly: one static import on those paths puts supabase-js and the client's creation
// back into the first load (tests/e2e/first-load.test.ts).
import type { AppSupabaseClient } from './supabase';

let requested: () => void = () => undefined;
const firstRequest = new Promise<void>((resolve) => (requested = resolve));

export function loadSupabase(): Promise<AppSupabaseClient> {
  requested();
  return import('./supabase').then((module) => module.supabase);
}

/** Resolves once something has asked for the client (the auth provider then listens to it at once). */
export function supabaseRequested(): Promise<void> {
  return firstRequest;
}
