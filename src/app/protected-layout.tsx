import { Outlet } from 'react-router-dom';
import { RequireAuth } from '../features/auth/require-auth';
import { UserDataProvider } from '../features/auth/user-data';

/** Every authenticated route: the guard, then the user's database and sync engine, kept across pages. */
export function ProtectedLayout() {
  return (
    <RequireAuth>
      <UserDataProvider>
        <Outlet />
      </UserDataProvider>
    </RequireAuth>
  );
}
