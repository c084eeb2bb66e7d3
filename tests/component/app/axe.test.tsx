import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import NotFoundPage from '../../../src/app/not-found-page.tsx';
import { createBrief } from '../../../src/data/briefs-repository.ts';
import CreateBriefDialog from '../../../src/features/briefs/create-brief-dialog.tsx';
import DashboardPage from './dashboard-screen.tsx';
import AuthPage from '../../../src/features/auth/auth-page.tsx';
import { AuthContextProvider } from '../../../src/session/auth-provider.tsx';
import InviteUserDialog from '../../../src/features/admin/invite-user-dialog.tsx';
import ShareBriefDialog from '../../../src/features/sharing/share-brief-dialog.tsx';
import SyncIssuesDialog from '../../../src/components/sync-status/sync-issues-dialog.tsx';
import { axeViolations } from '../support/axe.ts';
import { storeBrief } from '../briefs/factories.ts';
import { authValue, freshDatabase, renderSignedIn, resetToasts } from './render.tsx';

// axe-core on each of this workstream's screens (colour contrast is checked in Chromium by the e2e run).
vi.setConfig({ testTimeout: 20_000 });

const admin = { id: 'axe-admin', email: 'admin@example.com', isAdmin: true };

afterEach(() => {
  vi.restoreAllMocks();
  resetToasts();
});

describe('accessibility (axe)', () => {
  it('Auth screen', async () => {
    render(
      <AuthContextProvider value={authValue(null)}>
        <MemoryRouter initialEntries={['/auth']}>
          <AuthPage />
        </MemoryRouter>
      </AuthContextProvider>,
    );
    await screen.findByRole('heading', { name: 'Welcome' });
    expect(await axeViolations()).toEqual([]);
  });

  it('404 page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <MemoryRouter initialEntries={['/missing']}>
        <NotFoundPage />
      </MemoryRouter>,
    );
    expect(await axeViolations()).toEqual([]);
  });

  it('empty dashboard', async () => {
    renderSignedIn(<DashboardPage />, { user: { ...admin, id: 'axe-empty' } });
    await screen.findByRole('heading', { name: 'Create Your First Brief' });
    expect(await axeViolations()).toEqual([]);
  });

  it('dashboard with briefs, sync markers and the account menu open', async () => {
    const db = freshDatabase('axe-full');
    await storeBrief(db, { title: 'Shared one', ownerId: 'other', ownerName: 'Dana' });
    await createBrief(db, { title: 'Unsynced one', company: 'Acme' }, { userId: 'axe-full' });
    renderSignedIn(<DashboardPage />, { user: { ...admin, id: 'axe-full' }, db });
    await screen.findByRole('article', { name: 'Unsynced one' });
    await userEvent.click(screen.getByRole('button', { name: 'Account' }));
    await screen.findByRole('menuitem', { name: 'Sign out' });
    expect(await axeViolations()).toEqual([]);
  });

  it('Create New Brief, Invite New User and Share Brief dialogs', async () => {
    const db = freshDatabase('axe-dialogs');
    const brief = await storeBrief(db, { title: 'Pitch' });
    for (const dialog of [
      <CreateBriefDialog key="c" isOpen onOpenChange={() => undefined} />,
      <InviteUserDialog key="i" isOpen onOpenChange={() => undefined} />,
      <ShareBriefDialog
        key="s"
        briefId={brief.id}
        briefTitle="Pitch"
        isOpen
        onOpenChange={() => undefined}
      />,
    ]) {
      vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
      const { unmount } = renderSignedIn(dialog, { user: admin, db });
      await screen.findByRole('dialog');
      expect(await axeViolations()).toEqual([]);
      unmount();
    }
  });

  it('sync issues dialog with a conflict and a blocked change', async () => {
    const db = freshDatabase('axe-sync');
    const record = await storeBrief(db, { title: 'Contested' });
    await db.conflicts.put({
      briefId: record.id,
      kind: 'fields',
      fields: [{ field: 'timeline', base: 'Q1', mine: 'Q2', theirs: 'Q3' }],
      serverVersion: 2,
      createdAt: Date.now(),
    });
    const refused = await createBrief(db, { title: 'Refused', company: 'Acme' }, { userId: 'axe-sync' });
    await db.outbox
      .where('briefId')
      .equals(refused.id)
      .modify({ status: 'blocked', lastError: 'Not allowed' });
    renderSignedIn(<SyncIssuesDialog isOpen onOpenChange={() => undefined} />, { user: admin, db });
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByRole('region', { name: 'Refused' });
    expect(await axeViolations()).toEqual([]);
  });
});
