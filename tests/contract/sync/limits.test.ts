// A change over the server's size limits: the device keeps it, marks it blocked with the
// server's reason, and goes on sending everything else. The editor stops people before this; a
// device that got there anyway (an older app, a script) must not lose the edit or retry forever.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBrief, getBrief, saveBrief } from '../../../src/data/briefs-repository.ts';
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

describe('a change over the size limits', () => {
  it('is kept, blocked with the reason, and holds back nothing else', async () => {
    const brief = await createBrief(laptop.db, { title: 'Moodboard', company: 'Acme' }, laptop.ctx);
    const other = await createBrief(laptop.db, { title: 'Small one', company: 'Acme' }, laptop.ctx);
    await laptop.sync();
    const images = Array.from({ length: 11 }, (_, i) => ({
      name: `ref-${i}.png`,
      data: 'data:image/png;base64,AAAA',
    }));
    const stored = (await getBrief(laptop.db, brief.id))!;
    await saveBrief(
      laptop.db,
      { ...stored, creative: { ...stored.creative, visualStyleFiles: images } },
      laptop.ctx,
    );
    await saveBrief(laptop.db, edit((await getBrief(laptop.db, other.id))!, { budget: '5k' }), laptop.ctx);
    await laptop.sync();
    await laptop.sync();

    expect(await serverRow(stack, other.id)).toMatchObject({ budget: '5k' });
    expect(await serverRow(stack, brief.id)).toMatchObject({ visual_style_files: [] });
    expect((await readOutboxSummary(laptop.db)).markers).toEqual({ [brief.id]: 'blocked' });
    const { blocked } = laptop.engine.status.getState();
    expect(blocked).toHaveLength(1);
    expect(blocked[0]!.reason).toMatch(/at most 10 visual style files/);
    expect((await getBrief(laptop.db, brief.id))?.creative.visualStyleFiles).toHaveLength(11);
  });

  it('a title over 200 characters from an older app is kept on the device, blocked with a clear reason', async () => {
    const brief = await createBrief(laptop.db, { title: 'Short', company: 'Acme' }, laptop.ctx);
    await laptop.sync();
    const long = `Harbour Festival ${'and wayfinding '.repeat(15)}`;
    expect(long.length).toBeGreaterThan(200);
    await saveBrief(laptop.db, edit((await getBrief(laptop.db, brief.id))!, { title: long }), laptop.ctx);
    await laptop.sync();
    await laptop.sync();

    expect(await serverRow(stack, brief.id)).toMatchObject({ title: 'Short' });
    expect((await readOutboxSummary(laptop.db)).markers[brief.id]).toBe('blocked');
    const reason = laptop.engine.status.getState().blocked.find((b) => b.briefId === brief.id)?.reason;
    expect(reason).toBe(`A brief's title can be at most 200 characters (this one has ${long.length})`);
    expect((await getBrief(laptop.db, brief.id))?.title).toBe(long);
  });
});
