// Live updates end to end: the real engine on two devices, pulling on the Realtime signal of the local
// stack — no syncNow() on the receiving device, no timer driven by the test.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createBrief, getBrief, listBriefs, saveBrief } from '../../../src/data/index.ts';
import { JWT_SECRET } from '../../../supabase/local/keys.ts';
import { startTestStack, type Member, type Stack } from '../../support/stack.ts';
import { signedWith } from '../stack/tokens.ts';
import type { Device } from './device.ts';
import { deviceFor, edit, newMember, share, unshare } from './fixtures.ts';

let stack: Stack;
let alice: Member;
let bob: Member;
const devices: Device[] = [];

beforeAll(async () => {
  stack = await startTestStack();
  alice = await newMember(stack, 'alice');
  bob = await newMember(stack, 'bob');
});
afterEach(async () => {
  await Promise.all(devices.splice(0).map((device) => device.close()));
});
afterAll(async () => {
  await stack?.close();
});

async function liveDevice(member: Member) {
  const created = await deviceFor(stack, member, { live: true });
  devices.push(created);
  await created.sync();
  return created;
}

const arrives = { timeout: 5_000, interval: 50 };

describe('live updates', () => {
  it("brings a colleague's save to an open device without a reload", async () => {
    const laptop = await liveDevice(alice);
    const desktop = await liveDevice(alice);
    const brief = await createBrief(laptop.db, { title: 'Live', company: 'Acme' }, laptop.ctx);
    await laptop.sync();
    await vi.waitFor(async () => expect((await getBrief(desktop.db, brief.id))?.title).toBe('Live'), arrives);

    await saveBrief(laptop.db, edit(brief, { budget: '12k' }), laptop.ctx);
    await laptop.sync();
    await vi.waitFor(
      async () => expect((await getBrief(desktop.db, brief.id))?.requirements.budget).toBe('12k'),
      arrives,
    );
  });

  it('brings new shares and unshares to the recipient', async () => {
    const owner = await liveDevice(alice);
    const reader = await liveDevice(bob);
    const brief = await createBrief(owner.db, { title: 'Shared live', company: 'Acme' }, owner.ctx);
    await owner.sync();
    await share(owner, brief.id, bob, 'read');
    await vi.waitFor(
      async () => expect((await listBriefs(reader.db)).map((card) => card.id)).toContain(brief.id),
      arrives,
    );
    await unshare(owner, brief.id, bob);
    await vi.waitFor(
      async () => expect((await listBriefs(reader.db)).map((card) => card.id)).not.toContain(brief.id),
      arrives,
    );
  });

  it('listens again once the session is renewed after Realtime closed the channel (its token expired)', async () => {
    const laptop = await liveDevice(alice);
    const desktop = await liveDevice(alice);
    // The desktop's channel is authorised with a token that runs out in two seconds; Realtime then
    // closes it, as hosted Realtime does.
    await desktop.supabase.realtime.setAuth(
      await signedWith(JWT_SECRET, { sub: alice.id, role: 'authenticated', email: alice.email }, 2),
    );
    const topic = `realtime:user:${alice.id}`;
    const channelState = () => desktop.supabase.getChannels().find((c) => c.topic === topic)?.state;
    await vi.waitFor(() => expect(channelState()).not.toBe('joined'), { timeout: 8_000, interval: 100 });

    // A new sign-in (or refresh) renews the session: the engine opens the live link again by itself.
    await desktop.signIn();
    desktop.runDueTimers();
    await vi.waitFor(() => expect(channelState()).toBe('joined'), arrives);
    const brief = await createBrief(laptop.db, { title: 'Heard again', company: 'Acme' }, laptop.ctx);
    await laptop.sync();
    await vi.waitFor(
      async () => expect((await getBrief(desktop.db, brief.id))?.title).toBe('Heard again'),
      arrives,
    );
  });
});
