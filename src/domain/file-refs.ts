// Files kept as objects in Supabase Storage (docs/design.md §6): the brief's row holds a reference
// `{name, file: {id, path, size, type, sha256}}` (stored as its JSON text, like the spec's `{data, name}`),
// the object lives in the bucket `brief-files` at `{brief_id}/{file_id}`, and the file id is a uuid made
// on the device. Pure: the shape, its reading, the limits and where each upload goes.
import type { FileItem, FileRef, StoredFile } from './brief-values';
import { MAX_UPLOAD_BYTES } from './constants';
import { columnsOfKind } from './fields';

const MIB = 1024 * 1024;

export const FILE_LIMITS = {
  /** Hosted Supabase's free-plan object limit (the bucket's `file_size_limit`). */
  maxFileBytes: MAX_UPLOAD_BYTES,
  /** Larger files go resumably (TUS), as Supabase's docs advise. */
  resumableAboveBytes: 6 * MIB,
  /** Supabase Storage's TUS chunk size (it accepts exactly 6 MB chunks). */
  chunkBytes: 6 * MIB,
  /** Everything but the files (text, lists, deliverables), as the server measures it. */
  maxRowBytesWithoutFiles: MIB,
} as const;

export const FILE_BUCKET = 'brief-files';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const SHA256 = /^[0-9a-f]{64}$/;

export function fileObjectPath(briefId: string, fileId: string): string {
  return `${briefId}/${fileId}`;
}

/**
 * A well-formed reference, or null: uuid id, path `{uuid}/{id}`, whole size, hex sha256. A size over the
 * bucket's limit still reads as a reference: Storage refuses its upload, which blocks the change with
 * that reason and keeps the file named on the device (the row's check refuses it too, whatever a client
 * sends).
 */
export function parseFileRef(value: unknown): FileRef | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const { id, path, size, type, sha256 } = value as Record<string, unknown>;
  if (typeof id !== 'string' || !UUID.test(id)) return null;
  if (typeof path !== 'string') return null;
  const [folder, name, ...rest] = path.split('/');
  if (rest.length > 0 || name !== id || folder === undefined || !UUID.test(folder)) return null;
  if (typeof size !== 'number' || !Number.isSafeInteger(size) || size < 0) return null;
  if (typeof type !== 'string') return null;
  if (typeof sha256 !== 'string' || !SHA256.test(sha256)) return null;
  return { id, path, size, type, sha256 };
}

/** The brief id a reference's path names (its folder). */
export function fileRefBriefId(ref: FileRef): string {
  return ref.path.slice(0, ref.path.indexOf('/'));
}

export function isStoredFile(item: FileItem): item is StoredFile {
  return typeof item !== 'string' && 'file' in item;
}

/** Reference → stored text, keys in a fixed order so equal references are equal strings. */
export function encodeStoredFile(item: StoredFile): string {
  const { id, path, size, type, sha256 } = item.file;
  return JSON.stringify({ name: item.name, file: { id, path, size, type, sha256 } });
}

export type UploadMethod = 'standard' | 'resumable';

export function uploadMethod(size: number): UploadMethod {
  return size > FILE_LIMITS.resumableAboveBytes ? 'resumable' : 'standard';
}

const FILE_COLUMNS = columnsOfKind('files');
const JSON_OBJECT_START = /^\s*\{/;

/**
 * A parsed item object as a Storage reference, or null. An object with `data` (a string) is the spec's
 * `{data, name}` form whatever else it holds, so old devices and this one read an item alike.
 */
export function storedFileOf(parsed: Readonly<Record<string, unknown>>): StoredFile | null {
  if (typeof parsed.data === 'string') return null;
  const file = parseFileRef(parsed.file);
  if (!file) return null;
  return { name: typeof parsed.name === 'string' ? parsed.name : '', file };
}

/**
 * A stored item's text as the object it holds, or null (links, data URLs, junk). Only JSON object text
 * can qualify; testing its first character spares parsing multi-MB data URLs.
 */
export function parseItemObject(text: string): Readonly<Record<string, unknown>> | null {
  if (!JSON_OBJECT_START.test(text)) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return null;
  return parsed as Record<string, unknown>;
}

/** A stored item's text as a Storage reference, or null (links, data URLs, `{data, name}`, junk). */
export function storedFileFromText(text: string): StoredFile | null {
  const parsed = parseItemObject(text);
  return parsed && storedFileOf(parsed);
}

/** The Storage references a row, patch or conflict value holds, in column order (other items skipped). */
export function storedFilesOf(values: Readonly<Record<string, unknown>>): StoredFile[] {
  const found: StoredFile[] = [];
  for (const column of FILE_COLUMNS) {
    const items = values[column];
    if (!Array.isArray(items)) continue;
    for (const item of items) {
      const stored = typeof item === 'string' ? storedFileFromText(item) : null;
      if (stored) found.push(stored);
    }
  }
  return found;
}
