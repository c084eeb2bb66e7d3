// Reads of the local file store (file-store.ts is its one writer).
import type { BriefsmithDB } from './db';
import type { LocalFile } from './records';

export function localFile(db: BriefsmithDB, id: string): Promise<LocalFile | undefined> {
  return db.localFiles.get(id);
}

export function localFilesOfBrief(db: BriefsmithDB, briefId: string): Promise<LocalFile[]> {
  return db.localFiles.where('briefId').equals(briefId).toArray();
}

/** Files waiting to upload, oldest first (the order they were chosen in). */
export async function pendingUploads(db: BriefsmithDB): Promise<LocalFile[]> {
  const pending = await db.localFiles.where('upload').equals('pending').toArray();
  return pending.sort((a, b) => a.createdAt - b.createdAt || a.id.localeCompare(b.id));
}

/** The upload state of each of `ids` held here (absent: this device never had it). */
export async function localFilesById(
  db: BriefsmithDB,
  ids: readonly string[],
): Promise<Map<string, LocalFile>> {
  const files = await db.localFiles.bulkGet([...ids]);
  return new Map(files.flatMap((file) => (file ? [[file.id, file] as const] : [])));
}
