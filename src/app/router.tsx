import { lazy, Suspense, type ReactNode } from 'react';
import { createBrowserRouter, Outlet, useHref, useNavigate, type NavigateOptions } from 'react-router-dom';
import { RouterProvider as AriaRouterProvider } from 'react-aria-components';
import { LoadingScreen } from '../components/ui/spinner';
import { ProtectedLayout } from './protected-layout';

// Code-split: only the screen being opened is loaded (budget: DESIGN §9).
const AuthPage = lazy(() => import('../features/auth/auth-page'));
const DashboardPage = lazy(() => import('../features/briefs/dashboard-page'));
const EditorPage = lazy(() => import('../features/editor/editor-page'));
const ViewPage = lazy(() => import('../features/view/view-page'));
const NotFoundPage = lazy(() => import('./not-found-page'));

declare module 'react-aria-components' {
  interface RouterConfig {
    routerOptions: NavigateOptions;
  }
}

/** Lets react-aria Links and menu items navigate through react-router (client-side, no reload). */
function AriaRouting() {
  const navigate = useNavigate();
  return (
    <AriaRouterProvider navigate={(to, options) => void navigate(to, options)} useHref={useHref}>
      <Outlet />
    </AriaRouterProvider>
  );
}

function page(element: ReactNode) {
  return <Suspense fallback={<LoadingScreen />}>{element}</Suspense>;
}

export const routes = [
  {
    element: <AriaRouting />,
    children: [
      { path: '/auth', element: page(<AuthPage />) },
      {
        element: <ProtectedLayout />,
        children: [
          { path: '/', element: page(<DashboardPage />) },
          { path: '/brief/:id', element: page(<EditorPage />) },
          { path: '/brief/:id/view', element: page(<ViewPage />) },
        ],
      },
      { path: '*', element: page(<NotFoundPage />) },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
