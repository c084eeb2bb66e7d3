import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import DashboardPage from '../app/dashboard-screen.tsx';
import { freshDatabase, renderSignedIn, resetToasts } from '../app/render.tsx';
import { storeBrief } from './factories.ts';

const member = { id: 'member-1', email: 'member@example.com' };
const admin = { id: 'admin-1', email: 'admin@example.com', isAdmin: true };

// Typing with user-event is slow on a loaded CI machine; the assertions, not the clock, are the test.
vi.setConfig({ testTimeout: 20_000 });

afterEach(resetToasts);

describe('Dashboard', () => {
  it('without briefs invites the user to create the first one, with the three feature cards', async () => {
    renderSignedIn(<DashboardPage />, { user: { ...member, id: 'empty-user' } });
    expect(await screen.findByRole('heading', { name: 'Create Your First Brief' })).toBeInTheDocument();
    for (const feature of ['Structured Approach', 'Team Alignment', 'Professional Output']) {
      expect(screen.getByRole('heading', { name: feature })).toBeInTheDocument();
    }
    expect(screen.getByRole('heading', { level: 1, name: 'Creative Brief Generator' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Invite User/ })).not.toBeInTheDocument();
    expect(screen.getByRole('banner')).toHaveTextContent('Briefsmith');
    expect(screen.getByRole('banner')).toHaveTextContent('Creative Brief Generator');
  });

  it('counts total, drafts, in progress, review and completed', async () => {
    const db = freshDatabase('stats-user');
    for (const status of ['draft', 'draft', 'in-progress', 'review', 'completed'] as const) {
      await storeBrief(db, { status });
    }
    renderSignedIn(<DashboardPage />, { user: { ...member, id: 'stats-user' }, db });
    const stats = await screen.findByRole('region', { name: 'Brief statistics' });
    const value = (label: string) => within(stats).getByText(label).nextElementSibling?.textContent;
    await waitFor(() => expect(value('Total Briefs')).toBe('5'));
    expect(value('Drafts')).toBe('2');
    expect(value('In Progress')).toBe('1');
    expect(value('Review')).toBe('1');
    expect(value('Completed')).toBe('1');
    expect(screen.getByRole('heading', { name: 'Your Briefs' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /New Brief/ })).toBeInTheDocument();
  });

  it('shows a card with title, company, type and status badges and the time since the update', async () => {
    const db = freshDatabase('card-user');
    await storeBrief(db, {
      title: 'Rebrand',
      company: 'Globex',
      status: 'in-progress',
      updatedAt: new Date(Date.now() - 5 * 60_000).toISOString(),
    });
    renderSignedIn(<DashboardPage />, { user: { ...member, id: 'card-user' }, db });
    const card = await screen.findByRole('article', { name: 'Rebrand' });
    expect(card).toHaveTextContent('Globex');
    expect(card).toHaveTextContent('Brand');
    expect(card).toHaveTextContent('In Progress');
    expect(card).toHaveTextContent('Updated 5 minutes ago');
  });

  it('reads a brief saved after the dashboard opened as updated "less than a minute ago", never "in …"', async () => {
    const db = freshDatabase('fresh-save-user');
    await storeBrief(db, { title: 'Older', updatedAt: new Date(Date.now() - 5 * 60_000).toISOString() });
    renderSignedIn(<DashboardPage />, { user: { ...member, id: 'fresh-save-user' }, db });
    await screen.findByRole('article', { name: 'Older' });
    // Saved a second after the dashboard last read the clock (it refreshes relative times each minute):
    // the test moves the clock on rather than waiting for it.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 1_000);
    await storeBrief(db, { title: 'Just saved', updatedAt: new Date().toISOString() });
    const card = await screen.findByRole('article', { name: 'Just saved' });
    vi.useRealTimers();
    expect(card).toHaveTextContent('Updated less than a minute ago');
  });

  it("gives owners Share and Delete, and other people's briefs only View and Edit with 'Shared by'", async () => {
    const db = freshDatabase('owner-user');
    await storeBrief(db, { title: 'Mine' });
    await storeBrief(db, { title: 'Theirs', ownerId: 'someone-else', ownerName: 'Dana Scully' });
    renderSignedIn(<DashboardPage />, { user: { ...member, id: 'owner-user' }, db });
    const mine = await screen.findByRole('article', { name: 'Mine' });
    const theirs = screen.getByRole('article', { name: 'Theirs' });
    for (const action of ['View', 'Edit', 'Share', 'Delete']) {
      expect(
        within(mine).getByRole(action === 'View' || action === 'Edit' ? 'link' : 'button', {
          name: new RegExp(`^${action}`),
        }),
      ).toBeInTheDocument();
    }
    expect(within(theirs).getByRole('link', { name: /^View/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/\/view$/),
    );
    expect(within(theirs).getByRole('link', { name: /^Edit/ })).toBeInTheDocument();
    expect(within(theirs).queryByRole('button', { name: /^Share/ })).not.toBeInTheDocument();
    expect(within(theirs).queryByRole('button', { name: /^Delete/ })).not.toBeInTheDocument();
    expect(theirs).toHaveTextContent('Shared by Dana Scully');
    expect(mine).not.toHaveTextContent('Shared by');
  });

  it("opens a card's View and Edit in the app, and leaves a modified click (a new tab) to the browser", async () => {
    const db = freshDatabase('links-user');
    const brief = await storeBrief(db, { title: 'Linked' });
    const { router } = renderSignedIn(<DashboardPage />, { user: { ...member, id: 'links-user' }, db });
    const card = await screen.findByRole('article', { name: 'Linked' });
    const view = within(card).getByRole('link', { name: /^View/ });
    expect(view).toHaveAttribute('href', `/brief/${brief.id}/view`);
    expect(within(card).getByRole('link', { name: /^Edit/ })).toHaveAttribute('href', `/brief/${brief.id}`);
    // What the browser would do after the app's handler ran: whether the app took the click over.
    const prevented: boolean[] = [];
    const record = (event: Event) => {
      prevented.push(event.defaultPrevented);
      event.preventDefault(); // jsdom does not navigate documents
    };
    document.addEventListener('click', record);
    try {
      const user = userEvent.setup();
      await user.keyboard('{Control>}');
      await user.click(view);
      await user.keyboard('{/Control}');
      expect(prevented).toEqual([false]);
      expect(router.state.location.pathname).toBe('/');
      await userEvent.click(view);
      expect(prevented).toEqual([false, true]);
      await waitFor(() => expect(router.state.location.pathname).toBe(`/brief/${brief.id}/view`));
    } finally {
      document.removeEventListener('click', record);
    }
  });

  it('gives admins the admin hero, All Briefs with the Admin View badge, Invite User and Share/Delete everywhere', async () => {
    const db = freshDatabase('admin-user');
    await storeBrief(db, {
      title: 'Theirs',
      ownerId: 'someone-else',
      ownerEmail: 'dana@example.com',
      permission: 'admin',
    });
    renderSignedIn(<DashboardPage />, { user: { ...admin, id: 'admin-user' }, db });
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'All Briefs' })).toBeInTheDocument();
    expect(screen.getByText('Admin View')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Invite User/ })).toBeInTheDocument();
    const theirs = screen.getByRole('article', { name: 'Theirs' });
    expect(within(theirs).getByRole('button', { name: /^Share/ })).toBeInTheDocument();
    expect(within(theirs).getByRole('button', { name: /^Delete/ })).toBeInTheDocument();
    // Not shared with the admin: the card says whose it is.
    expect(theirs).toHaveTextContent('Owner: dana@example.com');
    expect(theirs).not.toHaveTextContent('Shared by');
  });

  it('asks before deleting, then removes the brief with a toast', async () => {
    const db = freshDatabase('delete-user');
    await storeBrief(db, { title: 'Old brief' });
    renderSignedIn(<DashboardPage />, { user: { ...member, id: 'delete-user' }, db });
    const card = await screen.findByRole('article', { name: 'Old brief' });
    await userEvent.click(within(card).getByRole('button', { name: /^Delete/ }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Are you sure you want to delete this brief?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    const toast = await screen.findByText('Brief deleted');
    expect(toast.parentElement).toHaveTextContent('The brief has been permanently removed.');
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Old brief' })).not.toBeInTheDocument());
  });

  it('keeps the brief when the deletion is cancelled', async () => {
    const db = freshDatabase('cancel-user');
    await storeBrief(db, { title: 'Keep me' });
    renderSignedIn(<DashboardPage />, { user: { ...member, id: 'cancel-user' }, db });
    const card = await screen.findByRole('article', { name: 'Keep me' });
    await userEvent.click(within(card).getByRole('button', { name: /^Delete/ }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel' }),
    );
    expect(screen.getByRole('article', { name: 'Keep me' })).toBeInTheDocument();
    expect(await db.briefs.count()).toBe(1);
  });

  it('renders 5,000 briefs progressively: the first page, then more on request', async () => {
    const db = freshDatabase('many-user');
    const many = Array.from({ length: 5000 }, (_, i) => i);
    await db.transaction('rw', db.cards, () =>
      db.cards.bulkPut(
        many.map((i) => ({
          id: `b-${i}`,
          title: `Brief ${i}`,
          type: 'brand' as const,
          status: 'draft' as const,
          createdAt: new Date(2026, 0, 1).toISOString(),
          updatedAt: new Date(2026, 0, 1, 0, 0, i).toISOString(),
          company: 'Acme',
          owner: null,
          isOwner: true,
          permission: 'owner' as const,
        })),
      ),
    );
    renderSignedIn(<DashboardPage />, { user: { ...member, id: 'many-user' }, db });
    await screen.findByRole('article', { name: 'Brief 4999' });
    expect(screen.getAllByRole('article')).toHaveLength(30);
    // The stats count every brief, not just those shown.
    const stats = await screen.findByRole('region', { name: 'Brief statistics' });
    await waitFor(() =>
      expect(within(stats).getByText('Total Briefs').nextElementSibling).toHaveTextContent('5000'),
    );
    expect(screen.getByText('Showing 30 of 5000 briefs')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Show more briefs' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(60));
    expect(screen.getByText('Showing 60 of 5000 briefs')).toBeInTheDocument();

    // A search replaces the cards: its first rows are drawn first, then the whole page, which says how
    // many there are. "Brief 1" matches every title with a 1 in it, newest (highest number) first.
    const matching = many.filter((i) => String(i).includes('1'));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search briefs' }), 'Brief 1');
    expect(await screen.findByText(`${matching.length} briefs match`)).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(30));
    expect(screen.getAllByRole('article')[0]).toHaveAccessibleName(`Brief ${matching.at(-1)}`);
    expect(screen.getByText(`Showing 30 of ${matching.length} briefs`)).toBeInTheDocument();
  });
});
