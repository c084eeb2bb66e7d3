import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import DashboardPage from '../app/dashboard-screen.tsx';
import { freshDatabase, renderSignedIn, resetToasts } from '../app/render.tsx';
import { storeBrief } from './factories.ts';

vi.setConfig({ testTimeout: 20_000 });
afterEach(resetToasts);
afterEach(() => vi.useRealTimers());

/**
 * The timers the page schedules its history writes with. IndexedDB (fake-indexeddb, on setImmediate)
 * and React's scheduler keep real time, so the local database and rendering still work.
 */
const PAGE_TIMERS: NonNullable<Parameters<typeof vi.useFakeTimers>[0]>['toFake'] = [
  'setTimeout',
  'clearTimeout',
  'requestAnimationFrame',
  'cancelAnimationFrame',
  'requestIdleCallback',
  'cancelIdleCallback',
];

const member = { id: 'find-member', email: 'member@example.com' };
const admin = { id: 'find-admin', email: 'admin@example.com', isAdmin: true };

const titles = () =>
  screen
    .queryAllByRole('article')
    .map((card) => card.getAttribute('aria-labelledby') && card.querySelector('h3')?.textContent);
const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000).toISOString();

/** Four briefs of the viewer and one shared with them, each findable by different fields. */
async function seed(userId: string) {
  const db = freshDatabase(userId);
  await storeBrief(db, {
    title: 'Spring Campaign',
    company: 'Café Noir',
    status: 'draft',
    type: 'marketing',
    createdAt: minutesAgo(50),
    updatedAt: minutesAgo(1),
  });
  await storeBrief(db, {
    title: 'Rebrand',
    company: 'Globex',
    status: 'in-progress',
    createdAt: minutesAgo(40),
    updatedAt: minutesAgo(2),
    edit: (brief) => {
      brief.overview.description = 'A bold new identity for the logistics arm';
    },
  });
  await storeBrief(db, {
    title: 'App Launch',
    company: 'Initech',
    status: 'review',
    type: 'product',
    createdAt: minutesAgo(10),
    updatedAt: minutesAgo(3),
    edit: (brief) => {
      brief.audience.painPoints = ['Slow onboarding', 'Hidden pricing'];
    },
  });
  await storeBrief(db, {
    title: 'Annual Report',
    company: 'Acme',
    status: 'completed',
    createdAt: minutesAgo(30),
    updatedAt: minutesAgo(4),
  });
  await storeBrief(db, {
    title: 'Partner Kit',
    company: 'Umbrella',
    status: 'draft',
    ownerId: 'someone-else',
    ownerName: 'Maya Lopez',
    permission: 'write',
    createdAt: minutesAgo(20),
    updatedAt: minutesAgo(5),
  });
  return db;
}

async function renderDashboard(userId: string, options: { search?: string; isAdmin?: boolean } = {}) {
  const db = await seed(userId);
  const user = { ...(options.isAdmin ? admin : member), id: userId };
  const rendered = renderSignedIn(<DashboardPage />, { user, db, search: options.search });
  await screen.findByRole('searchbox', { name: 'Search briefs' });
  return rendered;
}

const search = () => screen.getByRole('searchbox', { name: 'Search briefs' });

async function chooseOption(label: string, option: string) {
  await userEvent.click(await screen.findByRole('button', { name: new RegExp(`${label}$`) }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

describe('Dashboard: find briefs', () => {
  it('searches title, company, description and list fields as you type, ignoring case, accents and word order', async () => {
    await renderDashboard('find-search');
    await userEvent.type(search(), 'cafe');
    await waitFor(() => expect(titles()).toEqual(['Spring Campaign']));
    await userEvent.clear(search());
    await userEvent.type(search(), 'IDENTITY bold');
    await waitFor(() => expect(titles()).toEqual(['Rebrand']));
    await userEvent.clear(search());
    await userEvent.type(search(), 'onboarding');
    await waitFor(() => expect(titles()).toEqual(['App Launch']));
    await userEvent.clear(search());
    await userEvent.type(search(), 'maya');
    await waitFor(() => expect(titles()).toEqual(['Partner Kit']));
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent('1 brief matches');
  });

  it('focuses the search with "/" and clears it with Escape', async () => {
    await renderDashboard('find-keys');
    await userEvent.keyboard('/');
    expect(search()).toHaveFocus();
    await userEvent.keyboard('report');
    await waitFor(() => expect(titles()).toEqual(['Annual Report']));
    await userEvent.keyboard('{Escape}');
    expect(search()).toHaveValue('');
    await waitFor(() => expect(titles()).toHaveLength(5));
  });

  it('turns the stat cards into filters: "Drafts" shows the drafts, "Total Briefs" every brief again', async () => {
    const { router } = await renderDashboard('find-stats');
    const drafts = await screen.findByRole('button', { name: 'Drafts 2' });
    expect(drafts).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(drafts);
    await waitFor(() => expect(titles()).toEqual(['Spring Campaign', 'Partner Kit']));
    expect(screen.getByRole('button', { name: /^Drafts/ })).toHaveAttribute('aria-pressed', 'true');
    // The history entry is written once the results are drawn, so the URL follows them.
    await waitFor(() => expect(router.state.location.search).toBe('?status=draft'));
    await userEvent.click(screen.getByRole('button', { name: /^Completed/ }));
    await waitFor(() => expect(titles()).toEqual(['Annual Report']));
    await userEvent.click(screen.getByRole('button', { name: /^Total Briefs/ }));
    await waitFor(() => expect(titles()).toHaveLength(5));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('gives Review a stat card of its own that filters on click, with no sentence about a missing sum', async () => {
    const { router } = await renderDashboard('find-review-card');
    const stats = screen.getByRole('region', { name: 'Brief statistics' });
    const review = await within(stats).findByRole('button', { name: 'Review 1' });
    expect(stats).not.toHaveTextContent('do not add up');
    expect(review).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(review);
    await waitFor(() => expect(titles()).toEqual(['App Launch']));
    expect(within(stats).getByRole('button', { name: /^Review/ })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(router.state.location.search).toBe('?status=review'));
    await userEvent.click(within(stats).getByRole('button', { name: /^Review/ }));
    await waitFor(() => expect(titles()).toHaveLength(5));
  });

  it('says what the stat counts count', async () => {
    await renderDashboard('find-counts');
    const stats = screen.getByRole('region', { name: 'Brief statistics' });
    expect(stats).toHaveTextContent('The numbers count every brief you can see.');
    await userEvent.type(search(), 'a');
    await waitFor(() =>
      expect(stats).toHaveTextContent(
        'The numbers count the briefs that match your search and filters (any status).',
      ),
    );
    await userEvent.clear(search());
    await userEvent.type(search(), 'globex');
    await waitFor(() =>
      expect(within(stats).getByRole('button', { name: /^Total Briefs/ })).toHaveAccessibleName(
        'Total Briefs 1',
      ),
    );
    expect(within(stats).getByRole('button', { name: /^In Progress/ })).toHaveAccessibleName('In Progress 1');
    expect(within(stats).getByRole('button', { name: /^Drafts/ })).toHaveAccessibleName('Drafts 0');
  });

  it('filters by status (Review included), type and ownership', async () => {
    await renderDashboard('find-filters');
    await chooseOption('Status', 'Review');
    await waitFor(() => expect(titles()).toEqual(['App Launch']));
    await chooseOption('Status', 'Any status');
    await chooseOption('Type', 'Marketing');
    await waitFor(() => expect(titles()).toEqual(['Spring Campaign']));
    await chooseOption('Type', 'Any type');
    await chooseOption('Owner', 'Shared with me');
    await waitFor(() => expect(titles()).toEqual(['Partner Kit']));
    await chooseOption('Owner', 'Mine');
    await waitFor(() => expect(titles()).toHaveLength(4));
    expect(titles()).not.toContain('Partner Kit');
  });

  it('offers admins "Everyone\'s" and marks briefs not shared with them with their owner', async () => {
    const db = freshDatabase('find-admin-1');
    await storeBrief(db, { title: 'Not shared', ownerId: 'maya', ownerName: 'Maya', permission: 'admin' });
    await storeBrief(db, { title: 'Own', updatedAt: minutesAgo(10) });
    renderSignedIn(<DashboardPage />, { user: { ...admin, id: 'find-admin-1' }, db });
    expect(await screen.findByRole('article', { name: 'Not shared' })).toHaveTextContent('Owner: Maya');
    await userEvent.click(await screen.findByRole('button', { name: /Owner$/ }));
    expect(await screen.findByRole('option', { name: "Everyone's" })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('option', { name: 'Mine' }));
    await waitFor(() => expect(titles()).toEqual(['Own']));
  });

  it('shows an admin the briefs really shared with them under "Shared with me", saying who shared them', async () => {
    const db = freshDatabase('find-admin-2');
    await storeBrief(db, {
      title: 'Shared with the admin',
      ownerId: 'maya',
      ownerName: 'Maya',
      permission: 'admin',
      sharedWithMe: true,
    });
    await storeBrief(db, {
      title: 'Not shared',
      ownerId: 'omar',
      ownerName: 'Omar',
      permission: 'admin',
      sharedWithMe: false,
      updatedAt: minutesAgo(5),
    });
    await storeBrief(db, { title: 'Own', updatedAt: minutesAgo(10) });
    renderSignedIn(<DashboardPage />, { user: { ...admin, id: 'find-admin-2' }, db });
    expect(await screen.findByRole('article', { name: 'Shared with the admin' })).toHaveTextContent(
      'Shared by Maya',
    );
    expect(screen.getByRole('article', { name: 'Not shared' })).toHaveTextContent('Owner: Omar');
    await chooseOption('Owner', 'Shared with me');
    await waitFor(() => expect(titles()).toEqual(['Shared with the admin']));
    await chooseOption('Owner', "Everyone's");
    await waitFor(() => expect(titles()).toEqual(['Shared with the admin', 'Not shared', 'Own']));
  });

  it('sorts by last updated (default), created, title A–Z and company A–Z', async () => {
    const { router } = await renderDashboard('find-sort');
    await waitFor(() => expect(titles()).toHaveLength(5));
    expect(titles()).toEqual(['Spring Campaign', 'Rebrand', 'App Launch', 'Annual Report', 'Partner Kit']);
    await chooseOption('Sort by', 'Created');
    await waitFor(() =>
      expect(titles()).toEqual(['App Launch', 'Partner Kit', 'Annual Report', 'Rebrand', 'Spring Campaign']),
    );
    await chooseOption('Sort by', 'Title A–Z');
    await waitFor(() =>
      expect(titles()).toEqual(['Annual Report', 'App Launch', 'Partner Kit', 'Rebrand', 'Spring Campaign']),
    );
    await chooseOption('Sort by', 'Company A–Z');
    await waitFor(() =>
      expect(titles()).toEqual(['Annual Report', 'Spring Campaign', 'Rebrand', 'App Launch', 'Partner Kit']),
    );
    await waitFor(() => expect(router.state.location.search).toBe('?sort=company'));
  });

  it('opens with the search, filters and sort of the URL (a reload or a copied link), and Back returns to the previous find', async () => {
    const { router } = await renderDashboard('find-url', { search: '?q=a&status=draft&sort=title' });
    await waitFor(() => expect(titles()).toEqual(['Partner Kit', 'Spring Campaign']));
    expect(search()).toHaveValue('a');
    expect(screen.getByRole('button', { name: /^Drafts/ })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(screen.getByRole('button', { name: /^Completed/ }));
    await waitFor(() => expect(titles()).toEqual(['Annual Report']));
    // The find's history entry is written once its results are drawn; Back then returns to the one before.
    await waitFor(() => expect(router.state.location.search).toContain('status=completed'));
    await act(() => router.navigate(-1));
    await waitFor(() => expect(titles()).toEqual(['Partner Kit', 'Spring Campaign']));
    expect(search()).toHaveValue('a');
  });

  it('returns to the previous find when Back follows the history entry before it was drawn', async () => {
    const { router } = await renderDashboard('find-back-undrawn', { search: '?status=draft' });
    await waitFor(() => expect(titles()).toEqual(['Spring Campaign', 'Partner Kit']));
    // Back in the moment the entry is written, before the page draws it.
    const stop = router.subscribe((next) => {
      if (!next.location.search.includes('status=completed')) return;
      stop();
      void router.navigate(-1);
    });
    await userEvent.click(screen.getByRole('button', { name: /^Completed/ }));
    await waitFor(() => expect(router.state.location.search).toBe('?status=draft'));
    await waitFor(() => expect(titles()).toEqual(['Spring Campaign', 'Partner Kit']));
    expect(screen.getByRole('button', { name: /^Drafts/ })).toHaveAttribute('aria-pressed', 'true');
  });

  it('drops a chosen filter whose history entry was not yet written when Back is pressed', async () => {
    const { router } = await renderDashboard('find-back-early', { search: '?status=draft' });
    await waitFor(() => expect(titles()).toEqual(['Spring Campaign', 'Partner Kit']));
    await userEvent.click(screen.getByRole('button', { name: /^Completed/ }));
    await waitFor(() => expect(router.state.location.search).toBe('?status=completed'));
    // The page's clock from here on: the entry's write waits for a frame and a task, and only the test
    // moves time on, so "not written" means never written, not "not written yet".
    vi.useFakeTimers({ toFake: PAGE_TIMERS });
    // Back in the same moment as the click, before the new find's entry is written after the paint.
    act(() => screen.getByRole('button', { name: /^In Progress/ }).click());
    await act(() => router.navigate(-1));
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    vi.useRealTimers();
    await waitFor(() => expect(titles()).toEqual(['Spring Campaign', 'Partner Kit']));
    // The dropped entry was never written, so Back stays where it took the user.
    expect(router.state.location.search).toBe('?status=draft');
    expect(screen.getByRole('button', { name: /^In Progress/ })).toHaveAttribute('aria-pressed', 'false');
  });

  it('drops a typed query not yet written to the URL when Back is pressed', async () => {
    const { router } = await renderDashboard('find-back-typed', { search: '?status=draft' });
    await userEvent.click(await screen.findByRole('button', { name: /^Completed/ }));
    await waitFor(() => expect(router.state.location.search).toBe('?status=completed'));
    // The page's clock from here on: the query's write is due a moment after the last keystroke, and
    // only the test moves time on — well past that moment.
    vi.useFakeTimers({ toFake: PAGE_TIMERS });
    // Typed in one input event (Testing Library's async helpers wait on the real clock).
    act(() => void fireEvent.change(search(), { target: { value: 'annual' } }));
    await act(() => router.navigate(-1));
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    vi.useRealTimers();
    await waitFor(() => expect(titles()).toEqual(['Spring Campaign', 'Partner Kit']));
    // The query's write did not land on the find Back returned to.
    expect(router.state.location.search).toBe('?status=draft');
    expect(search()).toHaveValue('');
  });

  it('says when nothing matches, and "Clear filters" shows every brief again', async () => {
    const { router } = await renderDashboard('find-none', { search: '?status=review&type=brand' });
    expect(await screen.findByText('No briefs match your search and filters.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(titles()).toHaveLength(5));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('stays correct while sync changes briefs underneath', async () => {
    const { db } = await renderDashboard('find-live', { search: '?q=launch' });
    await waitFor(() => expect(titles()).toEqual(['App Launch']));
    // A pull brings a new matching brief and changes a match so that it no longer matches.
    await storeBrief(db, { title: 'Launch Party', ownerId: 'someone-else', permission: 'read' });
    await waitFor(() => expect(titles()).toEqual(['Launch Party', 'App Launch']));
    const launch = (await db.cards.toArray()).find((card) => card.title === 'App Launch')!;
    const record = (await db.briefs.get(launch.id))!;
    const { putBriefRecords } = await import('../../../src/data/sync-writer.ts');
    await db.transaction('rw', [db.briefs, db.cards], () =>
      putBriefRecords(db, [{ ...record, row: { ...record.row, title: 'Store Opening' } }]),
    );
    await waitFor(() => expect(titles()).toEqual(['Launch Party']));
  });
});
