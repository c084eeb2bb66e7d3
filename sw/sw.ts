/// <reference lib="webworker" />
// Briefsmith's service worker (vite-plugin-pwa injectManifest). It serves the app shell so every app
// route opens with no network, and nothing else: briefs live in IndexedDB (Dexie), so API responses
// are never cached here — a cached API answer would be a second, stale copy of the data.
// Updates follow the prompt flow: a new worker waits until the page asks it to take over
// ({type: 'SKIP_WAITING'}), which the page only does when no editor holds unsaved changes.
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<string | { url: string; revision: string | null }>;
};

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Every navigation that is an app route gets the precached shell; the router decides what to show
// (including the 404 page). Backend paths pass through to the network untouched.
const shell = createHandlerBoundToURL('/index.html');
registerRoute(
  new NavigationRoute(shell, {
    // The app's own /auth screen is an app route; only the backend's /auth/v1 is not.
    denylist: [/^\/auth\/v1(\/|$)/, /^\/rest\/v1(\/|$)/, /^\/functions\/v1(\/|$)/, /^\/inbox(\/|$)/],
  }),
);

self.addEventListener('message', (event: ExtendableMessageEvent) => {
  const data = event.data as { type?: string } | null;
  if (data?.type === 'SKIP_WAITING') void self.skipWaiting();
});

// Once a waiting worker is told to activate, it takes the open pages over at once so the reload
// that follows is served by the new shell. A first install claims too, so the very first visit is
// already controlled and works offline without a second load.
clientsClaim();
