import { useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { ToastRegion } from '../components/ui/toast';
import { RecoveryGate } from '../features/account/recovery-gate';
import { AuthProvider } from '../features/auth/auth-provider';
import { UpdateToast } from '../features/pwa/update-toast';
import { createAppRouter } from './router';

/** The app shell: auth for everything, the routes, the toast region and the PWA update prompt. */
export function App() {
  const [router] = useState(createAppRouter);
  return (
    <AuthProvider>
      <RouterProvider router={router} />
      <RecoveryGate />
      <ToastRegion />
      <UpdateToast />
    </AuthProvider>
  );
}
