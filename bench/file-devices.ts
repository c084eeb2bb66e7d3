// Shared by the files bench (bench/files.bench.ts): files chosen on a test device (tests/contract/sync/
// device.ts: the real engine, supabase-js and upload queue over the local stack, fake-indexeddb), a brief
// that refers to them, and waiting until the queue has sent them.
import { createBrief, saveBrief } from '../src/data/briefs-repository.ts';
import { localFile } from '../src/data/file-reads.ts';
import { bytesOf, keepBytes } from '../tests/contract/sync/file-fixtures.ts';
import type { Brief, StoredFile } from '../src/domain/brief.ts';
import type { Device } from '../tests/contract/sync/device.ts';
import { makeFullBrief } from '../tests/fixtures/make-brief.ts';

export { attachFiles, bytesOf, MiB } from '../tests/contract/sync/file-fixtures.ts';

/** A file of `size` random-seeded bytes chosen on the device for the brief `briefId`. */
export function chooseFile(device: Device, briefId: string, name: string, type: string, size: number) {
  return keepBytes(device, briefId, name, type, bytesOf(size, Math.floor(Math.random() * 2 ** 31)));
}

/** A brief with every text field filled (tests/fixtures/make-brief.ts) and no files, made on the device. */
export async function fullBrief(device: Device, title: string): Promise<Brief> {
  const created = await createBrief(device.db, { title, company: 'Acme' }, device.ctx);
  const full = makeFullBrief();
  const brief: Brief = {
    ...created,
    overview: { ...full.overview, company: 'Acme' },
    goals: full.goals,
    audience: full.audience,
    brand: { ...full.brand, brandDocuments: [] },
    competitors: full.competitors,
    requirements: full.requirements,
    creative: { ...full.creative, visualStyleFiles: [] },
  };
  await saveBrief(device.db, brief, device.ctx);
  return brief;
}

export async function until(check: () => Promise<boolean>, timeoutMs = 120_000, stepMs = 5): Promise<void> {
  const start = performance.now();
  while (!(await check())) {
    if (performance.now() - start > timeoutMs) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, stepMs));
  }
}

/** Syncs until every one of the files is in Storage (uploads run beside the cycles). */
export async function untilUploaded(device: Device, files: StoredFile[], timeoutMs = 300_000) {
  await until(
    async () => {
      await device.sync();
      const held = await Promise.all(files.map(({ file }) => localFile(device.db, file.id)));
      return held.every((copy) => copy?.upload === 'done');
    },
    timeoutMs,
    50,
  );
}
