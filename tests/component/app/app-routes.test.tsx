import { configure, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { routes } from '../../../src/app/router.tsx';
import { AuthProvider, useAuth } from '../../../src/session/auth-provider.tsx';

// Lazy screens and dialogs are transformed on first use: allow a busy machine more than a second.
configure({ asyncUtilTimeout: 5_000 });
function renderRoutes(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <AuthProvider>
      <RouterProvider router={router} />
    </AuthProvider>,
  );
  return router;
}

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('routes', () => {
  it('shows the 404 page with a way home and logs the attempted path', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderRoutes('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Oops! Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
    await waitFor(() => expect(log).toHaveBeenCalledWith(expect.stringContaining('404'), '/no/such/page'));
  });

  it('sends a visitor without a session from a protected page to /auth, rendering nothing of it', async () => {
    const router = renderRoutes('/brief/123');
    expect(await screen.findByRole('heading', { name: 'Welcome' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth');
  });

  it("opens a client's link (/c/:token) without a session, outside the sign-in guard", async () => {
    // A token that cannot be the server's: the page answers at once, without the network.
    const router = renderRoutes('/c/not-a-token');
    expect(await screen.findByRole('heading', { name: 'This link does not work' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/c/not-a-token');
  });

  it('shows the centred "Loading..." spinner while the auth state loads', () => {
    renderRoutes('/');
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
  });
});

describe('useAuth', () => {
  it('refuses to work outside its provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    function Probe() {
      useAuth();
      return null;
    }
    expect(() => render(<Probe />)).toThrow('useAuth must be used within an AuthProvider');
  });
});
