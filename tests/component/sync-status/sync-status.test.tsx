import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createBrief } from '../../../src/data/briefs-repository.ts';
import DashboardPage from '../../../src/features/briefs/dashboard-page.tsx';
import { SyncStatusPill } from '../../../src/features/sync-status/sync-status-pill.tsx';
import { pillState } from '../../../src/features/sync-status/use-sync-summary.ts';
import { freshDatabase, renderSignedIn, resetToasts } from '../app/render.tsx';
import { storeBrief } from '../briefs/factories.ts';

vi.setConfig({ testTimeout: 20_000 });

const user = { id: 'sync-user', email: 'sync@example.com' };

function setOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
}

afterEach(() => {
  vi.restoreAllMocks();
  resetToasts();
});

describe('what the sync pill says first', () => {
  it.each([
    [{ online: true, pending: 0, blocked: 0, conflicts: 0 }, 'synced'],
    [{ online: true, pending: 2, blocked: 0, conflicts: 0 }, 'pending'],
    [{ online: false, pending: 2, blocked: 0, conflicts: 0 }, 'offline'],
    [{ online: false, pending: 0, blocked: 1, conflicts: 0 }, 'blocked'],
    [{ online: true, pending: 3, blocked: 1, conflicts: 1 }, 'conflicts'],
  ] as const)('%j → %s', (summary, state) => {
    expect(pillState(summary)).toBe(state);
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

  it('says Synced when nothing waits', async () => {
    setOnline(true);
    renderSignedIn(<SyncStatusPill />, { user: { ...user, id: 'synced-user' } });
    expect(await screen.findByRole('button', { name: /^Sync status: Synced/ })).toBeInTheDocument();
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
