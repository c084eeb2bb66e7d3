import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createBrief } from '../../../src/data/briefs-repository.ts';
import ShareBriefDialog from '../../../src/features/sharing/share-brief-dialog.tsx';
import { freshDatabase, renderSignedIn } from '../app/render.tsx';
import { storeBrief } from '../briefs/factories.ts';

afterEach(() => vi.restoreAllMocks());

describe('Share Brief without the server', () => {
  it('says sharing needs a connection when offline, and keeps Share disabled', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const db = freshDatabase('share-offline');
    const record = await storeBrief(db, { title: 'Pitch' });
    renderSignedIn(
      <ShareBriefDialog briefId={record.id} briefTitle="Pitch" isOpen onOpenChange={() => undefined} />,
      {
        user: { id: 'share-offline', email: 's@example.com' },
        db,
      },
    );
    const dialog = await screen.findByRole('dialog', { name: 'Share Brief' });
    expect(dialog).toHaveTextContent('Sharing needs an internet connection.');
    expect(within(dialog).getByRole('button', { name: 'Share' })).toBeDisabled();
  });

  it('says a brief that has not reached the server yet can be shared once synced', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    const db = freshDatabase('share-unsynced');
    const brief = await createBrief(db, { title: 'Fresh', company: 'Acme' }, { userId: 'share-unsynced' });
    renderSignedIn(
      <ShareBriefDialog briefId={brief.id} briefTitle="Fresh" isOpen onOpenChange={() => undefined} />,
      {
        user: { id: 'share-unsynced', email: 's@example.com' },
        db,
      },
    );
    const dialog = await screen.findByRole('dialog', { name: 'Share Brief' });
    expect(await within(dialog).findByText(/has not reached the server yet/)).toBeInTheDocument();
  });
});
