// A file's bytes and their SHA-256, as a Storage reference records them (docs/design.md §25). Read with
// a FileReader: every browser has it for any Blob, where Blob.arrayBuffer is missing from some (and
// from the test DOM).

export function readBytes(blob: Blob): Promise<ArrayBuffer> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.readAsArrayBuffer(blob);
  });
}

/** The SHA-256 of `blob`, lower-case hex (the form the server checks). */
export async function sha256Hex(blob: Blob): Promise<string> {
  // A view, not the buffer: a buffer made by another realm's FileReader passes only as a view.
  const digest = await crypto.subtle.digest('SHA-256', new Uint8Array(await readBytes(blob)));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}
