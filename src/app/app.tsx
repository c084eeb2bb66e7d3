import { useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { ToastRegion } from '../components/ui/toast';
import { AuthProvider } from '../session';
import { UpdateToast } from '../features/pwa';
import { RootErrorBoundary } from './error-boundary';
import { RecoveryGate } from '../features/account';
import { createAppRouter } from './router';
import { SkipLink } from './skip-link';

/**
 * Whether this load installs the app's service worker: not on a client's review link (/c/…), where it
 * would download and keep the whole member app (about 1.5 MB) on the phone of someone who opens one page.
 */
const installsApp = () => !window.location.pathname.startsWith('/c/');

/** The app shell: auth for everything, the routes, the toast region and the PWA update prompt. */
export function App() {
  const [router] = useState(createAppRouter);
  const [installs] = useState(installsApp);
  return (
    <RootErrorBoundary>
      <AuthProvider>
        <SkipLink />
        <RouterProvider router={router} />
        <RecoveryGate />
        <ToastRegion />
        {installs && <UpdateToast />}
      </AuthProvider>
    </RootErrorBoundary>
  );
}
