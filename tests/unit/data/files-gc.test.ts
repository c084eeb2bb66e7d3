// The sweep of local file copies (data/files-gc.ts): a file kept on this device is forgotten once nothing
// here refers to it — no brief (as shown or as last pulled), no change waiting to push, no conflict, no
// history version, no template — unless it still waits to upload. A refused file goes only once no change
// points at it any more (the user discarded the change); an acknowledged edit's file always stays.
import { afterEach, describe, expect, it } from 'vitest';
import { createBrief } from '../../../src/data/briefs-repository.ts';
import type { BriefsmithDB } from '../../../src/data/db.ts';
import { localFile } from '../../../src/data/file-reads.ts';
import {
  keepChosenFile,
  markUploaded,
  markUploadRefused,
  UNSAVED_FILE_KEPT_MS,
} from '../../../src/data/file-store.ts';
import { collectUnusedFiles } from '../../../src/data/files-gc.ts';
import { offloadFiles } from '../../../src/data/files.ts';
import type { LocalFile, StoredRow } from '../../../src/data/records.ts';
import { encodeStoredFile } from '../../../src/domain/file-refs.ts';
import { context, openTestDatabase } from './local-db.ts';

const FILE = '6d2a4d8e-1f7b-4b0c-8f0e-2a9f1c3d4e5f';

let db: BriefsmithDB;
afterEach(() => db?.close());

type Upload = LocalFile['upload'];
type Place = (briefId: string, text: string) => Promise<void>;

async function brief(briefId: string) {
  return (await db.briefs.get(briefId))!;
}

/** Where the reference's text is written (tests write the tables directly; the app has one writer each). */
const places: Record<string, Place> = {
  nothing: async () => {},
  'the brief as the user sees it': async (id, text) => {
    const record = await brief(id);
    await db.briefs.put({ ...record, row: { ...record.row, brand_documents: [text] } });
  },
  'the brief as last pulled (its base)': async (id, text) => {
    const record = await brief(id);
    await db.briefs.put({ ...record, base: { ...record.row, visual_style_files: [text] } });
  },
  'a change waiting to push': async (id, text) => {
    const [entry] = await db.outbox.where('briefId').equals(id).toArray();
    await db.outbox.put({ ...entry!, patch: { brand_documents: [text] } });
  },
  'a blocked change': async (id, text) => {
    const [entry] = await db.outbox.where('briefId').equals(id).toArray();
    await db.outbox.put({ ...entry!, status: 'blocked', patch: { brand_documents: [text] } });
  },
  'a change’s base values': async (id, text) => {
    const [entry] = await db.outbox.where('briefId').equals(id).toArray();
    await db.outbox.put({ ...entry!, baseValues: { visual_style_files: [text] } });
  },
  'a conflict’s value (theirs)': async (briefId, text) => {
    await db.conflicts.put({
      briefId,
      kind: 'fields',
      fields: [{ field: 'brand_documents', base: [], mine: [], theirs: [text] }],
      serverVersion: 2,
      createdAt: 1,
    });
  },
  'a deleted-elsewhere conflict’s row': async (briefId, text) => {
    const row: StoredRow = { ...(await brief(briefId)).row, brand_documents: [text] };
    await db.conflicts.put({ briefId, kind: 'deleted', fields: [], row, serverVersion: 2, createdAt: 1 });
  },
  'a history version': async (briefId, text) => {
    await db.history.put({
      id: 7,
      briefId,
      version: 2,
      kind: 'updated',
      authorId: null,
      createdAt: '2026-01-01T10:00:00Z',
      changes: { brand_documents: { before: [text], after: [] } },
      details: {},
      authorName: 'Alice',
    });
  },
  'a team template': async (_id, text) => {
    await db.templates.put({
      id: 't1',
      name: 'Launch kit',
      type: 'brand',
      content: { brand_documents: [text] },
      authorId: 'user-1',
      authorName: 'Alice',
      createdAt: '2026-01-01T10:00:00Z',
      updatedAt: '2026-01-01T10:00:00Z',
    });
  },
};

async function held(upload: Upload, briefId: string, name = 'guide.pdf') {
  const file = await keepChosenFile(db, {
    id: FILE,
    briefId,
    name,
    type: 'application/pdf',
    blob: new Blob(['%PDF-1.4 guide'], { type: 'application/pdf' }),
    sha256: 'a'.repeat(64),
    now: 1,
  });
  if (upload === 'done') await markUploaded(db, FILE);
  if (upload === 'refused') await markUploadRefused(db, FILE, 'mime type x/y is not supported');
  return encodeStoredFile({ name, file });
}

describe('rule: a local file copy is forgotten once nothing on this device refers to it', () => {
  it.each([
    ['done', 'nothing', 'forgotten'],
    ['refused', 'nothing', 'forgotten'],
    ['pending', 'nothing', 'kept'],
    ['done', 'the brief as the user sees it', 'kept'],
    ['done', 'the brief as last pulled (its base)', 'kept'],
    ['pending', 'the brief as the user sees it', 'kept'],
    ['done', 'a change waiting to push', 'kept'],
    ['refused', 'a blocked change', 'kept'],
    ['refused', 'the brief as the user sees it', 'kept'],
    ['done', 'a change’s base values', 'kept'],
    ['done', 'a conflict’s value (theirs)', 'kept'],
    ['done', 'a deleted-elsewhere conflict’s row', 'kept'],
    ['done', 'a history version', 'kept'],
    ['done', 'a team template', 'kept'],
  ] as const)('a file %s, referred to by %s, is %s', async (upload, place, outcome) => {
    db = openTestDatabase();
    const { id } = await createBrief(db, { title: 'Launch', company: 'Acme' }, context());
    const text = await held(upload, id);
    await places[place]!(id, text);

    await collectUnusedFiles(db, 2);
    const after = await localFile(db, FILE);
    if (outcome === 'kept') expect(await after?.blob?.text()).toBe('%PDF-1.4 guide');
    else expect(after).toBeUndefined();
  });

  // A file chosen and never saved into a brief (the editor closed without saving): the upload queue
  // sends only files a change names, so without this it stayed on the device forever.
  it.each([
    ['nothing', UNSAVED_FILE_KEPT_MS, 'kept'],
    ['nothing', UNSAVED_FILE_KEPT_MS + 2, 'forgotten'],
    ['the brief as the user sees it', UNSAVED_FILE_KEPT_MS + 2, 'kept'],
    ['a change waiting to push', UNSAVED_FILE_KEPT_MS + 2, 'kept'],
  ] as const)(
    'a file waiting to upload, named by %s, swept %i ms after it was chosen, is %s',
    async (place, after, outcome) => {
      db = openTestDatabase();
      const { id } = await createBrief(db, { title: 'Launch', company: 'Acme' }, context());
      const text = await held('pending', id);
      await places[place]!(id, text);

      await collectUnusedFiles(db, 1 + after);
      const kept = await localFile(db, FILE);
      if (outcome === 'kept') expect(await kept?.blob?.text()).toBe('%PDF-1.4 guide');
      else expect(kept).toBeUndefined();
    },
  );

  it('sees a reference with a long name, which a row could hold as a short key of the file table', async () => {
    db = openTestDatabase();
    const { id } = await createBrief(db, { title: 'Launch', company: 'Acme' }, context());
    const text = await held('refused', id, `${'n'.repeat(2500)}.pdf`);
    // Kept in the row as it is: the push and the upload queue read references from the row and patch.
    expect(offloadFiles({ brand_documents: [text] }).values).toEqual({ brand_documents: [text] });
    await places['a blocked change']!(id, text);

    await collectUnusedFiles(db);
    expect(await localFile(db, FILE)).toBeDefined();
  });

  it('answers how many records it dropped, and leaves files in use alone', async () => {
    db = openTestDatabase();
    const { id } = await createBrief(db, { title: 'Launch', company: 'Acme' }, context());
    await held('done', id);
    expect(await collectUnusedFiles(db)).toBe(1);
    expect(await collectUnusedFiles(db)).toBe(0);
  });
});
