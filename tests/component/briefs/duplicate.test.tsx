import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getBrief, saveBrief } from '../../../src/data/briefs-repository.ts';
import type { BriefsmithDB } from '../../../src/data/db.ts';
import DashboardPage from '../app/dashboard-screen.tsx';
import { makeFullBrief } from '../../fixtures/make-brief.ts';
import { renderViewPage } from '../view/render-view.tsx';
import { freshDatabase, renderSignedIn, resetToasts } from '../app/render.tsx';
import { storeBrief } from './factories.ts';

vi.setConfig({ testTimeout: 20_000 });
afterEach(resetToasts);

/** The one brief whose title is `title`, with its local record. */
async function briefTitled(db: BriefsmithDB, title: string) {
  const card = (await db.cards.toArray()).find((c) => c.title === title);
  if (!card) return undefined;
  return { card, brief: (await getBrief(db, card.id))!, record: (await db.briefs.get(card.id))! };
}

describe('Duplicate', () => {
  it('copies a brief from its card as "Copy of {title}", a draft of mine with every field and file, and opens the editor', async () => {
    const db = freshDatabase('dup-card');
    const source = makeFullBrief({ title: 'Autumn campaign', status: 'completed' });
    await saveBrief(db, source, { userId: 'dup-card' });
    const { router } = renderSignedIn(<DashboardPage />, {
      user: { id: 'dup-card', email: 'me@example.com' },
      db,
    });
    const card = await screen.findByRole('article', { name: 'Autumn campaign' });
    await userEvent.click(within(card).getByRole('button', { name: 'Duplicate Autumn campaign' }));

    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/brief\/[0-9a-f-]{36}$/));
    const copy = (await briefTitled(db, 'Copy of Autumn campaign'))!;
    expect(router.state.location.pathname).toBe(`/brief/${copy.card.id}`);
    expect(copy.card.id).not.toBe(source.id);
    const { id: _id, title: _title, status, createdAt: _c, updatedAt: _u, ...content } = copy.brief;
    const { id: _sid, title: _st, status: _ss, createdAt: _sc, updatedAt: _su, ...sourceContent } = source;
    expect(status).toBe('draft');
    expect(content).toEqual(sourceContent);
    expect(copy.brief.brand.brandDocuments).toContainEqual({
      data: 'data:application/pdf;base64,JVBE',
      name: 'deck.pdf',
    });
    expect(copy.record).toMatchObject({
      isOwner: true,
      permission: 'owner',
      ownerId: 'dup-card',
      serverVersion: 0,
    });
    expect(await screen.findByText('Brief duplicated')).toBeInTheDocument();
    // Saved through the outbox, so it syncs like any new brief.
    const entries = await db.outbox.where('briefId').equals(copy.card.id).toArray();
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ kind: 'upsert', baseVersion: 0, status: 'pending' });
    expect(entries[0]!.patch).toMatchObject({
      title: 'Copy of Autumn campaign',
      status: 'draft',
      budget: '$10k',
    });
  });

  it('says which files were not copied: in Storage, not on this device, and no way to download them', async () => {
    const db = freshDatabase('dup-away');
    const source = makeFullBrief({ title: 'Trip' });
    const fileId = crypto.randomUUID();
    const away = {
      name: 'guidelines.pdf',
      file: {
        id: fileId,
        path: `${source.id}/${fileId}`,
        size: 10,
        type: 'application/pdf',
        sha256: 'f'.repeat(64),
      },
    };
    await saveBrief(
      db,
      { ...source, brand: { ...source.brand, brandDocuments: [away] } },
      { userId: 'dup-away' },
    );
    renderSignedIn(<DashboardPage />, { user: { id: 'dup-away', email: 'me@example.com' }, db });
    const card = await screen.findByRole('article', { name: 'Trip' });
    await userEvent.click(within(card).getByRole('button', { name: 'Duplicate Trip' }));
    expect(await screen.findByText('Brief duplicated')).toBeInTheDocument();
    expect(await screen.findByText('A file was not copied')).toBeInTheDocument();
    expect(
      screen.getByText(
        'guidelines.pdf is not on this device yet and could not be downloaded. Open the original brief when you are online and add it to the copy.',
      ),
    ).toBeInTheDocument();
    const copy = (await briefTitled(db, 'Copy of Trip'))!;
    expect(copy.brief.brand.brandDocuments).toEqual([]);
  });

  it('makes a brief shared with me (view only) into a copy I own', async () => {
    const db = freshDatabase('dup-shared');
    await storeBrief(db, {
      title: 'Their brief',
      ownerId: 'someone-else',
      permission: 'read',
      status: 'review',
    });
    renderSignedIn(<DashboardPage />, { user: { id: 'dup-shared', email: 'me@example.com' }, db });
    const card = await screen.findByRole('article', { name: 'Their brief' });
    await userEvent.click(within(card).getByRole('button', { name: /^Duplicate/ }));
    const copy = await waitFor(async () => (await briefTitled(db, 'Copy of Their brief'))!);
    expect(copy.record).toMatchObject({ isOwner: true, ownerId: 'dup-shared', permission: 'owner' });
    expect(copy.record.row.user_id).toBe('dup-shared');
    expect(copy.brief.status).toBe('draft');
  });

  it('duplicates from the brief view with "Duplicate" and opens the copy in the editor', async () => {
    const source = makeFullBrief({ title: 'Winter sale' });
    const { db, router, user } = await renderViewPage(source);
    await user.click(await screen.findByRole('button', { name: 'Duplicate' }));
    expect(await screen.findByRole('heading', { name: 'Editor page' })).toBeInTheDocument();
    const copy = (await briefTitled(db, 'Copy of Winter sale'))!;
    expect(router.state.location.pathname).toBe(`/brief/${copy.card.id}`);
    expect(copy.brief.creative).toEqual(source.creative);
  });
});
