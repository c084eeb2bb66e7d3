// The whole app against the real local stack, set up once per test file: the stack starts in its own
// process (backend.ts), then the app's modules are imported — its Supabase client reads the stack's URL
// on first import — and each test renders the routes from a path. After each test the app's user is
// signed out, mocks are restored and toasts cleared, so no test leans on the one before.
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { startBackend, type Backend } from './backend.ts';

async function importApp() {
  const [app, auth, toastUi, toasts, { supabase }] = await Promise.all([
    import('../../../src/app/router.tsx'),
    import('../../../src/session/auth-provider.tsx'),
    import('../../../src/components/ui/toast.tsx'),
    import('../../../src/components/ui/toast-store.ts'),
    import('../../../src/lib/supabase.ts'),
  ]);
  return { app, auth, toastUi, toasts, supabase };
}

type AppModules = Awaited<ReturnType<typeof importApp>>;

export interface LiveApp {
  /** The local stack, for setting up members and data as the server would have them. */
  readonly backend: Backend;
  /** The app's own Supabase client, the one its screens use. */
  readonly supabase: AppModules['supabase'];
  /** Renders the app's routes at `path` with the auth provider and the toast region; returns the router. */
  renderApp(path: string): ReturnType<typeof createMemoryRouter>;
}

/** Registers the file's hooks; the returned app is ready inside tests and later `beforeAll`s. */
export function liveApp(): LiveApp {
  let backend: Backend | undefined;
  let modules: AppModules | undefined;
  beforeAll(async () => {
    backend = await startBackend();
    modules = await importApp();
  });
  afterEach(async () => {
    vi.restoreAllMocks();
    await modules?.supabase.auth.signOut();
    modules?.toasts.toastStore.getState().clear();
  });
  afterAll(async () => {
    await backend?.close();
  });
  const ready = () => {
    if (!backend || !modules) throw new Error('The live app is ready only inside tests and later hooks.');
    return { backend, modules };
  };
  return {
    get backend() {
      return ready().backend;
    },
    get supabase() {
      return ready().modules.supabase;
    },
    renderApp(path: string) {
      const { app, auth, toastUi } = ready().modules;
      const router = createMemoryRouter(app.routes, { initialEntries: [path] });
      render(
        <auth.AuthProvider>
          <RouterProvider router={router} />
          <toastUi.ToastRegion />
        </auth.AuthProvider>,
      );
      return router;
    },
  };
}
