import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import DashboardPage from '../app/dashboard-screen.tsx';
import { freshDatabase, renderSignedIn, resetToasts } from '../app/render.tsx';
import { storeBrief } from './factories.ts';

vi.setConfig({ testTimeout: 20_000 });
afterEach(resetToasts);

describe('"Brief deleted" with Undo', () => {
  it('brings the brief back exactly as it was, with its delete withdrawn', async () => {
    const db = freshDatabase('undo-user');
    const stored = await storeBrief(db, { title: 'Keep me', status: 'review', serverVersion: 4 });
    renderSignedIn(<DashboardPage />, { user: { id: 'undo-user', email: 'me@example.com' }, db });
    const card = await screen.findByRole('article', { name: 'Keep me' });
    await userEvent.click(within(card).getByRole('button', { name: /^Delete/ }));
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Keep me' })).not.toBeInTheDocument());
    await screen.findByText('Brief deleted');
    // The delete dialog hides the rest of the page from assistive technology until its exit is over.
    const toast = await screen.findByRole('region', { name: 'Notifications' });
    expect(toast).toHaveTextContent('The brief has been permanently removed.');
    expect((await db.outbox.toArray()).map((entry) => entry.kind)).toEqual(['delete']);

    await userEvent.click(within(toast).getByRole('button', { name: 'Undo' }));
    expect(await screen.findByRole('article', { name: 'Keep me' })).toHaveTextContent('Review');
    expect(await screen.findByText('Brief restored')).toBeInTheDocument();
    expect(await db.briefs.get(stored.id)).toEqual(stored);
    expect(await db.outbox.count()).toBe(0);
  });
});
