// Uploads the server refuses, through the real upload queue and the real Storage service: a file over the
// bucket's 50 MB limit (TUS answers 413) and files of a type outside the bucket's list (415, through
// supabase-js below 6 MB and through TUS above). Each blocks the change that refers to it with the
// server's reason, keeps its bytes on the device, and holds back no other brief.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createBrief, getBrief, saveBrief } from '../../../src/data/briefs-repository.ts';
import { localFile } from '../../../src/data/file-reads.ts';
import type { Brief } from '../../../src/domain/brief.ts';
import { readOutboxSummary } from '../../../src/sync/summary.ts';
import { uploadRefusedReason } from '../../../src/sync/upload-plan.ts';
import { startTestStack, type Member, type Stack } from '../../support/stack.ts';
import type { Device } from './device.ts';
import { attachFiles, bytesOf, keepBytes, MiB, sha256Of } from './file-fixtures.ts';
import { deviceFor, edit, newMember, serverRow } from './fixtures.ts';

let stack: Stack;
let alice: Member;

beforeAll(async () => {
  stack = await startTestStack();
  alice = await newMember(stack, 'alice');
});
afterAll(async () => {
  await stack?.close();
});

async function attachNew(device: Device, brief: Brief, name: string, type: string, bytes: Uint8Array) {
  const item = await keepBytes(device, brief.id, name, type, bytes);
  await attachFiles(device, brief.id, [item]);
  return item;
}

async function objectCount(path: string): Promise<number> {
  const { rows } = await stack.db.query<{ n: string | number }>(
    `select count(*) as n from storage.objects where bucket_id = 'brief-files' and name = $1`,
    [path],
  );
  return Number(rows[0]?.n ?? 0);
}

const refusals = [
  {
    why: 'over the bucket’s 50 MB limit (413, resumable)',
    name: 'huge.pdf',
    type: 'application/pdf',
    size: 50 * MiB + 1,
    reason: 'Maximum size exceeded',
  },
  {
    why: 'of a type outside the bucket’s list (415, one request)',
    name: 'setup.exe',
    type: 'application/x-msdownload',
    size: 300 * 1024,
    reason: 'mime type application/x-msdownload is not supported',
  },
  {
    why: 'of a type outside the bucket’s list (415, resumable)',
    name: 'movie.mp4',
    type: 'video/mp4',
    size: 7 * MiB,
    reason: 'mime type video/mp4 is not supported',
  },
];

describe('an upload the server refuses', { timeout: 120_000 }, () => {
  it.each(refusals)(
    'blocks the change that refers to a file $why with the server’s reason; the bytes stay and other briefs sync',
    async ({ name, type, size, reason }) => {
      const laptop = await deviceFor(stack, alice, { files: {} });
      try {
        const brief = await createBrief(laptop.db, { title: 'Refused', company: 'Acme' }, laptop.ctx);
        const other = await createBrief(laptop.db, { title: 'Goes on', company: 'Acme' }, laptop.ctx);
        await laptop.sync();

        const bytes = bytesOf(size, size);
        const item = await attachNew(laptop, brief, name, type, bytes);
        await saveBrief(
          laptop.db,
          edit((await getBrief(laptop.db, other.id))!, { budget: '12k' }),
          laptop.ctx,
        );

        await vi.waitFor(
          async () => {
            await laptop.sync();
            expect((await readOutboxSummary(laptop.db)).markers).toEqual({ [brief.id]: 'blocked' });
          },
          { timeout: 60_000, interval: 200 },
        );
        const blocked = laptop.engine.status.getState().blocked.find((b) => b.briefId === brief.id);
        expect(blocked?.reason).toBe(uploadRefusedReason(name, reason));

        // Nothing else stops: the other brief's change is on the server; the refused one is not.
        expect(await serverRow(stack, other.id)).toMatchObject({ budget: '12k' });
        expect(await serverRow(stack, brief.id)).toMatchObject({ brand_documents: [] });
        expect(await objectCount(item.file.path)).toBe(0);

        // The device keeps the file, its bytes and the brief that refers to it.
        const held = (await localFile(laptop.db, item.file.id))!;
        expect(held).toMatchObject({ upload: 'refused', size });
        expect(sha256Of(new Uint8Array(await held.blob!.arrayBuffer()))).toBe(sha256Of(bytes));
        expect((await getBrief(laptop.db, brief.id))?.brand.brandDocuments).toEqual([item]);

        // A later change to another brief still goes.
        await saveBrief(
          laptop.db,
          edit((await getBrief(laptop.db, other.id))!, { budget: '13k' }),
          laptop.ctx,
        );
        await laptop.sync();
        expect(await serverRow(stack, other.id)).toMatchObject({ budget: '13k' });
      } finally {
        await laptop.close();
      }
    },
  );
});
