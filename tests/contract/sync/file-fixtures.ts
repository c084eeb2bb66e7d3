// Files chosen on a test device (device.ts), as the editor keeps them (data/file-store.ts), and briefs
// that refer to them: shared by the sync contract tests of files and the files bench.
import { createHash } from 'node:crypto';
import { getBrief, saveBrief } from '../../../src/data/briefs-repository.ts';
import { keepChosenFile } from '../../../src/data/file-store.ts';
import type { StoredFile } from '../../../src/domain/brief.ts';
import type { Device } from './device.ts';

export const MiB = 1024 * 1024;

/** `size` bytes, different for each seed (sha256 then tells files apart). */
export function bytesOf(size: number, seed: number): Uint8Array {
  const bytes = new Uint8Array(size);
  const view = new DataView(bytes.buffer);
  for (let i = 0; i + 4 <= size; i += 4096) view.setUint32(i, (i ^ seed) >>> 0);
  return bytes;
}

export const sha256Of = (data: Uint8Array | string) => createHash('sha256').update(data).digest('hex');

/** Keeps `bytes` on the device as a file chosen for the brief `briefId`, waiting to upload. */
export async function keepBytes(
  device: Device,
  briefId: string,
  name: string,
  type: string,
  bytes: Uint8Array | string,
): Promise<StoredFile> {
  const file = await keepChosenFile(device.db, {
    id: crypto.randomUUID(),
    briefId,
    name,
    type,
    blob: new Blob([bytes as BlobPart], { type }),
    sha256: sha256Of(bytes),
    now: Date.now(),
  });
  return { name, file };
}

/** Saves the brief with these files (documents, images) as its only files. */
export async function attachFiles(
  device: Device,
  briefId: string,
  documents: StoredFile[],
  images: StoredFile[] = [],
): Promise<void> {
  const stored = (await getBrief(device.db, briefId))!;
  await saveBrief(
    device.db,
    {
      ...stored,
      brand: { ...stored.brand, brandDocuments: documents },
      creative: { ...stored.creative, visualStyleFiles: images },
    },
    device.ctx,
  );
}
