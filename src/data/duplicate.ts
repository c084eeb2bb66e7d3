// Duplicating a brief: the copy is a new brief of the signed-in user, saved through the one local save
// path (brief, card and outbox entry in one transaction), so it syncs like any new brief. Its files in
// Storage are copied, never shared: the server refuses a reference outside the brief's own folder
// (docs/design.md §25), so each file held on this device is kept again under a new id in the copy's
// folder (through the file store, waiting to upload), and a file not on this device is left out and
// named, for the caller to say so (it downloads what it can first, filesNotHere).
import { duplicateBrief as copyOf } from '../domain/reuse';
import type { Brief, FileItem, StoredFile } from '../domain/brief';
import { isStoredFile } from '../domain/file-refs';
import { fileItemName, type FileItemKind } from '../domain/files';
import { BriefNotFoundError, getBrief, saveBrief, type RepositoryContext } from './briefs-repository';
import type { BriefsmithDB } from './db';
import { localFilesById } from './file-reads';
import { keepChosenFile } from './file-store';

export type DuplicateResult = {
  copy: Brief;
  /** The names of the files not copied: in Storage, not on this device. */
  leftOut: string[];
};

const isStored = (item: FileItem): item is StoredFile => typeof item !== 'string' && isStoredFile(item);

function storedFilesOfBrief(brief: Brief): StoredFile[] {
  return [...brief.brand.brandDocuments, ...brief.creative.visualStyleFiles].filter(isStored);
}

/** The brief's files in Storage whose bytes are not on this device. */
export async function filesNotHere(db: BriefsmithDB, briefId: string): Promise<StoredFile[]> {
  const brief = await getBrief(db, briefId);
  if (!brief) return [];
  const files = storedFilesOfBrief(brief);
  const held = await localFilesById(
    db,
    files.map(({ file }) => file.id),
  );
  return files.filter(({ file }) => !held.get(file.id)?.blob);
}

async function copyFileItems(
  db: BriefsmithDB,
  items: readonly FileItem[],
  kind: FileItemKind,
  copyId: string,
  now: number,
  leftOut: string[],
): Promise<FileItem[]> {
  const held = await localFilesById(
    db,
    items.filter(isStored).map(({ file }) => file.id),
  );
  const copied: FileItem[] = [];
  for (const [index, item] of items.entries()) {
    if (!isStored(item)) {
      copied.push(item);
      continue;
    }
    const blob = held.get(item.file.id)?.blob;
    if (!blob) {
      leftOut.push(fileItemName(item, index, kind));
      continue;
    }
    const file = await keepChosenFile(db, {
      id: crypto.randomUUID(),
      briefId: copyId,
      name: item.name,
      type: item.file.type,
      blob,
      sha256: item.file.sha256,
      now,
    });
    copied.push({ name: item.name, file });
  }
  return copied;
}

export async function duplicateBrief(
  db: BriefsmithDB,
  briefId: string,
  ctx: RepositoryContext,
): Promise<DuplicateResult> {
  const source = await getBrief(db, briefId);
  if (!source) throw new BriefNotFoundError(briefId);
  const now = ctx.now?.() ?? new Date();
  const copy = copyOf(source, now);
  const leftOut: string[] = [];
  const at = now.getTime();
  copy.brand.brandDocuments = await copyFileItems(
    db,
    copy.brand.brandDocuments,
    'document',
    copy.id,
    at,
    leftOut,
  );
  copy.creative.visualStyleFiles = await copyFileItems(
    db,
    copy.creative.visualStyleFiles,
    'file',
    copy.id,
    at,
    leftOut,
  );
  await saveBrief(db, copy, ctx);
  return { copy, leftOut };
}
