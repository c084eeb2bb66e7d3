// The one writer of the local file store, `localFiles` (lint refuses any other; docs/design.md §24 for
// the same rule over briefs). A file chosen in the editor is kept here with its bytes at once, before the
// brief that refers to it is saved, so a save never waits and a reload, a lost network or a closed laptop
// loses nothing: the upload queue (sync/uploads.ts) sends it later and records its progress here.
// A file waiting to upload is never overwritten by a download, nor forgotten.
import { fileObjectPath, fileRefBriefId } from '../domain/file-refs';
import type { FileRef } from '../domain/brief';
import type { BriefsmithDB } from './db';
import type { LocalFile } from './records';
import { guardQuota } from './storage';

export type ChosenFile = {
  id: string;
  briefId: string;
  name: string;
  type: string;
  blob: Blob;
  sha256: string;
  now: number;
};

/** Keeps a chosen file's bytes, waiting to upload; answers the reference the row will hold. */
export async function keepChosenFile(db: BriefsmithDB, chosen: ChosenFile): Promise<FileRef> {
  const file: LocalFile = {
    id: chosen.id,
    briefId: chosen.briefId,
    path: fileObjectPath(chosen.briefId, chosen.id),
    name: chosen.name,
    type: chosen.type,
    size: chosen.blob.size,
    sha256: chosen.sha256,
    blob: chosen.blob,
    upload: 'pending',
    sentBytes: 0,
    createdAt: chosen.now,
  };
  await guardQuota(() => db.localFiles.put(file));
  return { id: file.id, path: file.path, size: file.size, type: file.type, sha256: file.sha256 };
}

/** How far an upload got (null: unchanged), and where a resumable one goes on. */
export async function markUploadProgress(
  db: BriefsmithDB,
  id: string,
  sentBytes: number | null,
  resumeUrl?: string,
): Promise<void> {
  await db.localFiles
    .where('id')
    .equals(id)
    .modify((file) => {
      if (file.upload !== 'pending') return;
      if (sentBytes !== null) file.sentBytes = Math.max(0, Math.min(sentBytes, file.size));
      if (resumeUrl !== undefined) file.resumeUrl = resumeUrl;
    });
}

export async function markUploaded(db: BriefsmithDB, id: string): Promise<void> {
  await db.localFiles
    .where('id')
    .equals(id)
    .modify((file) => {
      file.upload = 'done';
      file.sentBytes = file.size;
      delete file.resumeUrl;
      delete file.error;
    });
}

/** The server refused the upload (size, type, rights): kept with its reason until the user acts. */
export async function markUploadRefused(db: BriefsmithDB, id: string, reason: string): Promise<void> {
  await db.localFiles
    .where('id')
    .equals(id)
    .modify((file) => {
      if (file.upload === 'done') return;
      file.upload = 'refused';
      file.error = reason;
      delete file.resumeUrl;
    });
}

/** The user retries blocked changes: their refused files upload again from the start. */
export async function retryRefusedUploads(db: BriefsmithDB, ids: readonly string[]): Promise<void> {
  await db.localFiles
    .where('id')
    .anyOf([...ids])
    .modify((file) => {
      if (file.upload !== 'refused') return;
      file.upload = 'pending';
      file.sentBytes = 0;
      delete file.error;
    });
}

/** Keeps a downloaded file for offline use (a file this device is still uploading is left as it is). */
export async function keepDownloadedFile(db: BriefsmithDB, ref: FileRef, blob: Blob, now: number, name = '') {
  await guardQuota(() =>
    db.transaction('rw', db.localFiles, async () => {
      const held = await db.localFiles.get(ref.id);
      if (held?.blob) return;
      await db.localFiles.put({
        id: ref.id,
        briefId: fileRefBriefId(ref),
        path: ref.path,
        name: held?.name ?? name,
        type: ref.type,
        size: ref.size,
        sha256: ref.sha256,
        blob,
        upload: 'done',
        sentBytes: ref.size,
        createdAt: now,
      });
    }),
  );
}

/** Drops files no longer needed here; a file still waiting to upload (or refused) is kept. Answers how many. */
export async function forgetLocalFiles(db: BriefsmithDB, ids: readonly string[]): Promise<number> {
  return db.transaction('rw', db.localFiles, async () => {
    const held = await db.localFiles.bulkGet([...ids]);
    const done = held.filter((file): file is LocalFile => file?.upload === 'done').map((file) => file.id);
    await db.localFiles.bulkDelete(done);
    return done.length;
  });
}

/** A file chosen and never saved into a brief is forgotten after this long (no draft outlives its page). */
export const UNSAVED_FILE_KEPT_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * Forgets every file no longer referred to here (`used`: the ids rows, changes, conflicts, history and
 * templates on this device name), except one still waiting to upload: its change may be saved next —
 * unless it was chosen over UNSAVED_FILE_KEPT_MS before `now` (the editor closed without saving; the
 * upload queue sends only files a change names, so it would stay forever). A refused file nothing
 * refers to goes (its change was discarded). Run inside the sweep's transaction (data/files-gc.ts), so
 * no save adds a reference meanwhile. Answers how many.
 */
export async function forgetUnreferencedFiles(
  db: BriefsmithDB,
  used: ReadonlySet<string>,
  now: number,
): Promise<number> {
  const settled = await db.localFiles.where('upload').anyOf(['done', 'refused']).primaryKeys();
  const unsaved = await db.localFiles
    .where('upload')
    .equals('pending')
    .filter((file) => file.createdAt < now - UNSAVED_FILE_KEPT_MS)
    .primaryKeys();
  const unused = [...settled, ...unsaved].filter((id) => !used.has(id));
  await db.localFiles.bulkDelete(unused);
  return unused.length;
}
