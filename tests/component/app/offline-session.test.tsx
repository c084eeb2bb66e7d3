import { configure, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type * as AppModule from '../../../src/app/router.tsx';
import type * as AuthModule from '../../../src/session/auth-provider.tsx';

// Lazy screens and dialogs are transformed on first use: allow a busy machine more than a second.
configure({ asyncUtilTimeout: 5_000 });
// A user who signed in on this device earlier opens the app with no network and an expired token
// (docs/design.md §6 "Auth offline"). The network is down for the whole file: every request fails the way a
// browser's does offline. supabase-js captures fetch when the client is created, hence the dynamic imports.
vi.setConfig({ testTimeout: 20_000 });

let app: typeof AppModule;
let auth: typeof AuthModule;

const user = {
  id: '6f1f2c1e-7d5a-4e8b-9a51-2f3c4d5e6f70',
  aud: 'authenticated',
  role: 'authenticated',
  email: 'traveller@example.com',
  app_metadata: { provider: 'email' },
  user_metadata: {},
  created_at: '2026-01-01T00:00:00Z',
};

beforeAll(async () => {
  vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  const expiredAt = Math.floor(Date.now() / 1000) - 3600;
  localStorage.setItem(
    'briefsmith-auth',
    JSON.stringify({
      access_token: 'expired.access.token',
      token_type: 'bearer',
      expires_in: 3600,
      expires_at: expiredAt,
      refresh_token: 'refresh-token',
      user,
    }),
  );
  app = await import('../../../src/app/router.tsx');
  auth = await import('../../../src/session/auth-provider.tsx');
});

afterAll(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('offline with an expired session', () => {
  it('keeps the user signed in and opens the dashboard from the local database', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const router = createMemoryRouter(app.routes, { initialEntries: ['/'] });
    render(
      <auth.AuthProvider>
        <RouterProvider router={router} />
      </auth.AuthProvider>,
    );
    expect(
      await screen.findByRole('heading', { name: 'Create Your First Brief' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(await screen.findByRole('button', { name: /^Sync status: Offline/ })).toBeInTheDocument();
  });
});
