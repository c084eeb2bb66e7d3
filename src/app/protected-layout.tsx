import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { LoadingScreen } from '../components/ui/spinner';
import { RequireAuth } from '../features/auth';
import { AccountDeactivatedNotice } from '../components/sync-status';
import { useAuth, UserDataProvider } from '../session';
import { START_SCREEN_SPINNER_DELAY_MS, useStartScreenReady } from '../lib/start-screen';

/** Every authenticated route: the guard, then the user's database and sync engine, kept across pages. */
export function ProtectedLayout() {
  const ready = useStartScreenReady();
  const { user } = useAuth();
  return (
    <RequireAuth>
      <UserDataProvider user={user}>
        {ready ? (
          <>
            <AccountDeactivatedNotice />
            {/* Around every page: once one is drawn, the next keeps it on screen while its code loads. */}
            <Suspense fallback={<LoadingScreen />}>
              <Outlet />
            </Suspense>
          </>
        ) : (
          <LoadingScreen delayMs={START_SCREEN_SPINNER_DELAY_MS} />
        )}
      </UserDataProvider>
    </RequireAuth>
  );
}
