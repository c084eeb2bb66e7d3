// Live updates end to end: the real engine on two devices, pulling on the Realtime signal of the local
// stack — no syncNow() on the receiving device, no timer driven by the test.
import { describe, expect, it, vi } from 'vitest';
import { createBrief, getBrief, listBriefs, saveBrief } from '../../../src/data/briefs-repository.ts';
import { JWT_SECRET } from '../../../supabase/local/keys.ts';
import { type Member } from '../../support/stack.ts';
import { signedWith } from '../stack/tokens.ts';
import { edit, serverRow, share, syncWorld, unshare } from './fixtures.ts';

const world = syncWorld('alice', 'bob');

async function liveDevice(member: Member) {
  const created = await world.device(member, { live: true });
  await created.sync();
  return created;
}

const arrives = { timeout: 5_000, interval: 50 };

describe('live updates', () => {
  it("brings a colleague's save to an open device without a reload", async () => {
    const laptop = await liveDevice(world.alice);
    const desktop = await liveDevice(world.alice);
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

  it("does not pull on the echo of its own push, and still hears a colleague's change to that brief", async () => {
    const laptop = await liveDevice(world.alice);
    const desktop = await liveDevice(world.alice);
    const brief = await createBrief(laptop.db, { title: 'Echo', company: 'Acme' }, laptop.ctx);
    await laptop.sync();
    await vi.waitFor(async () => expect((await getBrief(desktop.db, brief.id))?.title).toBe('Echo'), arrives);
    const pulls = () => laptop.rpcRequests.filter((name) => name === 'pull_brief_changes').length;
    const before = pulls();

    // A save is pushed on its own (the save timer, no pull); its signal reaches both devices.
    await saveBrief(laptop.db, edit(brief, { budget: 'mine' }), laptop.ctx);
    await vi.waitFor(() => {
      laptop.runDueTimers(1_000);
      expect(laptop.rpcRequests.at(-1)).toBe('push_brief_changes');
    }, arrives);
    await vi.waitFor(
      async () => expect((await getBrief(desktop.db, brief.id))?.requirements.budget).toBe('mine'),
      arrives,
    );
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(pulls()).toBe(before);

    const seen = (await getBrief(desktop.db, brief.id))!;
    await saveBrief(desktop.db, edit(seen, { budget: 'theirs' }), desktop.ctx);
    await desktop.sync();
    await vi.waitFor(
      async () => expect((await getBrief(laptop.db, brief.id))?.requirements.budget).toBe('theirs'),
      arrives,
    );
  });

  it('pushes an explicit Save at once, and pulls with it only while the live link is down', async () => {
    const laptop = await liveDevice(world.alice);
    const brief = await createBrief(laptop.db, { title: 'Saved', company: 'Acme' }, laptop.ctx);
    await laptop.sync();
    const pulls = () => laptop.rpcRequests.filter((name) => name === 'pull_brief_changes').length;
    const before = pulls();
    await saveBrief(laptop.db, edit(brief, { budget: 'now' }), laptop.ctx);
    await laptop.engine.pushNow();
    expect(await serverRow(world.stack, brief.id)).toMatchObject({ budget: 'now' });
    expect(pulls()).toBe(before);

    // Without live updates a Save is also the moment to hear from colleagues.
    const polling = await world.device(world.alice);
    await polling.sync();
    const polled = polling.rpcRequests.filter((name) => name === 'pull_brief_changes').length;
    await saveBrief(
      polling.db,
      edit((await getBrief(polling.db, brief.id))!, { budget: 'later' }),
      polling.ctx,
    );
    await polling.engine.pushNow();
    expect(await serverRow(world.stack, brief.id)).toMatchObject({ budget: 'later' });
    expect(polling.rpcRequests.filter((name) => name === 'pull_brief_changes').length).toBe(polled + 1);
  });

  it('brings new shares and unshares to the recipient', async () => {
    const owner = await liveDevice(world.alice);
    const reader = await liveDevice(world.bob);
    const brief = await createBrief(owner.db, { title: 'Shared live', company: 'Acme' }, owner.ctx);
    await owner.sync();
    await share(owner, brief.id, world.bob, 'read');
    await vi.waitFor(
      async () => expect((await listBriefs(reader.db)).map((card) => card.id)).toContain(brief.id),
      arrives,
    );
    await unshare(owner, brief.id, world.bob);
    await vi.waitFor(
      async () => expect((await listBriefs(reader.db)).map((card) => card.id)).not.toContain(brief.id),
      arrives,
    );
  });

  it('listens again once the session is renewed after Realtime closed the channel (its token expired)', async () => {
    const laptop = await liveDevice(world.alice);
    const desktop = await liveDevice(world.alice);
    // The desktop's channel is authorised with a token that runs out in a minute; the minute passes
    // on the stack's clock and Realtime closes the channel, as hosted Realtime does.
    await desktop.supabase.realtime.setAuth(
      await signedWith(
        JWT_SECRET,
        { sub: world.alice.id, role: 'authenticated', email: world.alice.email },
        60,
      ),
    );
    const topic = `realtime:user:${world.alice.id}`;
    const channelState = () => desktop.supabase.getChannels().find((c) => c.topic === topic)?.state;
    world.advanceStackClock(61_000);
    await vi.waitFor(() => expect(channelState()).not.toBe('joined'), arrives);

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
