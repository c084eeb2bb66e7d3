// "Restore this version" asks first and lists the fields the restore will change (a field that already
// has the version's value is not listed); Cancel changes nothing, Restore saves. Offline, on the device's
// own copy of the history: restoring text needs no connection.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import HistoryDialog from '../../../src/features/history/history-dialog.tsx';
import { freshDatabase, renderSignedIn, resetToasts } from '../app/render.tsx';
import { axeViolations } from '../support/axe.ts';
import { storeBrief } from '../briefs/factories.ts';

vi.setConfig({ testTimeout: 20_000 });

afterEach(() => {
  resetToasts();
  vi.restoreAllMocks();
});

async function renderHistory() {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  const db = freshDatabase(`restore-${crypto.randomUUID()}`);
  const stored = await storeBrief(db, {
    title: 'Harbour Festival',
    edit: (brief) => {
      brief.requirements.timeline = 'July';
      brief.requirements.budget = '20k';
      brief.overview.industry = 'Events';
    },
  });
  await db.history.put({
    id: 7,
    briefId: stored.id,
    version: 3,
    kind: 'updated',
    authorId: 'maya-id',
    authorName: 'Maya Lindqvist',
    createdAt: new Date().toISOString(),
    changes: {
      timeline: { before: 'May', after: 'June' },
      budget: { before: '10k', after: '20k' },
      industry: { before: '', after: 'Festivals' },
    },
    details: {},
  });
  renderSignedIn(<HistoryDialog briefId={stored.id} canRestore isOpen onOpenChange={() => undefined} />, {
    user: { id: db.userId, email: 'owner@example.com' },
    db,
  });
  const user = userEvent.setup();
  const dialog = await screen.findByRole('dialog', { name: 'History' });
  await user.click(await within(dialog).findByRole('button', { name: /Maya Lindqvist/ }));
  return { db, id: stored.id, user, dialog };
}

describe('Restore this version', () => {
  it('asks first, listing the fields that will change; Cancel changes nothing', async () => {
    const { db, id, user, dialog } = await renderHistory();
    await user.click(within(dialog).getByRole('button', { name: 'Restore this version' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Restore this version?' });
    const listed = within(confirm).getByRole('list', { name: 'Fields that will change' });
    expect(
      within(listed)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Industry', 'Timeline']);
    expect(await axeViolations(confirm)).toEqual([]);
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect((await db.briefs.get(id))!.row.timeline).toBe('July');
    expect(await db.outbox.where('briefId').equals(id).count()).toBe(0);
  });

  it('restores the listed fields when confirmed', async () => {
    const { db, id, user, dialog } = await renderHistory();
    await user.click(within(dialog).getByRole('button', { name: 'Restore this version' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Restore this version?' });
    await user.click(within(confirm).getByRole('button', { name: 'Restore' }));
    await screen.findByText('Version restored');
    const row = (await db.briefs.get(id))!.row;
    expect([row.timeline, row.industry, row.budget]).toEqual(['June', 'Festivals', '20k']);
  });
});
