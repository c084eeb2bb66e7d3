// Files kept in Storage in the view: a document held on this device opens from it ("Click to download");
// one not here yet says "Not on this device yet"; images not here yet show the placeholder with the name.
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { keepChosenFile } from '../../../src/data/file-store.ts';
import type { FileRef } from '../../../src/domain/brief.ts';
import { makeBrief } from '../../fixtures/make-brief.ts';
import { renderViewPage } from './render-view.tsx';

const brief = makeBrief({ title: 'Guidelines' });
const held = crypto.randomUUID();
const absent = crypto.randomUUID();
const image = crypto.randomUUID();
const ref = (id: string, type = 'application/pdf'): FileRef => ({
  id,
  path: `${brief.id}/${id}`,
  size: 4,
  type,
  sha256: 'e'.repeat(64),
});
const withFiles = {
  ...brief,
  brand: {
    ...brief.brand,
    brandDocuments: [
      { name: 'here.pdf', file: ref(held) },
      { name: 'away.pdf', file: ref(absent) },
    ],
  },
  creative: { ...brief.creative, visualStyleFiles: [{ name: 'mood.png', file: ref(image, 'image/png') }] },
};

describe('files kept in Storage in the view', { timeout: 20_000 }, () => {
  it('says where each file stands on this device', async () => {
    await renderViewPage(withFiles, (db) =>
      keepChosenFile(db, {
        id: held,
        briefId: brief.id,
        name: 'here.pdf',
        type: 'application/pdf',
        blob: new Blob(['%PDF']),
        sha256: 'e'.repeat(64),
        now: 1,
      }),
    );
    const here = await screen.findByRole('button', { name: /here\.pdf/ });
    await vi.waitFor(() => expect(within(here).queryByText('Not on this device yet')).toBeNull());
    expect(here).toHaveTextContent('Click to download');
    const away = await screen.findByRole('button', { name: /away\.pdf/ });
    expect(await within(away).findByText('Not on this device yet')).toBeInTheDocument();
    const mood = await screen.findByRole('button', { name: /mood\.png/ });
    expect(await within(mood).findByText('Not on this device yet')).toBeInTheDocument();
    // Read by now: the held one still offers itself.
    expect(here).toHaveTextContent('Click to download');
  });

  it('offers "Keep files offline" for a brief with files in Storage, and not for one without', async () => {
    const first = await renderViewPage(withFiles);
    expect(await first.findAllByRole('button', { name: 'Keep files offline' })).not.toHaveLength(0);
    first.unmount();
    const second = await renderViewPage(makeBrief({ title: 'No files' }));
    await second.findAllByRole('button', { name: 'Download Markdown' });
    expect(second.queryAllByRole('button', { name: 'Keep files offline' })).toHaveLength(0);
  });
});
