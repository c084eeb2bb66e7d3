// Batched push: many briefs per request, a result per brief, every guarantee of the
// one-change-per-request protocol kept — idempotency when answers are lost, per-field merge, conflicts,
// refusals that hold back nothing else. Real engine, Dexie, supabase-js and stack.
import { describe, expect, it } from 'vitest';
import { createBrief, getBrief, listBriefs, saveBrief } from '../../../src/data/briefs-repository.ts';
import { getConflict } from '../../../src/data/conflict-reads.ts';
import { readOutboxSummary } from '../../../src/sync/summary.ts';
import { type Member } from '../../support/stack.ts';
import type { Device } from './device.ts';
import { edit, serverRow, share, syncWorld } from './fixtures.ts';

const world = syncWorld('alice', 'bob');

const device = (member: Member) => world.device(member);

const pushRequests = (d: Device) => d.rpcRequests.filter((rpc) => rpc === 'push_brief_changes').length;

async function versions(ids: string[]): Promise<number[]> {
  const { rows } = await world.stack.db.query<{ version: string | number }>(
    'select version from public.briefs where id = any($1::uuid[]) order by id',
    [ids],
  );
  return rows.map((row) => Number(row.version));
}

describe('batched push', () => {
  it('sends at most one request per 50 changed briefs, with every brief acknowledged', async () => {
    const laptop = await device(world.alice);
    await laptop.sync();
    laptop.goOffline();
    const ids: string[] = [];
    for (let i = 0; i < 120; i++) {
      const brief = await createBrief(laptop.db, { title: `Batch ${i}`, company: 'Acme' }, laptop.ctx);
      // A second save coalesces into the same unsent entry: still one change per brief.
      await saveBrief(laptop.db, edit(brief, { budget: `${i}k` }), laptop.ctx);
      ids.push(brief.id);
    }
    laptop.rpcRequests.length = 0;
    await laptop.goOnline();

    expect(pushRequests(laptop)).toBe(3);
    expect(await versions(ids)).toEqual(ids.map(() => 1));
    expect(await serverRow(world.stack, ids[77]!)).toMatchObject({ title: 'Batch 77', budget: '77k' });
    expect((await readOutboxSummary(laptop.db)).pending).toBe(0);
  });

  it('applies nothing twice when a batch reached the server but its answer was lost', async () => {
    const laptop = await device(world.alice);
    const briefs = [];
    for (let i = 0; i < 3; i++)
      briefs.push(await createBrief(laptop.db, { title: `Lost ${i}`, company: 'Acme' }, laptop.ctx));
    await laptop.sync();
    const ids = briefs.map((brief) => brief.id);
    for (const brief of briefs) await saveBrief(laptop.db, edit(brief, { budget: 'once' }), laptop.ctx);

    laptop.loseAnswers = 1;
    await laptop.sync();
    // The server applied the batch; this device does not know it and keeps every change queued.
    expect(await versions(ids)).toEqual([2, 2, 2]);
    expect((await readOutboxSummary(laptop.db)).queued).toBe(3);
    expect(laptop.engine.status.getState()).toMatchObject({ state: 'offline' });

    // The retry sends the same op ids: the server answers from its record, nothing is applied again.
    await laptop.env.emit('online');
    await laptop.sync();
    expect(await versions(ids)).toEqual([2, 2, 2]);
    expect((await readOutboxSummary(laptop.db)).pending).toBe(0);
    for (const id of ids) expect((await getBrief(laptop.db, id))?.requirements.budget).toBe('once');
  });

  it('keeps per-field merge and conflicts per brief inside one request', async () => {
    const laptop = await device(world.alice);
    const desktop = await device(world.alice);
    const merged = await createBrief(laptop.db, { title: 'Merge me', company: 'Acme' }, laptop.ctx);
    const contested = await createBrief(laptop.db, { title: 'Contested', company: 'Acme' }, laptop.ctx);
    await laptop.sync();
    await desktop.sync();

    await saveBrief(
      desktop.db,
      edit((await getBrief(desktop.db, merged.id))!, { budget: '5k' }),
      desktop.ctx,
    );
    await saveBrief(
      desktop.db,
      edit((await getBrief(desktop.db, contested.id))!, { budget: 'theirs' }),
      desktop.ctx,
    );
    await desktop.sync();

    await saveBrief(laptop.db, edit(merged, { company: 'Mine Inc' }), laptop.ctx);
    await saveBrief(laptop.db, edit(contested, { budget: 'mine' }), laptop.ctx);
    laptop.rpcRequests.length = 0;
    await laptop.sync();

    expect(pushRequests(laptop)).toBe(1);
    expect(await serverRow(world.stack, merged.id)).toMatchObject({ company: 'Mine Inc', budget: '5k' });
    expect(await serverRow(world.stack, contested.id)).toMatchObject({ budget: 'theirs' });
    const conflict = await getConflict(laptop.db, contested.id);
    expect(conflict?.fields).toEqual([
      expect.objectContaining({ field: 'budget', mine: 'mine', theirs: 'theirs' }),
    ]);
    expect((await readOutboxSummary(laptop.db)).markers).toEqual({ [contested.id]: 'conflict' });
  });

  it('names the colleague whose change won a same-field race, as the server recorded it', async () => {
    const owner = await device(world.alice);
    const colleague = await device(world.bob);
    const brief = await createBrief(owner.db, { title: 'Raced', company: 'Acme' }, owner.ctx);
    await owner.sync();
    await share(owner, brief.id, world.bob, 'write');
    await colleague.sync();
    await saveBrief(
      colleague.db,
      edit((await getBrief(colleague.db, brief.id))!, { budget: 'Bob' }),
      colleague.ctx,
    );
    await colleague.sync();
    await saveBrief(owner.db, edit(brief, { budget: 'Alice' }), owner.ctx);
    await owner.sync();

    const conflict = await getConflict(owner.db, brief.id);
    // No full name at sign-up: the server names Bob by his e-mail.
    expect(conflict).toMatchObject({ theirsBy: world.bob.email });
    expect(Date.parse(conflict!.theirsAt!)).toBeGreaterThan(0);
    expect(await serverRow(world.stack, brief.id)).toMatchObject({
      updated_by: world.bob.id,
      updated_by_name: world.bob.email,
    });
    expect((await listBriefs(owner.db)).find((card) => card.id === brief.id)).toMatchObject({
      updatedByName: world.bob.email,
    });
    // Her own next change is hers: the card no longer names Bob.
    await saveBrief(
      owner.db,
      edit((await getBrief(owner.db, brief.id))!, { company: 'Alice Co' }),
      owner.ctx,
    );
    await owner.sync();
    expect((await listBriefs(owner.db)).find((card) => card.id === brief.id)?.updatedByName).toBeUndefined();
  });

  it('never names the loser as the winner when the rest of her change was merged', async () => {
    const owner = await device(world.alice);
    const colleague = await device(world.bob);
    const brief = await createBrief(owner.db, { title: 'Raced twice', company: 'Acme' }, owner.ctx);
    await owner.sync();
    await share(owner, brief.id, world.bob, 'write');
    await colleague.sync();
    await saveBrief(
      colleague.db,
      edit((await getBrief(colleague.db, brief.id))!, { budget: 'Bob' }),
      colleague.ctx,
    );
    await colleague.sync();
    // Alice saves Budget too, with Company: Company is merged (so she made the row's latest change).
    await saveBrief(owner.db, edit(brief, { budget: 'Alice', company: 'Alice Co' }), owner.ctx);
    await owner.sync();

    expect(await serverRow(world.stack, brief.id)).toMatchObject({
      budget: 'Bob',
      company: 'Alice Co',
      updated_by: world.alice.id,
    });
    const conflict = await getConflict(owner.db, brief.id);
    expect(conflict?.fields).toEqual([
      expect.objectContaining({ field: 'budget', mine: 'Alice', theirs: 'Bob' }),
    ]);
    expect(conflict?.theirsBy).not.toBe(world.alice.email);
  });

  it("blocks only the refused brief's change; the rest of the batch is applied", async () => {
    const owner = await device(world.alice);
    const reader = await device(world.bob);
    const shared = await createBrief(owner.db, { title: 'Read only', company: 'Acme' }, owner.ctx);
    await owner.sync();
    await share(owner, shared.id, world.bob, 'read');
    const own = await createBrief(reader.db, { title: 'Bob one', company: 'Bobco' }, reader.ctx);
    await reader.sync();

    await saveBrief(
      reader.db,
      edit((await getBrief(reader.db, shared.id))!, { title: 'Hijack' }),
      reader.ctx,
    );
    await saveBrief(reader.db, edit(own, { budget: '3k' }), reader.ctx);
    const second = await createBrief(reader.db, { title: 'Bob two', company: 'Bobco' }, reader.ctx);
    reader.rpcRequests.length = 0;
    await reader.sync();

    expect(pushRequests(reader)).toBe(1);
    expect(await serverRow(world.stack, shared.id)).toMatchObject({ title: 'Read only' });
    expect(await serverRow(world.stack, own.id)).toMatchObject({ budget: '3k' });
    expect(await serverRow(world.stack, second.id)).toMatchObject({ title: 'Bob two' });
    const { blocked, markers } = reader.engine.status.getState();
    expect(markers).toEqual({ [shared.id]: 'blocked' });
    expect(blocked[0]?.reason).toMatch(/view this brief but not edit/);
  });

  it('retries a batch the server failed (503) and then reports Synced', async () => {
    const laptop = await device(world.alice);
    await laptop.sync();
    const brief = await createBrief(laptop.db, { title: 'Busy server', company: 'Acme' }, laptop.ctx);
    laptop.failNext = 1;
    await laptop.engine.syncNow();
    const failed = laptop.engine.status.getState();
    expect(failed.state).toBe('error');
    expect(failed.nextRetryAt).toBeGreaterThan(Date.now() - 1);
    expect(await serverRow(world.stack, brief.id)).toBeUndefined();

    laptop.runDueTimers(failed.nextRetryAt! - Date.now() + 10);
    await laptop.sync();
    expect(await serverRow(world.stack, brief.id)).toMatchObject({ title: 'Busy server' });
    expect(laptop.engine.status.getState()).toMatchObject({ state: 'idle', lastPullOk: true, pending: 0 });
  });
});
