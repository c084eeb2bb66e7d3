// Duplicating a brief with files in Storage: the copy must never refer to objects in the source's folder
// (the server refuses a reference outside the brief's own folder, docs/design.md §25). Each file held on
// this device is copied locally under a new id in the copy's folder, waiting to upload; a file not on this
// device is left out of the copy and named, so the user can be told.
import { afterEach, describe, expect, it } from 'vitest';
import { getBrief, saveBrief } from '../../../src/data/briefs-repository.ts';
import type { BriefsmithDB } from '../../../src/data/db.ts';
import { duplicateBrief, filesNotHere } from '../../../src/data/duplicate.ts';
import { localFile, localFilesOfBrief } from '../../../src/data/file-reads.ts';
import { keepChosenFile } from '../../../src/data/file-store.ts';
import type { FileRef, StoredFile } from '../../../src/domain/brief.ts';
import { makeBrief } from '../../fixtures/make-brief.ts';
import { context, openTestDatabase } from './local-db.ts';

let db: BriefsmithDB;
afterEach(() => db?.close());

const source = makeBrief({ title: 'Autumn' });
const ref = (id: string, type: string, size: number): FileRef => ({
  id,
  path: `${source.id}/${id}`,
  size,
  type,
  sha256: 'c'.repeat(64),
});
const heldId = crypto.randomUUID();
const awayId = crypto.randomUUID();
const held: StoredFile = { name: 'guide.pdf', file: ref(heldId, 'application/pdf', 11) };
const away: StoredFile = { name: 'mood.png', file: ref(awayId, 'image/png', 4) };
const legacy = { data: 'data:application/pdf;base64,JVBE', name: 'old.pdf' };

async function storeSource() {
  db = openTestDatabase('dup-files');
  const ctx = context('dup-files');
  await keepChosenFile(db, {
    id: heldId,
    briefId: source.id,
    name: 'guide.pdf',
    type: 'application/pdf',
    blob: new Blob(['guide bytes'], { type: 'application/pdf' }),
    sha256: 'c'.repeat(64),
    now: 1,
  });
  await saveBrief(
    db,
    {
      ...source,
      brand: { ...source.brand, brandDocuments: ['https://example.com/a.pdf', held, legacy] },
      creative: { ...source.creative, visualStyleFiles: [away] },
    },
    ctx,
  );
  return ctx;
}

describe('duplicating a brief with files in Storage', () => {
  it('names the files of a brief that are not on this device (to download before copying)', async () => {
    await storeSource();
    expect(await filesNotHere(db, source.id)).toEqual([away]);
  });

  it('copies each file held here under a new id in the copy’s folder, and leaves out one not here', async () => {
    const ctx = await storeSource();
    const { copy, leftOut } = await duplicateBrief(db, source.id, ctx);
    expect(leftOut).toEqual(['mood.png']);
    const saved = (await getBrief(db, copy.id))!;
    const [link, document, old] = saved.brand.brandDocuments;
    expect(link).toBe('https://example.com/a.pdf');
    expect(old).toEqual(legacy);
    expect(saved.creative.visualStyleFiles).toEqual([]);
    const copied = document as StoredFile;
    expect(copied.name).toBe('guide.pdf');
    expect(copied.file.id).not.toBe(heldId);
    expect(copied.file).toEqual({ ...held.file, id: copied.file.id, path: `${copy.id}/${copied.file.id}` });
    expect(JSON.stringify(saved)).not.toContain(`${source.id}/`);

    const local = (await localFile(db, copied.file.id))!;
    expect(local).toMatchObject({ briefId: copy.id, name: 'guide.pdf', upload: 'pending', size: 11 });
    expect(await local.blob!.text()).toBe('guide bytes');
    // The source's own copy is untouched.
    expect(await localFilesOfBrief(db, source.id)).toHaveLength(1);
  });
});
