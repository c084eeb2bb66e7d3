// Open by link over the real stack: a brief this device does not hold is fetched (row-level security
// decides), stored and readable from the local database; a stranger learns nothing; offline it waits.
import { describe, expect, it } from 'vitest';
import { createBrief, getBrief, getBriefDetails } from '../../../src/data/briefs-repository.ts';
import { fetchBriefByLink } from '../../../src/sync/fetch-brief.ts';
import { type Member } from '../../support/stack.ts';
import { share, syncWorld } from './fixtures.ts';

const world = syncWorld('alice', 'bob', 'mallory');

const device = (member: Member) => world.device(member);

describe('open by link', () => {
  it('fetches a brief shared a moment ago and stores it with who owns it and what the user may do', async () => {
    const owner = await device(world.alice);
    const brief = await createBrief(owner.db, { title: 'Sent by link', company: 'Acme' }, owner.ctx);
    await owner.sync();
    await share(owner, brief.id, world.bob, 'read');

    const laptop = await device(world.bob);
    expect(await getBrief(laptop.db, brief.id)).toBeUndefined();
    expect(await fetchBriefByLink(laptop.db, laptop.supabase, brief.id)).toBe('stored');
    const details = await getBriefDetails(laptop.db, brief.id);
    expect(details?.brief.title).toBe('Sent by link');
    expect(details).toMatchObject({ isOwner: false, permission: 'read' });
    // The next pull treats it as any other brief: nothing pending, nothing doubled.
    await laptop.sync();
    expect(laptop.engine.status.getState()).toMatchObject({ pending: 0, state: 'idle' });
  });

  it('tells a member it is not shared with nothing about it: the same answer as no brief at all', async () => {
    const owner = await device(world.alice);
    const brief = await createBrief(owner.db, { title: 'Private', company: 'Acme' }, owner.ctx);
    await owner.sync();
    const stranger = await device(world.mallory);
    expect(await fetchBriefByLink(stranger.db, stranger.supabase, brief.id)).toBe('not-found');
    expect(await fetchBriefByLink(stranger.db, stranger.supabase, crypto.randomUUID())).toBe('not-found');
    expect(await fetchBriefByLink(stranger.db, stranger.supabase, 'not-a-uuid')).toBe('not-found');
    expect(await getBrief(stranger.db, brief.id)).toBeUndefined();
  });

  it('waits when there is no answer: offline is not "not found"', async () => {
    const laptop = await device(world.bob);
    laptop.goOffline();
    expect(await fetchBriefByLink(laptop.db, laptop.supabase, crypto.randomUUID())).toBe('unavailable');
    laptop.online = true;
    laptop.failNext = 1;
    expect(await fetchBriefByLink(laptop.db, laptop.supabase, crypto.randomUUID())).toBe('unavailable');
  });
});
