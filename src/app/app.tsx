import { useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { ToastRegion } from '../components/ui/toast';
import { AuthProvider } from '../session';
import { UpdateToast } from '../features/pwa';
import { RootErrorBoundary } from './error-boundary';
import { RecoveryGate } from '../features/account';
import { createAppRouter } from './router';
import { SkipLink } from './skip-link';

/** The app shell: auth for everything, the routes, the toast region and the PWA update prompt. */
export function App() {
  const [router] = useState(createAppRouter);
  return (
    <RootErrorBoundary>
      <AuthProvider>
        <SkipLink />
        <RouterProvider router={router} />
        <RecoveryGate />
        <ToastRegion />
        <UpdateToast />
      </AuthProvider>
    </RootErrorBoundary>
  );
}
