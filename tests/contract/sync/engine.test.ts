import { describe, expect, it, vi } from 'vitest';
import { createBrief, getBrief, listBriefs, saveBrief } from '../../../src/data/briefs-repository.ts';
import { type Member } from '../../support/stack.ts';
import { Device } from './device.ts';
import { edit, serverRow, share, syncWorld, unshare } from './fixtures.ts';
import { readOutboxSummary, watchOutboxSummary } from '../../../src/sync/summary.ts';

const briefSyncMarkers = async (db: Parameters<typeof readOutboxSummary>[0]) =>
  (await readOutboxSummary(db)).markers;

const world = syncWorld('alice', 'bob');

const device = (member: Member) => world.device(member);

function storedSession(device: Device) {
  const key = [...device.storage.keys()].find((k) => k.endsWith('-auth-token'))!;
  return { key, session: JSON.parse(device.storage.get(key)!) as { expires_at: number } };
}

describe('the sync engine', () => {
  it('reports pending changes, their age and the last push and pull in its status', async () => {
    const laptop = await device(world.alice);
    await laptop.sync();
    laptop.goOffline();
    await createBrief(laptop.db, { title: 'Status', company: 'Acme' }, laptop.ctx);
    await laptop.sync();
    const offline = laptop.engine.status.getState();
    expect(offline).toMatchObject({ state: 'offline', pending: 1 });
    expect(offline.oldestPendingAt).toBeLessThanOrEqual(Date.now());
    expect(await laptop.engine.pendingChanges()).toBe(1);

    await laptop.goOnline();
    const synced = laptop.engine.status.getState();
    expect(synced).toMatchObject({
      state: 'idle',
      pending: 0,
      oldestPendingAt: null,
      blocked: [],
      conflicts: [],
    });
    expect(synced.lastPushAt).toBeGreaterThan(0);
    expect(synced.lastPullAt).toBeGreaterThan(0);
  });

  it('keeps working offline with an expired session, and pushes once it refreshes', async () => {
    const laptop = await device(world.alice);
    await laptop.sync();
    const { key, session } = storedSession(laptop);
    laptop.storage.set(key, JSON.stringify({ ...session, expires_at: Math.floor(Date.now() / 1000) - 60 }));
    laptop.goOffline();
    await laptop.restart();

    const brief = await createBrief(laptop.db, { title: 'On the plane', company: 'Acme' }, laptop.ctx);
    await laptop.sync();
    expect(laptop.engine.status.getState().state).toBe('offline');
    expect(await getBrief(laptop.db, brief.id)).toBeDefined();

    await laptop.goOnline();
    expect(await serverRow(world.stack, brief.id)).toMatchObject({ title: 'On the plane' });
    expect(laptop.engine.status.getState().state).toBe('idle');
  });

  it('pauses pushing without a session, and resumes when the user signs in', async () => {
    const laptop = new Device(world.stack, world.alice);
    world.closeAfterTest(laptop);
    laptop.start();
    const brief = await createBrief(laptop.db, { title: 'Before sign-in', company: 'Acme' }, laptop.ctx);
    await laptop.sync();
    expect(laptop.engine.status.getState().state).toBe('paused-auth');
    expect(await serverRow(world.stack, brief.id)).toBeUndefined();

    await laptop.signIn();
    laptop.runDueTimers();
    await vi.waitFor(async () =>
      expect(await serverRow(world.stack, brief.id)).toMatchObject({ title: 'Before sign-in' }),
    );
  });

  it("pushes a new user's very first save soon after it is made, without waiting for the next pull", async () => {
    const laptop = await device(world.alice);
    await laptop.sync();
    expect(await laptop.db.outbox.count()).toBe(0);
    const brief = await createBrief(laptop.db, { title: 'First of all', company: 'Acme' }, laptop.ctx);
    // The engine notices the save through its live outbox summary and arms a short push timer.
    const soon = () =>
      [...laptop.timers].filter((timer) => timer.at - Date.now() - laptop.clockOffset <= 1_000);
    await vi.waitFor(() => expect(soon().length).toBeGreaterThan(0));
    laptop.runDueTimers(1_000);
    await vi.waitFor(async () =>
      expect(await serverRow(world.stack, brief.id)).toMatchObject({ title: 'First of all' }),
    );
  });

  it('pushes a save made while its first cycle pulls, with the sync pill already watching the outbox', async () => {
    // The app's pill watches the outbox before the engine starts (the engine starts when the browser
    // is idle); a save during the engine's first pull must still be pushed soon, not at the next pull.
    const laptop = world.closeAfterTest(new Device(world.stack, world.alice));
    await laptop.signIn();
    let pillSummaries = 0;
    const stopPill = watchOutboxSummary(laptop.db, laptop.engine.status, () => pillSummaries++);
    await vi.waitFor(() => expect(pillSummaries).toBeGreaterThan(0));
    let release!: () => void;
    laptop.holdRpc = { name: 'pull_brief_changes', until: new Promise<void>((r) => (release = r)) };
    const pullHeld = () => expect(laptop.rpcRequests).toContain('pull_brief_changes');
    laptop.start();
    await vi.waitFor(pullHeld);
    const brief = await createBrief(
      laptop.db,
      { title: 'During the first pull', company: 'Acme' },
      laptop.ctx,
    );
    await vi.waitFor(() => expect(laptop.engine.status.getState().pending).toBe(1));
    release();
    laptop.holdRpc = null;
    await vi.waitFor(() => expect(laptop.engine.status.getState().lastPullAt).toBeGreaterThan(0));
    // Only timers due within a second: the next pull (15 s or a minute away) must not be what pushes it.
    await vi.waitFor(async () => {
      laptop.runDueTimers();
      expect(await serverRow(world.stack, brief.id)).toMatchObject({ title: 'During the first pull' });
    }, 5_000);
    stopPill();
  });

  it('re-arms the retry timer from the persisted time after a restart', async () => {
    const laptop = await device(world.alice);
    await laptop.sync();
    laptop.failNext = 1;
    const brief = await createBrief(laptop.db, { title: 'Retry me', company: 'Acme' }, laptop.ctx);
    await laptop.sync();
    const [entry] = await laptop.db.outbox.toArray();
    await laptop.restart();
    await laptop.sync();
    expect(await serverRow(world.stack, brief.id)).toBeUndefined();
    const timers = [...laptop.timers].map((timer) => timer.at);
    expect(timers.some((at) => Math.abs(at - entry!.nextAttemptAt) < 50)).toBe(true);

    laptop.runDueTimers(entry!.nextAttemptAt - Date.now() + 10);
    await vi.waitFor(async () =>
      expect(await serverRow(world.stack, brief.id)).toMatchObject({ title: 'Retry me' }),
    );
  });

  it('lets only one tab push at a time; the other hears of it and sees the result', async () => {
    const firstTab = await device(world.alice);
    const secondTab = new Device(world.stack, world.alice, firstTab);
    world.closeAfterTest(secondTab);
    secondTab.start();
    await Promise.all([firstTab.sync(), secondTab.sync()]);
    const briefs = [];
    for (let i = 0; i < 5; i++)
      briefs.push(await createBrief(firstTab.db, { title: `Tab ${i}`, company: 'Acme' }, firstTab.ctx));
    firstTab.rpcRequests.length = secondTab.rpcRequests.length = 0;

    await Promise.all([firstTab.sync(), secondTab.sync()]);
    const pushes = [...firstTab.rpcRequests, ...secondTab.rpcRequests].filter(
      (rpc) => rpc === 'push_brief_changes',
    );
    // One tab pushed, all five briefs in one request (never twice, never by both tabs).
    expect(pushes).toHaveLength(1);
    // The tab that pushed tells the other one (BroadcastChannel).
    await vi.waitFor(() => {
      const [first, second] = [firstTab, secondTab].map((tab) => tab.engine.status.getState().lastPushAt);
      expect(first ?? second).toBeGreaterThan(0);
      expect(second).toBe(first);
    });
    expect(await briefSyncMarkers(secondTab.db)).toEqual({});
    expect((await listBriefs(secondTab.db)).length).toBeGreaterThanOrEqual(5);
  });

  it('pushes files and brings them back intact on another device', async () => {
    const laptop = await device(world.alice);
    const desktop = await device(world.alice);
    const brief = await createBrief(laptop.db, { title: 'With files', company: 'Acme' }, laptop.ctx);
    const logo = { name: 'logo.png', data: `data:image/png;base64,${'iVBORw0KGgo'.repeat(50_000)}` };
    const withFiles = {
      ...brief,
      brand: { ...brief.brand, brandDocuments: [logo, 'https://example.com/guide.pdf'] },
      creative: {
        ...brief.creative,
        visualStyleFiles: [`data:image/jpeg;base64,${'/9j/4AAQ'.repeat(40_000)}`],
      },
    };
    await saveBrief(laptop.db, withFiles, laptop.ctx);
    await laptop.sync();
    await desktop.sync();
    const copy = await getBrief(desktop.db, brief.id);
    expect(copy?.brand.brandDocuments).toEqual(withFiles.brand.brandDocuments);
    expect(copy?.creative.visualStyleFiles).toEqual(withFiles.creative.visualStyleFiles);

    // A title edit elsewhere does not resend the files.
    await saveBrief(desktop.db, edit(copy!, { title: 'Renamed' }), desktop.ctx);
    const [entry] = await desktop.db.outbox.toArray();
    expect(Object.keys(entry!.patch)).toEqual(['title']);
    await desktop.sync();
    await laptop.sync();
    expect((await getBrief(laptop.db, brief.id))?.brand.brandDocuments).toEqual(
      withFiles.brand.brandDocuments,
    );
  });

  it('removes a brief deleted or unshared elsewhere; blocks unsent changes to an unshared one', async () => {
    const owner = await device(world.alice);
    const other = await device(world.bob);
    const gone = await createBrief(owner.db, { title: 'Gone', company: 'Acme' }, owner.ctx);
    const revoked = await createBrief(owner.db, { title: 'Revoked', company: 'Acme' }, owner.ctx);
    await owner.sync();
    await share(owner, gone.id, world.bob, 'write');
    await share(owner, revoked.id, world.bob, 'write');
    await other.sync();
    expect((await listBriefs(other.db)).map((card) => card.title).sort()).toEqual(['Gone', 'Revoked']);

    other.goOffline();
    await saveBrief(other.db, edit((await getBrief(other.db, revoked.id))!, { budget: 'mine' }), other.ctx);
    await unshare(owner, gone.id, world.bob);
    await unshare(owner, revoked.id, world.bob);
    await other.goOnline();

    expect(await getBrief(other.db, gone.id)).toBeUndefined();
    expect((await getBrief(other.db, revoked.id))?.requirements.budget).toBe('mine');
    expect(other.engine.status.getState().blocked).toEqual([
      { briefId: revoked.id, title: 'Revoked', reason: 'This brief is no longer shared with you.' },
    ]);
    await other.engine.discardBlockedChange(revoked.id);
    expect(await getBrief(other.db, revoked.id)).toBeUndefined();
  });
});
