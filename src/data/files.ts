// Large file items (data URLs, tens of MB per brief) live in their own table, keyed by content, and the
// brief's row holds a short reference instead. A save then rewrites only files it has never stored,
// diffs and merges compare short references, and the dashboard never reads file data.
import { columnsOfKind } from '../domain/fields';
import { storedFileFromText } from '../domain/file-refs';
import type { BriefsmithDB } from './db';
import type { FileRecord, Patch, StoredRow } from './records';

/** The columns holding uploaded files (the field registry's 'files' fields). */
export const FILE_COLUMNS = columnsOfKind('files');
type FileColumn = (typeof FILE_COLUMNS)[number];

/** Items shorter than this stay inline (links, small icons). */
const OFFLOAD_MIN_LENGTH = 2048;
/**
 * A Storage reference stays in the row however long its name (the server takes up to 4 KB): the push,
 * the upload queue and the sweep of local file copies read references from rows and patches.
 */
const MAX_REFERENCE_LENGTH = 4096;
/** A NUL character never occurs in a link or data URL, so a reference cannot be confused with data. */
const REF_PREFIX = '\u0000bsfile:';

/**
 * data → key for strings seen recently. V8 hashes long strings by length, and the editor hands back the
 * very string objects `getBrief` produced, so a re-save finds them without reading 30 MB again.
 */
const recentKeys = new Map<string, string>();
const RECENT_LIMIT = 256;

function remember(data: string, key: string): void {
  recentKeys.delete(data);
  recentKeys.set(data, key);
  if (recentKeys.size > RECENT_LIMIT) recentKeys.delete(recentKeys.keys().next().value as string);
}

/** cyrb53: a fast 53-bit string hash; with the length in the key, collisions are not a practical risk. */
function cyrb53(text: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
}

export function fileKey(data: string): string {
  const known = recentKeys.get(data);
  if (known) return known;
  const key = `${data.length.toString(36)}-${cyrb53(data)}`;
  remember(data, key);
  return key;
}

export function isFileRef(item: unknown): item is string {
  return typeof item === 'string' && item.startsWith(REF_PREFIX);
}

function refKey(ref: string): string {
  return ref.slice(REF_PREFIX.length);
}

function isStorageReference(text: string): boolean {
  return text.length <= MAX_REFERENCE_LENGTH && storedFileFromText(text) !== null;
}

/** A file column's items with large items replaced by references; the replaced files are collected. */
function offloadItems(items: unknown, files: Map<string, FileRecord>): unknown {
  if (!Array.isArray(items)) return items;
  return items.map((item: unknown) => {
    if (typeof item !== 'string' || item.length < OFFLOAD_MIN_LENGTH) return item;
    if (isFileRef(item) || isStorageReference(item)) return item;
    const key = fileKey(item);
    files.set(key, { key, data: item });
    return REF_PREFIX + key;
  });
}

/** Offloads the file columns present in `values` (a row or a patch). */
export function offloadFiles<T extends Patch | StoredRow>(values: T): { values: T; files: FileRecord[] } {
  const files = new Map<string, FileRecord>();
  const result = { ...values } as Record<string, unknown>;
  for (const column of FILE_COLUMNS) {
    if (column in result) result[column] = offloadItems(result[column], files);
  }
  return { values: result as T, files: [...files.values()] };
}

/** The file keys referenced by `values` (a row, a patch or a conflict value). */
export function fileRefs(values: Partial<Record<FileColumn, unknown>> | null | undefined): string[] {
  if (!values) return [];
  const keys: string[] = [];
  for (const column of FILE_COLUMNS) {
    const items = values[column];
    if (Array.isArray(items)) for (const item of items) if (isFileRef(item)) keys.push(refKey(item));
  }
  return keys;
}

/** Writes the files that are not stored yet (call inside the save's transaction). */
export async function storeFiles(db: BriefsmithDB, files: FileRecord[]): Promise<void> {
  if (files.length === 0) return;
  const stored = new Set(
    await db.files
      .where(':id')
      .anyOf(files.map((file) => file.key))
      .primaryKeys(),
  );
  const missing = files.filter((file) => !stored.has(file.key));
  if (missing.length > 0) await db.files.bulkPut(missing);
}

/** `values` with every reference replaced by its data (to push, or to show the user). */
export async function inlineFiles<T extends Patch | StoredRow>(db: BriefsmithDB, values: T): Promise<T> {
  const keys = fileRefs(values as Partial<Record<FileColumn, unknown>>);
  if (keys.length === 0) return values;
  const records = await db.files.bulkGet(keys);
  const dataByKey = new Map<string, string>();
  for (const record of records) {
    if (record) {
      dataByKey.set(record.key, record.data);
      remember(record.data, record.key);
    }
  }
  const result = { ...values } as Record<string, unknown>;
  for (const column of FILE_COLUMNS) {
    const items = result[column];
    if (!Array.isArray(items)) continue;
    result[column] = items.map((item: unknown) =>
      isFileRef(item) ? (dataByKey.get(refKey(item)) ?? '') : item,
    );
  }
  return result as T;
}
