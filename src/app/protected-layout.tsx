import { Outlet } from 'react-router-dom';
import { LoadingScreen } from '../components/ui/spinner';
import { RequireAuth } from '../features/auth/require-auth';
import { UserDataProvider } from '../features/auth/user-data';
import { useStartScreenReady } from './start-screen';

/** Every authenticated route: the guard, then the user's database and sync engine, kept across pages. */
export function ProtectedLayout() {
  const ready = useStartScreenReady();
  return (
    <RequireAuth>
      <UserDataProvider>{ready ? <Outlet /> : <LoadingScreen />}</UserDataProvider>
    </RequireAuth>
  );
}
