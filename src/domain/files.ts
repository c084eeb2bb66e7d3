// Brand documents and visual style files (docs/spec.md §3): each item is a plain string (a link or data),
// an uploaded file `{data, name}` or a file kept in Storage `{name, file}` (file-refs.ts), the objects
// stored as their JSON text.
import type { FileItem } from './brief';
import { encodeStoredFile, isStoredFile, parseItemObject, storedFileOf } from './file-refs';

/** Application → row: an uploaded file becomes the JSON text of `{data, name}`; a string stays. */
export function encodeFileItem(item: FileItem): string {
  if (typeof item === 'string') return item;
  if (isStoredFile(item)) return encodeStoredFile(item);
  return JSON.stringify({ data: item.data, name: item.name });
}

/**
 * Row → application: a string that parses to an object with `data` (a string) is restored as
 * an uploaded file; anything else stays the string it was.
 */
export function decodeFileItem(stored: string): FileItem {
  const parsed = parseItemObject(stored);
  if (!parsed) return stored;
  const reference = storedFileOf(parsed);
  if (reference) return reference;
  const { data, name } = parsed;
  if (typeof data !== 'string') return stored;
  return { data, name: typeof name === 'string' ? name : '' };
}

/** The link or data URL behind an item ('' for a file in Storage: its bytes are on the device, or not yet). */
export function fileItemData(item: FileItem): string {
  if (typeof item === 'string') return item;
  return isStoredFile(item) ? '' : item.data;
}

const IMAGE_DATA_URI = /^data:image\//i;
const IMAGE_LINK = /\.(jpe?g|png|gif|webp|svg)$/i;

/**
 * The image rule: the data starts with an image data-URI prefix, or the link (query string and
 * fragment ignored) ends in jpg, jpeg, png, gif, webp or svg — case-insensitive.
 */
export function isImageItem(item: FileItem): boolean {
  if (typeof item !== 'string' && isStoredFile(item))
    return item.file.type.toLowerCase().startsWith('image/');
  const data = fileItemData(item).trim();
  if (IMAGE_DATA_URI.test(data)) return true;
  if (data.startsWith('data:')) return false;
  const path = data.split(/[?#]/, 1)[0] ?? '';
  return IMAGE_LINK.test(path);
}

export type FileItemKind = 'document' | 'file';

/** The label of an item: its name, or 'Document {n}' / 'File {n}' (1-based) when nameless. */
export function fileItemName(item: FileItem, index: number, kind: FileItemKind): string {
  if (typeof item !== 'string' && item.name.trim() !== '') return item.name;
  return `${kind === 'document' ? 'Document' : 'File'} ${index + 1}`;
}
