// Rendering helpers for the app's component tests: a signed-in user (fixed auth state, no backend) with
// their own fake-indexeddb database, a memory router and the toast region.
import type { User } from '@supabase/supabase-js';
import { configure, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { RouterProvider as AriaRouterProvider } from 'react-aria-components';
import {
  createMemoryRouter,
  RouterProvider,
  useHref,
  useLocation,
  useNavigate,
  Outlet,
} from 'react-router-dom';
import { ToastRegion } from '../../../src/components/ui/toast.tsx';
import { toastStore } from '../../../src/components/ui/toast-store.ts';
import { openUserDatabase, type BriefsmithDB } from '../../../src/data/db.ts';
import { AuthContextProvider, type AuthContextValue } from '../../../src/session/auth-provider.tsx';
import { UserDataContextProvider, type UserData } from '../../../src/session/index.ts';

// Lazily loaded dialogs and screens are transformed on first use by the test runner, which can take
// longer than the default second on a busy CI machine.
configure({ asyncUtilTimeout: 5_000 });

let databases = 0;

export interface TestUser {
  id: string;
  email: string;
  isAdmin?: boolean;
}

/** A fresh, empty local database for a user (unique per call). */
export function freshDatabase(userId = `user-${++databases}-${Date.now()}`): BriefsmithDB {
  return openUserDatabase(userId);
}

export function authValue(
  user: TestUser | null,
  overrides: Partial<AuthContextValue> = {},
): AuthContextValue {
  const role = user?.isAdmin ? 'admin' : 'user';
  return {
    status: user ? 'signed-in' : 'signed-out',
    loading: false,
    user: user
      ? ({ id: user.id, email: user.email, user_metadata: {}, app_metadata: {} } as unknown as User)
      : null,
    session: null,
    role,
    isAdmin: role === 'admin',
    signOut: async () => ({ error: null }),
    ...overrides,
  };
}

/** Shows where the router went, for assertions on navigation. */
function LocationProbe() {
  const location = useLocation();
  return (
    <p hidden data-testid="location">
      {location.pathname}
    </p>
  );
}

function AriaRouting() {
  const navigate = useNavigate();
  return (
    <AriaRouterProvider navigate={(to, options) => void navigate(to, options)} useHref={useHref}>
      <Outlet />
      <LocationProbe />
    </AriaRouterProvider>
  );
}

export interface RenderOptions {
  user: TestUser;
  db?: BriefsmithDB;
  path?: string;
  /** A query string for the first entry, e.g. '?q=spring' (the route is still `path`). */
  search?: string;
  auth?: Partial<AuthContextValue>;
  engine?: UserData['engine'];
}

/** Renders `ui` at `path` (default '/') for a signed-in user; other paths render a placeholder. */
export function renderSignedIn(ui: ReactElement, options: RenderOptions) {
  const db = options.db ?? freshDatabase(options.user.id);
  const data: UserData = {
    userId: options.user.id,
    email: options.user.email,
    db,
    repositoryContext: { userId: options.user.id, email: options.user.email, fullName: '' },
    engine: options.engine ?? null,
    syncStarting: false,
  };
  const path = options.path ?? '/';
  const router = createMemoryRouter(
    [
      {
        element: <AriaRouting />,
        children: [
          { path, element: ui },
          { path: '*', element: <p>Another page</p> },
        ],
      },
    ],
    { initialEntries: [path + (options.search ?? '')] },
  );
  const result = render(
    <AuthContextProvider value={authValue(options.user, options.auth)}>
      <UserDataContextProvider value={data}>
        <RouterProvider router={router} />
        <ToastRegion />
      </UserDataContextProvider>
    </AuthContextProvider>,
  );
  return { ...result, db, router };
}

export function resetToasts() {
  toastStore.getState().clear();
}
