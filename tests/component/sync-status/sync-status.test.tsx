import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createBrief } from '../../../src/data/briefs-repository.ts';
import DashboardPage from '../app/dashboard-screen.tsx';
import { AccountDeactivatedNotice } from '../../../src/components/sync-status/account-deactivated-notice.tsx';
import { SyncStatusPill } from '../../../src/components/sync-status/sync-status-pill.tsx';
import { pillState, pillText, type PillInput } from '../../../src/components/sync-status/pill-view.ts';
import { initialSyncStatus, syncStatus } from '../../../src/sync/status.ts';
import { freshDatabase, renderSignedIn, resetToasts } from '../app/render.tsx';
import { storeBrief } from '../briefs/factories.ts';

vi.setConfig({ testTimeout: 20_000 });

const user = { id: 'sync-user', email: 'sync@example.com' };

function setOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
}

afterEach(() => {
  syncStatus.setState(initialSyncStatus(true));
  vi.restoreAllMocks();
  resetToasts();
});

const blocked = (n: number) =>
  Array.from({ length: n }, (_, i) => ({ briefId: `b${i}`, title: 'Brief', reason: 'No' }));
const conflicts = (n: number) =>
  Array.from({ length: n }, (_, i) => ({ briefId: `c${i}`, title: 'Brief', kind: 'fields' as const }));
const NOW = new Date('2026-11-23T10:00:00Z');
const synced: PillInput = {
  ...initialSyncStatus(true),
  lastPullOk: true,
  lastPullAt: NOW.getTime() - 5_000,
};

describe('what the sync pill says first', () => {
  it.each<[string, Partial<PillInput>, string, string]>([
    ['nothing waits, the last pull succeeded', {}, 'synced', 'Synced · less than a minute ago'],
    ['queued changes', { queued: 2, pending: 2 }, 'pending', '2 pending changes'],
    ['a change waits though none is queued', { pending: 1 }, 'syncing', 'Syncing...'],
    ['no pull finished yet', { lastPullOk: null, lastPullAt: null }, 'syncing', 'Syncing...'],
    [
      'the last pull failed',
      { lastPullOk: false, state: 'error', nextRetryAt: NOW.getTime() + 120_000 },
      'error',
      'Sync error · retrying in 2 minutes',
    ],
    [
      'offline with changes',
      { online: false, queued: 2, pending: 2 },
      'offline',
      'Offline · 2 pending changes',
    ],
    ['the server is unreachable', { state: 'offline' }, 'offline', 'Offline'],
    [
      'first download',
      { firstSync: { done: 1500, total: 5000 }, lastPullOk: null },
      'first-sync',
      'Syncing… 1,500 of 5,000 briefs',
    ],
    [
      'first download, total unknown',
      { firstSync: { done: 500, total: null } },
      'first-sync',
      'Syncing… 500 briefs',
    ],
    ['session expired', { state: 'paused-auth', queued: 1, pending: 1 }, 'signed-out', 'Sign in to sync'],
    ['blocked, offline', { online: false, blocked: blocked(1), pending: 1 }, 'blocked', '1 blocked change'],
    [
      'the account was deactivated (before anything else)',
      { state: 'deactivated', queued: 2, pending: 2, conflicts: conflicts(1) },
      'deactivated',
      'Account deactivated',
    ],
    [
      'conflicts first',
      { queued: 3, blocked: blocked(1), conflicts: conflicts(1), state: 'paused-auth' },
      'conflicts',
      '1 conflict',
    ],
  ])('%s → %s', (_case, partial, state, text) => {
    const status = { ...synced, ...partial };
    expect(pillState(status)).toBe(state);
    expect(pillText(status, NOW)).toBe(text);
  });
});

describe('sync status', () => {
  it('counts pending changes after a local save and marks the brief as unsynced', async () => {
    const db = freshDatabase('pending-user');
    await createBrief(db, { title: 'Offline work', company: 'Acme' }, { userId: 'pending-user' });
    renderSignedIn(<DashboardPage />, { user: { ...user, id: 'pending-user' }, db });
    expect(await screen.findByRole('button', { name: 'Sync status: 1 pending change' })).toBeInTheDocument();
    const card = await screen.findByRole('article', { name: 'Offline work' });
    expect(await within(card).findByText('Unsynced changes')).toBeInTheDocument();
  });

  it('says Offline with the pending count when the browser is offline', async () => {
    setOnline(false);
    const db = freshDatabase('offline-user');
    await createBrief(db, { title: 'Train ride', company: 'Acme' }, { userId: 'offline-user' });
    renderSignedIn(<SyncStatusPill />, { user: { ...user, id: 'offline-user' }, db });
    expect(
      await screen.findByRole('button', { name: 'Sync status: Offline · 1 pending change' }),
    ).toBeInTheDocument();
  });

  it('says Synced when nothing waits and the last pull succeeded', async () => {
    setOnline(true);
    syncStatus.setState({ state: 'idle', lastPullOk: true, lastPullAt: Date.now() });
    renderSignedIn(<SyncStatusPill />, { user: { ...user, id: 'synced-user' } });
    expect(await screen.findByRole('button', { name: /^Sync status: Synced/ })).toBeInTheDocument();
  });

  it('says when the session expired and offers to sign in again, keeping the changes on the device', async () => {
    setOnline(true);
    const db = freshDatabase('expired-user');
    await createBrief(db, { title: 'Kept', company: 'Acme' }, { userId: 'expired-user' });
    syncStatus.setState({ state: 'paused-auth' });
    const signOut = vi.fn(async () => ({ error: null }));
    renderSignedIn(<SyncStatusPill />, { user: { ...user, id: 'expired-user' }, db, auth: { signOut } });
    await userEvent.click(await screen.findByRole('button', { name: 'Sync status: Sign in to sync' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sync status' });
    expect(within(dialog).getByText(/Your session has expired/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign in again' }));
    expect(signOut).toHaveBeenCalledOnce();
    expect(await db.outbox.count()).toBe(1);
  });

  it('says the account was deactivated, on every screen and in the details, keeping the changes on the device', async () => {
    setOnline(true);
    const db = freshDatabase('deactivated-user');
    await createBrief(db, { title: 'Written after', company: 'Acme' }, { userId: 'deactivated-user' });
    syncStatus.setState({ state: 'deactivated' });
    renderSignedIn(
      <>
        <AccountDeactivatedNotice />
        <DashboardPage />
      </>,
      { user: { ...user, id: 'deactivated-user' }, db },
    );
    const notice = await screen.findByRole('region', { name: 'Account deactivated' });
    expect(within(notice).getByRole('alert')).toHaveTextContent(
      'An administrator deactivated this account, so your changes cannot sync. They stay on this device and are sent when the account is reactivated and you sign in again.',
    );
    expect(
      await within(notice).findByText('1 brief has unsynced changes kept on this device.'),
    ).toBeVisible();
    const card = await screen.findByRole('article', { name: 'Written after' });
    expect(within(card).getByText('Unsynced changes')).toBeInTheDocument();
    expect(within(card).queryByText('Sync blocked')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Sync status: Account deactivated' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sync status' });
    expect(within(dialog).getByText(/An administrator deactivated this account/)).toBeInTheDocument();
    expect(within(dialog).getByText('1 brief has unsynced changes kept on this device.')).toBeInTheDocument();
    expect(within(dialog).queryByText(/on their way to the server/)).not.toBeInTheDocument();
    expect(await db.outbox.count()).toBe(1);
  });

  it('shows no deactivation notice otherwise', async () => {
    syncStatus.setState({ state: 'idle', lastPullOk: true, lastPullAt: Date.now() });
    renderSignedIn(<AccountDeactivatedNotice />, { user: { ...user, id: 'active-user' } });
    await screen.findByText((_, element) => element === document.body);
    expect(screen.queryByRole('region', { name: 'Account deactivated' })).not.toBeInTheDocument();
  });

  it('shows the first download as it goes', async () => {
    setOnline(true);
    syncStatus.setState({ state: 'syncing', firstSync: { done: 1500, total: 5000 } });
    renderSignedIn(<SyncStatusPill />, { user: { ...user, id: 'first-sync-user' } });
    expect(
      await screen.findByRole('button', { name: 'Sync status: Syncing… 1,500 of 5,000 briefs' }),
    ).toBeInTheDocument();
  });

  it('shows a conflict on the pill and the card, and both values side by side with mine/theirs', async () => {
    const db = freshDatabase('conflict-user');
    const record = await storeBrief(db, { title: 'Contested' });
    await db.conflicts.put({
      briefId: record.id,
      kind: 'fields',
      fields: [{ field: 'budget', base: '$10k', mine: '$12k', theirs: '$15k' }],
      serverVersion: 2,
      createdAt: Date.now(),
    });
    renderSignedIn(<DashboardPage />, { user: { ...user, id: 'conflict-user' }, db });
    const card = await screen.findByRole('article', { name: 'Contested' });
    expect(await within(card).findByText('Sync conflict')).toBeInTheDocument();
    // The card's badge leads to the editor, which opens the conflict on arrival.
    expect(within(card).getByRole('link', { name: 'Sync conflict' })).toHaveAttribute(
      'href',
      `/brief/${record.id}#conflict`,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Sync status: 1 conflict' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sync status' });
    const conflict = await within(dialog).findByRole('region', { name: 'Contested' });
    expect(conflict).toHaveTextContent('Budget');
    expect(conflict).toHaveTextContent('Your version$12k');
    expect(conflict).toHaveTextContent('Server version$15k');
    expect(within(conflict).getByRole('button', { name: 'Keep mine: Budget' })).toBeInTheDocument();
    expect(within(conflict).getByRole('button', { name: 'Take theirs: Budget' })).toBeInTheDocument();
    expect(within(conflict).getByRole('button', { name: 'Keep all mine' })).toBeInTheDocument();
    expect(within(conflict).getByRole('button', { name: 'Take all theirs' })).toBeInTheDocument();
  });

  it("lists a blocked change with the server's reason", async () => {
    const db = freshDatabase('blocked-user');
    const brief = await createBrief(db, { title: 'Refused', company: 'Acme' }, { userId: 'blocked-user' });
    await db.outbox
      .where('briefId')
      .equals(brief.id)
      .modify({ status: 'blocked', lastError: 'You may only read this brief.' });
    renderSignedIn(<DashboardPage />, { user: { ...user, id: 'blocked-user' }, db });
    const card = await screen.findByRole('article', { name: 'Refused' });
    expect(await within(card).findByText('Sync blocked')).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Sync status: 1 blocked change' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sync status' });
    const entry = await within(dialog).findByRole('region', { name: 'Refused' });
    expect(entry).toHaveTextContent('Reason: You may only read this brief.');
    expect(within(entry).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(within(entry).getByRole('button', { name: 'Discard change' })).toBeInTheDocument();
  });
});
