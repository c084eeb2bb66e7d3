// The local file store (data/file-store.ts): a chosen file's bytes wait on the device, keyed by file id,
// with their upload state; a file downloaded for a pulled reference is kept for offline.
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, describe, expect, it } from 'vitest';
import type { BriefsmithDB } from '../../../src/data/db.ts';
import { localFile, localFilesOfBrief, pendingUploads } from '../../../src/data/file-reads.ts';
import {
  forgetLocalFiles,
  keepChosenFile,
  keepDownloadedFile,
  markUploaded,
  markUploadProgress,
  markUploadRefused,
  retryRefusedUploads,
} from '../../../src/data/file-store.ts';
import { openTestDatabase } from './local-db.ts';

const BRIEF = '0b6f3f64-3a0e-4f7e-9a55-5d3a3c1f2b10';
const OTHER = '1c7f3f64-3a0e-4f7e-9a55-5d3a3c1f2b10';
const id = (n: number) => `6d2a4d8e-1f7b-4b0c-8f0e-2a9f1c3d4e${String(n).padStart(2, '0')}`;
const chosen = (n: number, briefId = BRIEF) => ({
  id: id(n),
  briefId,
  name: `file-${n}.pdf`,
  type: 'application/pdf',
  blob: new Blob([`bytes of ${n}`], { type: 'application/pdf' }),
  sha256: 'a'.repeat(64),
  now: 1000 + n,
});

let db: BriefsmithDB;
afterEach(() => db?.close());

describe('local file store', () => {
  it('keeps a chosen file with its bytes, waiting to upload, and survives a reopen (a reload)', async () => {
    const indexedDB = new IDBFactory();
    db = openTestDatabase('user-1', indexedDB);
    const ref = await keepChosenFile(db, chosen(1));
    expect(ref).toEqual({
      id: id(1),
      path: `${BRIEF}/${id(1)}`,
      size: 10,
      type: 'application/pdf',
      sha256: 'a'.repeat(64),
    });
    db.close();
    db = openTestDatabase('user-1', indexedDB);
    const stored = await localFile(db, id(1));
    expect(stored).toMatchObject({ id: id(1), briefId: BRIEF, upload: 'pending', sentBytes: 0 });
    expect(await stored!.blob!.text()).toBe('bytes of 1');
    expect((await pendingUploads(db)).map((file) => file.id)).toEqual([id(1)]);
  });

  it('records progress and the resumable upload url, then the upload; an uploaded file keeps its bytes', async () => {
    db = openTestDatabase();
    await keepChosenFile(db, chosen(1));
    await markUploadProgress(db, id(1), 6, 'http://stack/storage/v1/upload/resumable/abc');
    expect(await localFile(db, id(1))).toMatchObject({
      upload: 'pending',
      sentBytes: 6,
      resumeUrl: 'http://stack/storage/v1/upload/resumable/abc',
    });
    await markUploaded(db, id(1));
    const stored = await localFile(db, id(1));
    expect(stored).toMatchObject({ upload: 'done', sentBytes: 10 });
    expect(stored!.resumeUrl).toBeUndefined();
    expect(await stored!.blob!.text()).toBe('bytes of 1');
    expect(await pendingUploads(db)).toEqual([]);
  });

  it('a refused upload is kept with the reason and retried on request, never deleted', async () => {
    db = openTestDatabase();
    await keepChosenFile(db, chosen(1));
    await markUploadRefused(db, id(1), 'The file is too large');
    expect(await localFile(db, id(1))).toMatchObject({ upload: 'refused', error: 'The file is too large' });
    expect(await pendingUploads(db)).toEqual([]);
    await retryRefusedUploads(db, [id(1)]);
    expect(await localFile(db, id(1))).toMatchObject({ upload: 'pending', sentBytes: 0 });
    expect((await localFile(db, id(1)))!.error).toBeUndefined();
  });

  it('pending uploads come oldest first; files are listed per brief', async () => {
    db = openTestDatabase();
    await keepChosenFile(db, chosen(3));
    await keepChosenFile(db, chosen(1, OTHER));
    await keepChosenFile(db, chosen(2));
    expect((await pendingUploads(db)).map((file) => file.id)).toEqual([id(1), id(2), id(3)]);
    expect((await localFilesOfBrief(db, BRIEF)).map((file) => file.id).sort()).toEqual([id(2), id(3)]);
  });

  it('keeps a downloaded file as uploaded, and never overwrites one waiting to upload', async () => {
    db = openTestDatabase();
    const ref = { id: id(5), path: `${BRIEF}/${id(5)}`, size: 3, type: 'image/png', sha256: 'b'.repeat(64) };
    await keepDownloadedFile(db, ref, new Blob(['png']), 7);
    expect(await localFile(db, id(5))).toMatchObject({ upload: 'done', briefId: BRIEF, size: 3 });
    await keepChosenFile(db, chosen(1));
    const mine = { ...ref, id: id(1), path: `${BRIEF}/${id(1)}` };
    await keepDownloadedFile(db, mine, new Blob(['other']), 8);
    expect(await (await localFile(db, id(1)))!.blob!.text()).toBe('bytes of 1');
    expect((await localFile(db, id(1)))!.upload).toBe('pending');
  });

  it('forgets files, but never one still waiting to upload', async () => {
    db = openTestDatabase();
    await keepChosenFile(db, chosen(1));
    await keepChosenFile(db, chosen(2));
    await markUploaded(db, id(2));
    expect(await forgetLocalFiles(db, [id(1), id(2)])).toBe(1);
    expect(await localFile(db, id(1))).toBeDefined();
    expect(await localFile(db, id(2))).toBeUndefined();
  });
});
