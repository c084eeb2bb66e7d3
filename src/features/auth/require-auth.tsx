import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { LoadingScreen } from '../../components/ui/spinner';
import { useAuth } from '../../session';

/** The guard (docs/spec.md §2): 'Loading...' while auth loads; no user → /auth with nothing rendered. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { status } = useAuth();
  const location = useLocation();
  if (status === 'loading') return <LoadingScreen />;
  if (status === 'signed-out') return <Navigate to="/auth" replace state={{ from: location.pathname }} />;
  return <>{children}</>;
}
