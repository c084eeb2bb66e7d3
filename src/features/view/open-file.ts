// Opening a brand document or visual style file safely. Chromium refuses top-level navigation to data URLs,
// so data is turned into a Blob object URL first. Items can come from other users (shared briefs): only
// http(s) links and data are opened, and content a browser would run as a page (HTML, SVG, XML, scripts)
// is never opened under our origin — it is downloaded instead, as a file with its name.
import type { FileItem } from '../../domain/brief';
import { fileItemData } from '../../domain/files';
import { decodeDataUrl } from '../../lib/file-bytes';

export { decodeDataUrl } from '../../lib/file-bytes';

/** Types a browser shows inertly in a tab. Anything else is downloaded. */
const INLINE_TYPES = new Set([
  'application/pdf',
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'image/avif',
  'image/bmp',
  'text/plain',
]);

const REVOKE_AFTER_MS = 60_000;

export function isSafeLink(url: string): boolean {
  return /^https?:\/\//i.test(url.trim());
}

/** How a file item will be opened: a link in a new tab, a blob shown in a new tab, or a download. */
export type OpenPlan =
  | { kind: 'link'; url: string }
  | { kind: 'inline'; blob: Blob }
  | { kind: 'download'; blob: Blob; filename: string }
  | { kind: 'none' };

export function planOpen(data: string, name: string): OpenPlan {
  if (isSafeLink(data)) return { kind: 'link', url: data.trim() };
  const decoded = decodeDataUrl(data.trim());
  if (!decoded) return { kind: 'none' };
  if (INLINE_TYPES.has(decoded.mime)) {
    return { kind: 'inline', blob: new Blob([decoded.bytes as BlobPart], { type: decoded.mime }) };
  }
  return {
    kind: 'download',
    blob: new Blob([decoded.bytes as BlobPart], { type: 'application/octet-stream' }),
    filename: name,
  };
}

function objectUrl(blob: Blob): string {
  const url = URL.createObjectURL(blob);
  setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
  return url;
}

/** Save a blob under a file name (the lightbox's Download and unsafe types). */
export function downloadBlob(blob: Blob, filename: string): void {
  const link = document.createElement('a');
  link.href = objectUrl(blob);
  link.download = filename;
  link.rel = 'noopener noreferrer';
  document.body.append(link);
  link.click();
  link.remove();
}

/** Call from a click/press handler (the new tab needs the user's activation). */
export function openFileItem(item: FileItem, name: string): void {
  const data = fileItemData(item);
  const plan = planOpen(data, name);
  if (plan.kind === 'link') window.open(plan.url, '_blank', 'noopener,noreferrer');
  else if (plan.kind === 'inline') window.open(objectUrl(plan.blob), '_blank', 'noopener,noreferrer');
  else if (plan.kind === 'download') downloadBlob(plan.blob, plan.filename);
}

/** Download a file item under its name (the lightbox's Download button). */
export function downloadFileItem(item: FileItem, name: string): void {
  const data = fileItemData(item);
  if (isSafeLink(data)) {
    window.open(data.trim(), '_blank', 'noopener,noreferrer');
    return;
  }
  const decoded = decodeDataUrl(data.trim());
  if (decoded) downloadBlob(new Blob([decoded.bytes as BlobPart], { type: decoded.mime }), name);
}

/** Opens a file kept on this device: inert types in a new tab, anything else downloaded under its name. */
export function openBlob(blob: Blob, type: string, name: string): void {
  const mime = type.toLowerCase();
  if (INLINE_TYPES.has(mime)) {
    window.open(objectUrl(new Blob([blob], { type: mime })), '_blank', 'noopener,noreferrer');
  } else downloadBlob(new Blob([blob], { type: 'application/octet-stream' }), name);
}
