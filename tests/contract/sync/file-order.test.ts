// A change that refers to a file is pushed only once the file is in Storage, so no colleague ever pulls
// a reference to a missing object; a refused upload blocks that change with the server's reason; and
// neither holds back any other brief. The push pass runs alone here (no uploads), against the real stack.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keepChosenFile, markUploaded, markUploadRefused } from '../../../src/data/file-store.ts';
import { createBrief, getBrief, saveBrief } from '../../../src/data/briefs-repository.ts';
import type { Brief } from '../../../src/domain/brief.ts';
import { pushOutbox } from '../../../src/sync/push.ts';
import { readOutboxSummary } from '../../../src/sync/summary.ts';
import { startTestStack, type Member, type Stack } from '../../support/stack.ts';
import type { Device } from './device.ts';
import { deviceFor, edit, newMember, serverRow } from './fixtures.ts';

let stack: Stack;
let alice: Member;
let laptop: Device;

beforeAll(async () => {
  stack = await startTestStack();
  alice = await newMember(stack, 'alice');
  laptop = await deviceFor(stack, alice);
});
afterAll(async () => {
  await laptop?.close();
  await stack?.close();
});

const push = () =>
  pushOutbox({
    db: laptop.db,
    supabase: laptop.supabase,
    env: laptop.env,
    refreshSession: () => Promise.resolve('ok'),
  });

async function attach(brief: Brief, name: string) {
  const file = await keepChosenFile(laptop.db, {
    id: crypto.randomUUID(),
    briefId: brief.id,
    name,
    type: 'application/pdf',
    blob: new Blob(['%PDF-1.4 guide'], { type: 'application/pdf' }),
    sha256: 'c'.repeat(64),
    now: Date.now(),
  });
  const stored = (await getBrief(laptop.db, brief.id))!;
  await saveBrief(
    laptop.db,
    { ...stored, brand: { ...stored.brand, brandDocuments: [{ name, file }] } },
    laptop.ctx,
  );
  return file;
}

describe('a change that refers to a file on this device', () => {
  it('waits while its file waits to upload, and goes once it is up; other briefs go meanwhile', async () => {
    const brief = await createBrief(laptop.db, { title: 'Guidelines', company: 'Acme' }, laptop.ctx);
    const other = await createBrief(laptop.db, { title: 'Other', company: 'Acme' }, laptop.ctx);
    await laptop.sync();
    const file = await attach(brief, 'guide.pdf');
    await saveBrief(laptop.db, edit((await getBrief(laptop.db, other.id))!, { budget: '5k' }), laptop.ctx);

    await push();
    expect(await serverRow(stack, other.id)).toMatchObject({ budget: '5k' });
    expect(await serverRow(stack, brief.id)).toMatchObject({ brand_documents: [] });
    expect((await readOutboxSummary(laptop.db)).markers).toEqual({ [brief.id]: 'unsynced' });

    // The object reaches Storage (as the upload queue sends it), and the file is marked up.
    const { error } = await laptop.supabase.storage
      .from('brief-files')
      .upload(file.path, new Blob(['%PDF-1.4 guide'], { type: 'application/pdf' }), { upsert: true });
    expect(error).toBeNull();
    await markUploaded(laptop.db, file.id);
    await push();
    const row = await serverRow(stack, brief.id);
    expect(row?.brand_documents).toEqual([JSON.stringify({ name: 'guide.pdf', file })]);
    expect((await readOutboxSummary(laptop.db)).markers).toEqual({});
  });

  it('is blocked with the server’s reason when its upload was refused, and holds back nothing else', async () => {
    const brief = await createBrief(laptop.db, { title: 'Refused', company: 'Acme' }, laptop.ctx);
    const other = await createBrief(laptop.db, { title: 'Goes on', company: 'Acme' }, laptop.ctx);
    await laptop.sync();
    const file = await attach(brief, 'huge.pdf');
    await markUploadRefused(laptop.db, file.id, 'The object exceeded the maximum allowed size');
    await saveBrief(laptop.db, edit((await getBrief(laptop.db, other.id))!, { budget: '9k' }), laptop.ctx);

    await laptop.sync();
    expect(await serverRow(stack, other.id)).toMatchObject({ budget: '9k' });
    expect(await serverRow(stack, brief.id)).toMatchObject({ brand_documents: [] });
    expect((await readOutboxSummary(laptop.db)).markers[brief.id]).toBe('blocked');
    const reason = laptop.engine.status.getState().blocked.find((b) => b.briefId === brief.id)?.reason;
    expect(reason).toBe('huge.pdf could not be uploaded: The object exceeded the maximum allowed size');
    expect((await getBrief(laptop.db, brief.id))?.brand.brandDocuments).toEqual([{ name: 'huge.pdf', file }]);
  });
});
