import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { createBrowserRouter } from 'react-router-dom';
import { LoadingScreen } from '../components/ui/spinner';
import { loadAuthPage } from '../features/auth';
import { openLinkEarly } from '../features/client-review';
import { loadTeamPage } from '../features/team';
import { briefScreenLoad, editorScreen, viewScreen } from './brief-screens';
import { loadClientScreen } from './client-screen';
import { loadDashboardScreen } from './dashboard-screen';
import { RouteErrorScreen } from './error-boundary';
import { lazyScreen } from './lazy-screen';
import { ProtectedLayout } from './protected-layout';
import { preloadStartScreen, START_SCREEN_SPINNER_DELAY_MS, useStartScreenReady } from '../lib/start-screen';

// Code-split: only the screen being opened is loaded (budget: docs/design.md §9).
const auth = lazyScreen(loadAuthPage);
const AuthPage = auth.Screen;
const dashboard = lazyScreen(loadDashboardScreen);
const DashboardPage = dashboard.Screen;
const EditorPage = editorScreen.Screen;
const ViewPage = viewScreen.Screen;
const TeamPage = lazy(loadTeamPage);
// A client review link: outside the signed-in layout (no sign-in, no local database, no sync engine).
const client = lazyScreen(loadClientScreen);
const ClientPage = client.Screen;
const NotFoundPage = lazy(() => import('./not-found-page'));

/** A start screen renders once its preloaded code is here (src/lib/start-screen.ts), the loading screen until then. */
function StartScreen({
  screen: Screen,
  spinnerDelayMs = START_SCREEN_SPINNER_DELAY_MS,
}: {
  screen: ComponentType;
  spinnerDelayMs?: number;
}) {
  return useStartScreenReady() ? <Screen /> : <LoadingScreen delayMs={spinnerDelayMs} />;
}

function page(element: ReactNode) {
  return <Suspense fallback={<LoadingScreen />}>{element}</Suspense>;
}

/**
 * Fetches the code of the screen an app start opens before React asks for it: a signed-in start on '/'
 * (the usual one) the dashboard's, while React renders the shell and the user's database opens, instead of
 * after the guard has rendered (docs/design.md §9: first cards fast); a start on /auth (a first visit) the
 * sign-in screen's, which on a phone cost the first paint half a second when the router asked for it; a
 * signed-in start on a brief's link that page's; a client's link (/c/…) the client's page.
 */
export function preloadFirstScreen(pathname: string, signedIn: boolean): void {
  const briefScreen = signedIn ? briefScreenLoad(pathname) : null;
  if (pathname === '/' && signedIn) preloadStartScreen(dashboard.preload);
  else if (briefScreen) preloadStartScreen(briefScreen);
  else if (pathname === '/auth') preloadStartScreen(auth.preload);
  // A client's link: the link's first answer is asked for at once, and its page and the view's body are
  // fetched at the same time, while React renders the shell. The page is drawn once both are here, and
  // the network client (which the client's page never uses) waits until then: on a phone it shared the
  // connection with them and moved the brief's paint back.
  else if (pathname.startsWith('/c/')) {
    const answered = openLinkEarly(pathname);
    preloadStartScreen(() => Promise.all([client.preload(), answered]));
  }
}

// Each route has its own error screen, so a failing screen leaves the app (and the toasts) running.
const errorElement = <RouteErrorScreen />;

export const routes = [
  { path: '/auth', element: page(<StartScreen screen={AuthPage} />), errorElement },
  // "Loading..." at once: the brief is what a client's first screen waits for, and it is larger.
  { path: '/c/:token', element: page(<StartScreen screen={ClientPage} spinnerDelayMs={0} />), errorElement },
  {
    element: <ProtectedLayout />,
    errorElement,
    children: [
      { path: '/', element: page(<DashboardPage />), errorElement },
      { path: '/team', element: page(<TeamPage />), errorElement },
      // No Suspense of their own (brief-screens.tsx): opened from another page, that page stays until
      // their code is here; the protected layout's boundary covers a start on them.
      { path: '/brief/:id', element: <EditorPage />, errorElement },
      { path: '/brief/:id/view', element: <ViewPage />, errorElement },
    ],
  },
  { path: '*', element: page(<NotFoundPage />), errorElement },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
