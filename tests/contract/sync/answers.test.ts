// Answers of the wrong shape, over the real stack: the request reaches the server and does its work, and
// the answer arrives rewritten (a server of another version, a proxy that mangles JSON). The device
// must not act on what it cannot read: a push answer of the wrong shape blocks that change with the
// reason and changes nothing else on the device; a pull page of the wrong shape is applied not at all.
// Everything else goes on. Real engine, Dexie, supabase-js and stack.
import { describe, expect, it } from 'vitest';
import { createBrief, getBrief, saveBrief } from '../../../src/data/briefs-repository.ts';
import { type BriefsmithDB } from '../../../src/data/db.ts';
import { PULL_CURSOR_KEY } from '../../../src/sync/apply-pull.ts';
import { fetchBriefByLink } from '../../../src/sync/fetch-brief.ts';
import { pushOutbox } from '../../../src/sync/push.ts';
import { readOutboxSummary } from '../../../src/sync/summary.ts';
import type { Device } from './device.ts';
import { edit, serverRow, share, syncWorld } from './fixtures.ts';

const world = syncWorld('alice', 'bob');

/** Everything the device keeps about its briefs, to compare before and after. */
async function localState(db: BriefsmithDB) {
  const [briefs, outbox, conflicts, cursor] = await Promise.all([
    db.briefs.orderBy('id').toArray(),
    db.outbox.orderBy('seq').toArray(),
    db.conflicts.toArray(),
    db.meta.get(PULL_CURSOR_KEY),
  ]);
  return { briefs, outbox, conflicts, cursor };
}

type Item = { op_id: string; ok: boolean; result?: Record<string, unknown> };

/** One push pass alone (the engine's next step, a pull, would bring the server's copy on its own). */
const push = (device: Device) =>
  pushOutbox({
    db: device.db,
    supabase: device.supabase,
    env: device.env,
    refreshSession: () => Promise.resolve('ok' as const),
  });

describe('answers of the wrong shape', () => {
  it('blocks the change whose push answer is malformed, with the reason; the rest of the batch syncs', async () => {
    const laptop = await world.device(world.alice);
    const odd = await createBrief(laptop.db, { title: 'Odd answer', company: 'Acme' }, laptop.ctx);
    const fine = await createBrief(laptop.db, { title: 'Fine answer', company: 'Acme' }, laptop.ctx);
    await laptop.sync();
    await saveBrief(laptop.db, edit(odd, { budget: '5k' }), laptop.ctx);
    await saveBrief(laptop.db, edit(fine, { budget: '7k' }), laptop.ctx);
    const oddOp = (await laptop.db.outbox.where('briefId').equals(odd.id).first())!.opId;
    const before = await localState(laptop.db);

    // The odd brief's result says 'applied' with a version that is no version at all.
    laptop.rewriteRpc = {
      name: 'push_brief_changes',
      rewrite: (answer) =>
        (answer as Item[]).map((item) =>
          item.op_id === oddOp ? { ...item, result: { ...item.result, version: { next: 2 } } } : item,
        ),
    };
    await push(laptop);

    const { blocked, markers } = await readOutboxSummary(laptop.db);
    expect(markers).toEqual({ [odd.id]: 'blocked' });
    expect(blocked).toEqual([
      {
        briefId: odd.id,
        title: 'Odd answer',
        reason: expect.stringMatching(
          /^The server's answer to this change could not be read \(version: .+\)/,
        ),
      },
    ]);
    // Nothing on the device moved for the odd brief: its record, its change (now blocked), no conflict.
    const after = await localState(laptop.db);
    expect(after.briefs.find((b) => b.id === odd.id)).toEqual(before.briefs.find((b) => b.id === odd.id));
    const oddEntry = before.outbox.find((e) => e.briefId === odd.id)!;
    expect(after.outbox).toEqual([{ ...oddEntry, status: 'blocked', lastError: blocked[0]!.reason }]);
    expect(after.conflicts).toEqual([]);
    // The other brief of the same request synced.
    expect(await serverRow(world.stack, fine.id)).toMatchObject({ budget: '7k', version: 2 });
    expect(after.briefs.find((b) => b.id === fine.id)).toMatchObject({ serverVersion: 2 });

    // Readable answers again: retrying sends the same change, which the server answers from its record.
    laptop.rewriteRpc = null;
    await laptop.engine.retryBlockedChange(odd.id);
    await laptop.sync();
    expect((await readOutboxSummary(laptop.db)).pending).toBe(0);
    expect(await serverRow(world.stack, odd.id)).toMatchObject({ budget: '5k', version: 2 });
    expect((await laptop.db.briefs.get(odd.id))?.serverVersion).toBe(2);
  });

  it('blocks every change of a request whose whole answer is malformed', async () => {
    const laptop = await world.device(world.alice);
    await laptop.sync();
    const brief = await createBrief(laptop.db, { title: 'Not a list', company: 'Acme' }, laptop.ctx);
    const before = await localState(laptop.db);

    laptop.rewriteRpc = { name: 'push_brief_changes', rewrite: (answer) => ({ results: answer }) };
    await push(laptop);

    const { blocked } = await readOutboxSummary(laptop.db);
    expect(blocked).toEqual([
      {
        briefId: brief.id,
        title: 'Not a list',
        reason: expect.stringContaining("The server's answer to this change could not be read"),
      },
    ]);
    const after = await localState(laptop.db);
    expect(after.briefs).toEqual(before.briefs);
    expect(after.outbox).toEqual([
      { ...before.outbox[0]!, status: 'blocked', lastError: blocked[0]!.reason },
    ]);

    // The server did create it; retried, the change is answered from the server's record, not applied twice.
    laptop.rewriteRpc = null;
    await laptop.engine.retryBlockedChange(brief.id);
    await laptop.sync();
    expect((await readOutboxSummary(laptop.db)).pending).toBe(0);
    expect(await serverRow(world.stack, brief.id)).toMatchObject({ title: 'Not a list', version: 1 });
  });

  it('applies nothing of a malformed pull page, says so, and still pushes; the next good page syncs', async () => {
    const laptop = await world.device(world.alice);
    const phone = await world.device(world.alice);
    const kept = await createBrief(laptop.db, { title: 'Kept', company: 'Acme' }, laptop.ctx);
    await laptop.sync();
    await phone.sync();
    await saveBrief(laptop.db, edit(kept, { title: 'Kept, renamed' }), laptop.ctx);
    const fresh = await createBrief(laptop.db, { title: 'Fresh', company: 'Acme' }, laptop.ctx);
    await laptop.sync();
    const own = await createBrief(phone.db, { title: 'From the phone', company: 'Acme' }, phone.ctx);
    const before = await localState(phone.db);

    // The page carries the changes, and a removal of a kind the app does not know.
    phone.rewriteRpc = {
      name: 'pull_brief_changes',
      rewrite: (page) => {
        const { removed, ...rest } = page as { removed: unknown[] };
        return {
          ...rest,
          removed: [...removed, { brief_id: kept.id, removed_at: 'now', reason: 'vanished' }],
        };
      },
    };
    await phone.sync();

    const status = phone.engine.status.getState();
    expect(status.state).toBe('error');
    expect(status.lastError).toMatch(/^The server's answer could not be read \(removed\.0\.reason: .+\)/);
    const after = await localState(phone.db);
    // Nothing pulled was applied (no removal, no new brief, the cursor where it was); the phone's own
    // new brief still went out.
    expect(after.cursor).toEqual(before.cursor);
    expect(after.briefs.find((b) => b.id === kept.id)).toEqual(before.briefs.find((b) => b.id === kept.id));
    expect(after.briefs.find((b) => b.id === fresh.id)).toBeUndefined();
    expect(after.conflicts).toEqual([]);
    expect(await serverRow(world.stack, own.id)).toMatchObject({ title: 'From the phone' });

    phone.rewriteRpc = null;
    await phone.sync();
    expect(phone.engine.status.getState()).toMatchObject({ state: 'idle', lastError: null });
    expect((await getBrief(phone.db, kept.id))?.title).toBe('Kept, renamed');
    expect((await getBrief(phone.db, fresh.id))?.title).toBe('Fresh');
  });

  it('opens nothing from a malformed fetch_brief answer: the brief may open later', async () => {
    const laptop = await world.device(world.alice);
    const brief = await createBrief(laptop.db, { title: 'By link', company: 'Acme' }, laptop.ctx);
    await laptop.sync();
    await share(laptop, brief.id, world.bob, 'read');
    const phone = await world.device(world.bob);

    phone.rewriteRpc = {
      name: 'fetch_brief',
      rewrite: (row) => ({ ...(row as Record<string, unknown>), version: 'the latest' }),
    };
    expect(await fetchBriefByLink(phone.db, phone.supabase, brief.id)).toBe('unavailable');
    expect(await getBrief(phone.db, brief.id)).toBeUndefined();

    phone.rewriteRpc = null;
    expect(await fetchBriefByLink(phone.db, phone.supabase, brief.id)).toBe('stored');
    expect((await getBrief(phone.db, brief.id))?.title).toBe('By link');
  });
});
