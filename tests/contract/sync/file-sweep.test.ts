// The engine's sweep of local file copies, through a device against the real stack: once its first sync
// after a start has run, a copy nothing on the device refers to any more is forgotten (a file edited
// out, a refused file whose change was discarded), while a file still in a brief, a refused file whose
// change is still blocked and a file chosen offline that waits to upload keep their bytes — the last one
// then uploads and its change reaches the server.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createBrief } from '../../../src/data/briefs-repository.ts';
import { localFile } from '../../../src/data/file-reads.ts';
import type { Brief } from '../../../src/domain/brief.ts';
import { readOutboxSummary } from '../../../src/sync/summary.ts';
import { startTestStack, type Member, type Stack } from '../../support/stack.ts';
import type { Device } from './device.ts';
import { attachFiles, keepBytes } from './file-fixtures.ts';
import { deviceFor, newMember, serverRow } from './fixtures.ts';

let stack: Stack;
let alice: Member;

beforeAll(async () => {
  stack = await startTestStack();
  alice = await newMember(stack, 'alice');
});
afterAll(async () => {
  await stack?.close();
});

async function attachNew(device: Device, brief: Brief, name: string, type: string) {
  const item = await keepBytes(device, brief.id, name, type, `bytes of ${name}`);
  await attachFiles(device, brief.id, [item]);
  return item;
}

async function markers(device: Device) {
  return (await readOutboxSummary(device.db)).markers;
}

describe('the sweep of local file copies', { timeout: 120_000 }, () => {
  it('forgets copies nothing refers to after the first sync, and keeps every file a change may still need', async () => {
    const laptop = await deviceFor(stack, alice, { files: {} });
    try {
      const [edited, kept, discarded, blocked, offline] = await Promise.all(
        ['Edited', 'Kept', 'Discarded', 'Blocked', 'Offline'].map((title) =>
          createBrief(laptop.db, { title, company: 'Acme' }, laptop.ctx),
        ),
      );
      const editedOut = await attachNew(laptop, edited!, 'old.pdf', 'application/pdf');
      const inUse = await attachNew(laptop, kept!, 'guide.pdf', 'application/pdf');
      const refusedThenDiscarded = await attachNew(
        laptop,
        discarded!,
        'setup.exe',
        'application/x-msdownload',
      );
      const refused = await attachNew(laptop, blocked!, 'tool.exe', 'application/x-msdownload');
      await vi.waitFor(
        async () => {
          await laptop.sync();
          expect(await markers(laptop)).toEqual({ [discarded!.id]: 'blocked', [blocked!.id]: 'blocked' });
        },
        { timeout: 60_000, interval: 200 },
      );

      await attachFiles(laptop, edited!.id, []);
      await laptop.engine.discardBlockedChange(discarded!.id);
      await laptop.sync();
      expect(await markers(laptop)).toEqual({ [blocked!.id]: 'blocked' });

      laptop.goOffline();
      const waiting = await attachNew(laptop, offline!, 'brief.pdf', 'application/pdf');
      await laptop.restart();

      await vi.waitFor(
        async () => {
          expect(await localFile(laptop.db, editedOut.file.id)).toBeUndefined();
          expect(await localFile(laptop.db, refusedThenDiscarded.file.id)).toBeUndefined();
        },
        { timeout: 30_000, interval: 100 },
      );
      for (const [item, upload] of [
        [inUse, 'done'],
        [refused, 'refused'],
        [waiting, 'pending'],
      ] as const) {
        const copy = await localFile(laptop.db, item.file.id);
        expect(copy?.upload).toBe(upload);
        expect(await copy?.blob?.text()).toBe(`bytes of ${item.name}`);
      }

      // The file chosen offline still goes up, and its change with it.
      await laptop.goOnline();
      await vi.waitFor(
        async () => {
          await laptop.sync();
          expect((await serverRow(stack, offline!.id))?.brand_documents).toEqual([JSON.stringify(waiting)]);
        },
        { timeout: 60_000, interval: 200 },
      );
    } finally {
      await laptop.close();
    }
  });
});
