// The upload queue end to end against the real stack (Storage, TUS and the push's reference checks),
// driven by the real engine: files chosen offline wait on the device, go up before the change that
// refers to them, and a colleague downloads them; a resumable upload cut off by the network and a
// reload resumes where it stopped and completes.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createBrief, getBrief } from '../../../src/data/briefs-repository.ts';
import { localFile } from '../../../src/data/file-reads.ts';
import type { StoredFile } from '../../../src/domain/brief.ts';
import { isStoredFile } from '../../../src/domain/file-refs.ts';
import { readOutboxSummary } from '../../../src/sync/summary.ts';
import { uploadPendingFiles } from '../../../src/sync/uploads.ts';
import { startTestStack, type Member, type Stack } from '../../support/stack.ts';
import { cuttingProxy } from '../../support/cutting-proxy.ts';
import type { Device } from './device.ts';
import { attachFiles, bytesOf, keepBytes, MiB, sha256Of } from './file-fixtures.ts';
import { deviceFor, newMember, serverRow, share } from './fixtures.ts';

const CHUNK = 6 * MiB;

let stack: Stack;
let alice: Member;
let bob: Member;

beforeAll(async () => {
  stack = await startTestStack();
  alice = await newMember(stack, 'alice');
  bob = await newMember(stack, 'bob');
});
afterAll(async () => {
  await stack?.close();
});

/** Syncs until nothing is pending (uploads run beside the cycles). */
async function settle(device: Device) {
  await vi.waitFor(
    async () => {
      await device.sync();
      expect((await readOutboxSummary(device.db)).markers).toEqual({});
    },
    { timeout: 60_000, interval: 200 },
  );
}

async function objectSize(path: string): Promise<number | null> {
  const { rows } = await stack.db.query<{ size: string | number | null }>(
    `select (metadata->>'size') as size from storage.objects where bucket_id = 'brief-files' and name = $1`,
    [path],
  );
  return rows[0] ? Number(rows[0].size) : null;
}

describe('the upload queue', { timeout: 120_000 }, () => {
  it('uploads files chosen offline before the change that refers to them; a colleague opens both', async () => {
    const laptop = await deviceFor(stack, alice, { files: {} });
    const colleague = await deviceFor(stack, bob);
    try {
      const brief = await createBrief(laptop.db, { title: 'Launch', company: 'Acme' }, laptop.ctx);
      await laptop.sync();
      await share(laptop, brief.id, bob, 'read');

      laptop.goOffline();
      const pdfBytes = bytesOf(13 * MiB, 1);
      const pngBytes = bytesOf(200 * 1024, 2);
      const pdf = await keepBytes(laptop, brief.id, 'guidelines.pdf', 'application/pdf', pdfBytes);
      const png = await keepBytes(laptop, brief.id, 'mood.png', 'image/png', pngBytes);
      await attachFiles(laptop, brief.id, [pdf], [png]);
      await laptop.restart();
      expect(await serverRow(stack, brief.id)).toMatchObject({ brand_documents: [], visual_style_files: [] });

      await laptop.goOnline();
      await settle(laptop);
      const row = (await serverRow(stack, brief.id))!;
      expect(JSON.stringify(row)).not.toContain('data:');
      expect(row.brand_documents).toEqual([JSON.stringify(pdf)]);
      expect(row.visual_style_files).toEqual([JSON.stringify(png)]);
      expect(await objectSize(pdf.file.path)).toBe(13 * MiB);
      expect(await objectSize(png.file.path)).toBe(200 * 1024);

      await colleague.sync();
      const seen = (await getBrief(colleague.db, brief.id))!;
      const files = [...seen.brand.brandDocuments, ...seen.creative.visualStyleFiles].filter(
        (item): item is StoredFile => typeof item !== 'string' && isStoredFile(item),
      );
      expect(files).toEqual([pdf, png]);
      expect(await localFile(colleague.db, pdf.file.id)).toBeUndefined();
      expect(await colleague.engine.downloadFiles(files)).toEqual({ downloaded: 2, failed: [] });
      for (const [item, bytes] of [
        [pdf, pdfBytes],
        [png, pngBytes],
      ] as const) {
        const held = (await localFile(colleague.db, item.file.id))!;
        expect(sha256Of(new Uint8Array(await held.blob!.arrayBuffer()))).toBe(sha256Of(bytes));
      }
    } finally {
      await laptop.close();
      await colleague.close();
    }
  });

  it('resumes a resumable upload cut off by the network and a reload, re-sending at most one chunk', async () => {
    const proxy = await cuttingProxy(stack.url);
    const laptop = await deviceFor(stack, alice, { files: { apiUrl: proxy.url } });
    try {
      const brief = await createBrief(laptop.db, { title: 'Trip', company: 'Acme' }, laptop.ctx);
      await laptop.sync();
      const bytes = bytesOf(20 * MiB, 3);
      const pdf = await keepBytes(laptop, brief.id, 'big.pdf', 'application/pdf', bytes);
      await attachFiles(laptop, brief.id, [pdf], []);

      proxy.cutAfter(10 * MiB);
      await laptop.sync();
      await vi.waitFor(() => expect(proxy.isDown()).toBe(true), { timeout: 30_000 });
      // The first chunk was confirmed before the cut, and the file keeps where to resume.
      await vi.waitFor(
        async () => {
          const held = (await localFile(laptop.db, pdf.file.id))!;
          expect(held.sentBytes).toBeGreaterThanOrEqual(CHUNK);
          expect(held.resumeUrl).toBeTruthy();
        },
        { timeout: 30_000 },
      );
      // A reload while the network is still gone.
      await laptop.restart();
      await laptop.sync();
      expect((await localFile(laptop.db, pdf.file.id))!.upload).toBe('pending');
      expect(await serverRow(stack, brief.id)).toMatchObject({ brand_documents: [] });
      const before = proxy.sent();

      proxy.restore();
      await settle(laptop);
      expect(await objectSize(pdf.file.path)).toBe(20 * MiB);
      expect((await serverRow(stack, brief.id))!.brand_documents).toEqual([JSON.stringify(pdf)]);
      // Everything that crossed the proxy (bodies and headers) beyond the file itself: the part of the
      // chunk cut off, at most one chunk.
      expect(proxy.sent() - bytes.length).toBeLessThanOrEqual(CHUNK);
      expect(proxy.sent() - before).toBeLessThan(bytes.length - CHUNK + 64 * 1024);
    } finally {
      await laptop.close();
      await proxy.close();
    }
  });
  it('keeps a file chosen but never saved on the device; it goes up once a saved change names it', async () => {
    // No upload runner of its own: the queue's passes are run here, one at a time, to see what each sends.
    const laptop = await deviceFor(stack, alice);
    const pass = () =>
      uploadPendingFiles({
        db: laptop.db,
        target: async () => {
          const { data } = await laptop.supabase.auth.getSession();
          const accessToken = data.session!.access_token;
          return { supabase: laptop.supabase, apiUrl: stack.url, anonKey: stack.anonKey, accessToken };
        },
        refreshSession: () => Promise.resolve('ok'),
      });
    try {
      const brief = await createBrief(laptop.db, { title: 'Draft', company: 'Acme' }, laptop.ctx);
      await laptop.sync();
      const wrong = await keepBytes(laptop, brief.id, 'wrong.pdf', 'application/pdf', bytesOf(64 * 1024, 4));
      const right = await keepBytes(laptop, brief.id, 'right.pdf', 'application/pdf', bytesOf(64 * 1024, 5));
      expect(await pass()).toEqual({ uploaded: 0, refused: 0, failure: null });

      await attachFiles(laptop, brief.id, [right], []);
      expect(await pass()).toEqual({ uploaded: 1, refused: 0, failure: null });
      await laptop.sync();
      expect(await objectSize(right.file.path)).toBe(64 * 1024);
      expect((await serverRow(stack, brief.id))!.brand_documents).toEqual([JSON.stringify(right)]);
      expect(await objectSize(wrong.file.path)).toBeNull();
      expect((await localFile(laptop.db, wrong.file.id))!.upload).toBe('pending');
    } finally {
      await laptop.close();
    }
  });
});
