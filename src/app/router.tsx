import { lazy, Suspense, type ReactNode } from 'react';
import { createBrowserRouter } from 'react-router-dom';
import { LoadingScreen } from '../components/ui/spinner';
import { readStoredUser } from '../features/auth/stored-session';
import { ProtectedLayout } from './protected-layout';
import { preloadStartScreen } from './start-screen';

// Code-split: only the screen being opened is loaded (budget: DESIGN §9).
const AuthPage = lazy(() => import('../features/auth/auth-page'));
const loadDashboard = () => import('../features/briefs/dashboard-page');
const DashboardPage = lazy(loadDashboard);
const EditorPage = lazy(() => import('../features/editor/editor-page'));
const ViewPage = lazy(() => import('../features/view/view-page'));
const TeamPage = lazy(() => import('../features/team/team-page'));
const NotFoundPage = lazy(() => import('./not-found-page'));
const AriaRouting = lazy(() => import('./aria-routing'));

function page(element: ReactNode) {
  return <Suspense fallback={<LoadingScreen />}>{element}</Suspense>;
}

// A signed-in start on '/' (the usual one) fetches the dashboard's code now, while React renders the shell
// and the user's database opens, instead of after the guard has rendered (DESIGN §9: first cards fast).
if (typeof window !== 'undefined' && window.location.pathname === '/' && readStoredUser()) {
  preloadStartScreen(loadDashboard);
}

export const routes = [
  { path: '/auth', element: page(<AuthPage />) },
  {
    element: <ProtectedLayout />,
    children: [
      { path: '/', element: page(<DashboardPage />) },
      { path: '/team', element: page(<TeamPage />) },
      {
        element: page(<AriaRouting />),
        children: [
          { path: '/brief/:id', element: page(<EditorPage />) },
          { path: '/brief/:id/view', element: page(<ViewPage />) },
        ],
      },
    ],
  },
  { path: '*', element: page(<NotFoundPage />) },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
