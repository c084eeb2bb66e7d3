// A screen that throws shows the error screen (Reload, Back to Dashboard, Sign out) instead of a blank
// page; storage failures say what is wrong in plain words; and nothing saved is touched on the way.
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Dexie from 'dexie';
import { useLiveQuery } from 'dexie-react-hooks';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RootErrorBoundary, RouteErrorScreen } from '../../../src/app/error-boundary.tsx';
import type { ErrorScreenActions } from '../../../src/app/error-screen.tsx';
import { createBrief, getBrief } from '../../../src/data/briefs-repository.ts';
import { freshDatabase } from './render.tsx';

function spyActions() {
  return { reload: vi.fn<() => void>(), goHome: vi.fn<() => void>(), signOut: vi.fn<() => void>() };
}

function Throws({ error }: { error: unknown }): never {
  throw error;
}

afterEach(() => vi.restoreAllMocks());

function renderRoute(element: React.ReactNode, actions: ErrorScreenActions) {
  const router = createMemoryRouter(
    [
      { path: '/', element: <h1>Dashboard page</h1> },
      { path: '/broken', element, errorElement: <RouteErrorScreen actions={actions} /> },
    ],
    { initialEntries: ['/broken'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('error screens', () => {
  it('a route that throws shows the error screen, and Back to Dashboard goes home', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const actions = spyActions();
    const router = renderRoute(<Throws error={new Error('boom')} />, actions);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(alert).toHaveTextContent('Everything you saved is still on this device.');

    await userEvent.click(within(alert).getByRole('button', { name: 'Reload' }));
    expect(actions.reload).toHaveBeenCalledOnce();
    await userEvent.click(within(alert).getByRole('button', { name: 'Sign out' }));
    expect(actions.signOut).toHaveBeenCalledOnce();
    await userEvent.click(within(alert).getByRole('button', { name: 'Back to Dashboard' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard page' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('the root boundary catches what no route catches', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const actions = spyActions();
    render(
      <RootErrorBoundary actions={actions}>
        <Throws error={new TypeError('provider failed')} />
      </RootErrorBoundary>,
    );
    const alert = screen.getByRole('alert');
    await userEvent.click(within(alert).getByRole('button', { name: 'Back to Dashboard' }));
    expect(actions.goHome).toHaveBeenCalledOnce();
  });

  it.each([
    [new DOMException('Quota exceeded', 'QuotaExceededError'), 'This device is out of storage space'],
    [new Dexie.MissingAPIError(), 'This browser does not let Briefsmith store data'],
    [new Dexie.VersionError('version change blocked'), 'Briefsmith is open in another tab'],
    [
      new Dexie.OpenFailedError(new DOMException('private mode', 'InvalidStateError')),
      'This browser does not let Briefsmith store data',
    ],
  ])('a storage failure (%s) says %j', async (error, title) => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderRoute(<Throws error={error} />, spyActions());
    expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument();
  });

  it('a failing read shows the storage message and leaves the saved brief as it was', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const db = freshDatabase();
    const saved = await createBrief(db, { title: 'Kept', company: 'Acme' }, { userId: db.userId });
    vi.spyOn(db.cards, 'toArray').mockRejectedValue(new DOMException('Quota exceeded', 'QuotaExceededError'));

    function Cards() {
      const cards = useLiveQuery(() => db.cards.toArray(), []);
      return <p>{cards?.length ?? 0} cards</p>;
    }
    renderRoute(<Cards />, spyActions());
    expect(
      await screen.findByRole('heading', { name: 'This device is out of storage space' }),
    ).toBeInTheDocument();
    vi.restoreAllMocks();
    expect((await getBrief(db, saved.id))?.title).toBe('Kept');
    db.close();
  });
});
