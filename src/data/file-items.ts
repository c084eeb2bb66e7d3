// Encoding file items (JSON text of {data, name}) is the costly part of saving a brief with tens of MB
// of files. The editor keeps the very file objects `getBrief` handed out for files it did not touch, so
// each object's stored text is remembered: a re-save reuses it instead of re-encoding 30 MB, and the
// reused string is then recognised by identity when its file reference is looked up.
import { isStoredFile } from '../domain/file-refs';
import { decodeFileItem, encodeFileItem } from '../domain/files';
import type { Brief, FileItem } from '../domain/brief';

type Encoded = { data: string; name: string; text: string };
const encoded = new WeakMap<object, Encoded>();

export function encodeFileItemCached(item: FileItem): string {
  // A Storage reference is a few hundred bytes: nothing to remember.
  if (typeof item === 'string' || isStoredFile(item)) return encodeFileItem(item);
  const known = encoded.get(item);
  // Checked against the object's current fields, in case someone changed it in place.
  if (known && known.data === item.data && known.name === item.name) return known.text;
  const text = encodeFileItem(item);
  encoded.set(item, { data: item.data, name: item.name, text });
  return text;
}

export function decodeFileItemRemembered(stored: string): FileItem {
  const item = decodeFileItem(stored);
  if (typeof item !== 'string' && !isStoredFile(item))
    encoded.set(item, { data: item.data, name: item.name, text: stored });
  return item;
}

/** The brief with its file lists emptied (encoded separately, with the cache). */
export function withoutFiles(brief: Brief): Brief {
  return {
    ...brief,
    brand: { ...brief.brand, brandDocuments: [] },
    creative: { ...brief.creative, visualStyleFiles: [] },
  };
}
