// Each file kept in Storage shows where it stands on this device: "Waiting to upload" (offline),
// "Uploading 45%", then nothing; a file not downloaded yet says "Not on this device yet".
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { keepChosenFile, markUploaded, markUploadProgress } from '../../../src/data/file-store.ts';
import type { FileRef } from '../../../src/domain/brief.ts';
import { makeBrief } from '../../fixtures/make-brief.ts';
import { renderEditor } from './render-editor.tsx';

afterEach(() => vi.restoreAllMocks());

const brief = makeBrief({ title: 'Guidelines' });
const fileId = crypto.randomUUID();
const bytes = new Blob([new Uint8Array(100)], { type: 'application/pdf' });
const chosen = {
  id: fileId,
  briefId: brief.id,
  name: 'guide.pdf',
  type: 'application/pdf',
  blob: bytes,
  sha256: 'd'.repeat(64),
  now: 1,
};
const ref: FileRef = {
  id: fileId,
  path: `${brief.id}/${fileId}`,
  size: 100,
  type: 'application/pdf',
  sha256: 'd'.repeat(64),
};
const withFile = { ...brief, brand: { ...brief.brand, brandDocuments: [{ name: 'guide.pdf', file: ref }] } };

const documents = () => screen.findByRole('list', { name: 'Uploaded brand documents' });

describe('file states in the editor', { timeout: 20_000 }, () => {
  it('says "Waiting to upload" while offline', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await renderEditor(withFile, { prepare: (db) => keepChosenFile(db, chosen) });
    const list = await documents();
    expect(await within(list).findByText('Waiting to upload')).toBeInTheDocument();
    expect(list).toHaveTextContent('guide.pdf');
  });

  it('says "Uploading 45%" while online, then nothing once the file is in Storage', async () => {
    const { db } = await renderEditor(withFile, {
      prepare: async (db) => {
        await keepChosenFile(db, chosen);
        await markUploadProgress(db, fileId, 45);
      },
    });
    const list = await documents();
    expect(await within(list).findByText('Uploading 45%')).toBeInTheDocument();
    await markUploaded(db, fileId);
    await vi.waitFor(() => expect(within(list).queryByText(/Uploading/)).toBeNull());
    expect(within(list).queryByText('Waiting to upload')).toBeNull();
    expect(within(list).queryByText('Not on this device yet')).toBeNull();
  });

  it('says "Not on this device yet" for a file this device never held', async () => {
    await renderEditor(withFile);
    const list = await documents();
    expect(await within(list).findByText('Not on this device yet')).toBeInTheDocument();
  });
});
