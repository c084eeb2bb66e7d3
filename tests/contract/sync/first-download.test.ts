// A device's first download of many briefs, end to end: the real engine and supabase-js against the
// local stack. Its progress is said after every page, up to the total; and the live link, which
// connects while that download runs, does not make the device download everything a second time.
import { describe, expect, it, vi } from 'vitest';
import type { FirstSyncProgress } from '../../../src/sync/status.ts';
import { Device } from './device.ts';
import { newMember, syncWorld } from './fixtures.ts';

const world = syncWorld();
const BRIEFS = 1_100;

async function memberWithBriefs(name: string) {
  const member = await newMember(world.stack, name);
  // Written together, as a bulk import writes them: they share one updated_at.
  await world.stack.db.query(
    `insert into public.briefs (user_id, title, company)
     select $1, 'Brief ' || n, 'Company ' || n from generate_series(1, $2::int) n`,
    [member.id, BRIEFS],
  );
  return member;
}

describe('a first download of many briefs', () => {
  it('says how far it has got after every page, up to the total, then that it is done', async () => {
    const device = world.closeAfterTest(new Device(world.stack, await memberWithBriefs('progress')));
    await device.signIn();
    const said: (FirstSyncProgress | null)[] = [];
    device.engine.status.subscribe((state, before) => {
      if (state.firstSync !== before.firstSync) said.push(state.firstSync);
    });
    await device.engine.syncNow();
    expect(said.filter((progress) => progress !== null && progress.done > 0)).toEqual([
      { done: 500, total: BRIEFS },
      { done: 1_000, total: BRIEFS },
      { done: 1_100, total: BRIEFS },
    ]);
    expect(said.at(-1)).toBeNull();
    expect(await device.db.cards.count()).toBe(BRIEFS);
  });

  it('says how many briefs there are to download before the first page arrives', async () => {
    const device = world.closeAfterTest(new Device(world.stack, await memberWithBriefs('total')));
    await device.signIn();
    // The first page is slow to come: the total, counted meanwhile, is said while it is awaited.
    device.holdRpc = {
      name: 'pull_brief_changes',
      until: vi.waitFor(
        () => expect(device.engine.status.getState().firstSync).toEqual({ done: 0, total: BRIEFS }),
        { timeout: 5_000, interval: 20 },
      ),
    };
    await device.engine.syncNow();
    expect(device.engine.status.getState()).toMatchObject({ lastPullOk: true, firstSync: null });
    expect(await device.db.cards.count()).toBe(BRIEFS);
  });

  it('is not downloaded a second time when the live link connects while it runs', async () => {
    const device = world.closeAfterTest(
      new Device(world.stack, await memberWithBriefs('live'), undefined, { live: true }),
    );
    await device.signIn();
    // The first page answers once the live channel is subscribed: it connects mid-download, as in the app.
    device.holdRpc = {
      name: 'pull_brief_changes',
      until: vi.waitFor(
        () => expect(device.supabase.getChannels().map((channel) => channel.state)).toEqual(['joined']),
        { timeout: 10_000, interval: 20 },
      ),
    };
    let pulls = 0;
    device.engine.status.subscribe((state, before) => {
      if (state.lastPullAt !== before.lastPullAt) pulls++;
    });
    device.start();
    await vi.waitFor(
      () => expect(device.engine.status.getState()).toMatchObject({ lastPullOk: true, state: 'idle' }),
      { timeout: 30_000, interval: 200 },
    );
    await device.engine.stop();
    expect(await device.db.cards.count()).toBe(BRIEFS);
    expect(pulls).toBe(1);
    expect(device.rpcRequests.filter((rpc) => rpc === 'pull_brief_changes')).toHaveLength(3);
  });

  it('is caught up by a pull when the live link connects after it', async () => {
    const member = await memberWithBriefs('caught-up');
    const device = world.closeAfterTest(new Device(world.stack, member, undefined, { live: true }));
    await device.signIn();
    // The download ends before the channel is subscribed; a colleague's change in between sends its
    // signal to nobody, and the pull on subscribing brings it.
    let subscribe!: () => void;
    const subscribing = new Promise<void>((resolve) => (subscribe = resolve));
    const join = device.supabase.realtime.connect.bind(device.supabase.realtime);
    device.supabase.realtime.connect = () => void subscribing.then(join);
    device.start();
    await vi.waitFor(
      () => expect(device.engine.status.getState()).toMatchObject({ lastPullOk: true, state: 'idle' }),
      { timeout: 30_000, interval: 200 },
    );
    await world.stack.db.query(
      `update public.briefs set title = 'Renamed' where id = (
         select id from public.briefs where user_id = $1 order by title limit 1)`,
      [member.id],
    );
    subscribe();
    await vi.waitFor(
      async () => expect((await device.db.cards.toArray()).map((card) => card.title)).toContain('Renamed'),
      { timeout: 10_000, interval: 100 },
    );
  });
});
