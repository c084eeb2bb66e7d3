// A chosen file's bytes and their SHA-256, as a Storage reference records them (docs/design.md §25).
// Read with a FileReader: every browser has it for any Blob, where Blob.arrayBuffer is missing from
// some (and from the test DOM).

/** A chosen file as a data URL (the spec reads files so, docs/spec.md §2). */
export function readAsDataUrl(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.readAsDataURL(blob);
  });
}

export interface DecodedDataUrl {
  mime: string;
  bytes: Uint8Array<ArrayBuffer>;
}

export function decodeDataUrl(url: string): DecodedDataUrl | null {
  const match = /^data:([^,]*?),(.*)$/s.exec(url);
  if (!match) return null;
  const meta = match[1] ?? '';
  const payload = match[2] ?? '';
  const isBase64 = /;base64$/i.test(meta);
  const mime = (meta.replace(/;base64$/i, '').split(';')[0] || 'text/plain').trim().toLowerCase();
  try {
    if (isBase64) {
      const binary = atob(payload.replace(/\s/g, ''));
      const bytes = new Uint8Array(binary.length);
      for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
      return { mime, bytes };
    }
    return { mime, bytes: new TextEncoder().encode(decodeURIComponent(payload)) };
  } catch {
    return null;
  }
}

/** The SHA-256 of `bytes`, lower-case hex (the form the server checks). */
export async function sha256Hex(bytes: Uint8Array<ArrayBuffer>): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', bytes);
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}
