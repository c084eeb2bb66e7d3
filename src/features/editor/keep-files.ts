// Files chosen in the editor are kept on this device at once, bytes and all, in the local file store
// (docs/design.md §25): the brief then refers to each by a reference `{name, file}` under its own folder,
// so saving stays instant and works offline, and the upload queue sends the bytes to Storage before the
// change that refers to them is pushed.
import { keepChosenFile } from '../../data/file-store';
import type { BriefsmithDB } from '../../data/db';
import type { StoredFile } from '../../domain/brief';
import { storageTypeOf, type UploadKind } from '../../domain/uploads';
import { decodeDataUrl, readAsDataUrl, sha256Hex } from '../../lib/file-bytes';

/** Keeps `files` for the brief `briefId`, one after another (a 50 MB file is read whole to be hashed). */
export async function keepChosenFiles(
  db: BriefsmithDB,
  briefId: string,
  kind: UploadKind,
  files: readonly File[],
  now: () => number = Date.now,
): Promise<StoredFile[]> {
  const kept: StoredFile[] = [];
  for (const chosen of files) {
    // Read as a data URL, as the spec reads files (docs/spec.md §2); its bytes are what is kept.
    const decoded = decodeDataUrl(await readAsDataUrl(chosen));
    if (!decoded) throw new Error('The file could not be read.');
    const type = storageTypeOf(kind, chosen);
    const file = await keepChosenFile(db, {
      id: crypto.randomUUID(),
      briefId,
      name: chosen.name,
      type,
      blob: new Blob([decoded.bytes], { type }),
      sha256: await sha256Hex(decoded.bytes),
      now: now(),
    });
    kept.push({ name: chosen.name, file });
  }
  return kept;
}
