// Files are kept as data URLs inside the brief (docs/spec.md §2), stored as {data, name} (docs/spec.md §3).
import type { UploadedFile } from '../../domain/brief';

export function readFileAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.readAsDataURL(file);
  });
}

export async function readUploads(files: readonly File[]): Promise<UploadedFile[]> {
  return Promise.all(files.map(async (file) => ({ data: await readFileAsDataUrl(file), name: file.name })));
}
