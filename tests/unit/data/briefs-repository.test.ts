import { IDBFactory } from 'fake-indexeddb';
import { afterEach, describe, expect, it } from 'vitest';
import {
  createBrief,
  deleteBrief,
  getBrief,
  getBriefDetails,
  listBriefs,
  saveBrief,
  saveBriefOver,
} from '../../../src/data/briefs-repository.ts';
import type { BriefsmithDB } from '../../../src/data/db.ts';
import { collectUnusedFiles } from '../../../src/data/files-gc.ts';
import { StorageFullError } from '../../../src/data/storage.ts';
import { context, openTestDatabase } from './local-db.ts';
import { readOutboxSummary } from '../../../src/sync/summary.ts';

const briefSyncMarkers = async (db: Parameters<typeof readOutboxSummary>[0]) =>
  (await readOutboxSummary(db)).markers;

const opened: BriefsmithDB[] = [];
function open(...args: Parameters<typeof openTestDatabase>) {
  const db = openTestDatabase(...args);
  opened.push(db);
  return db;
}
afterEach(() => opened.splice(0).forEach((db) => db.close()));

/** As if the brief's pending creation had been pushed and acknowledged at `version`. */
async function reachedServer(db: BriefsmithDB, briefId: string, version: number) {
  await db.outbox.clear();
  const record = (await db.briefs.get(briefId))!;
  await db.briefs.put({ ...record, base: record.row, serverVersion: version });
}

describe('saving a brief', () => {
  it('reads back what was saved, and lists cards newest first', async () => {
    const db = open();
    const ctx = context();
    const first = await createBrief(db, { title: 'Spring launch', company: 'Acme' }, ctx);
    const second = await createBrief(db, { title: 'Rebrand', company: 'Globex' }, ctx);
    const edited = { ...first, goals: { ...first.goals, primaryGoals: ['Awareness'] } };
    await saveBrief(db, edited, ctx);

    expect(await getBrief(db, first.id)).toEqual(edited);
    const cards = await listBriefs(db);
    expect(cards.map((card) => card.title)).toEqual(['Rebrand', 'Spring launch']);
    expect(cards[0]).toMatchObject({ company: 'Globex', isOwner: true, owner: null, permission: 'owner' });
    expect(await getBriefDetails(db, second.id)).toMatchObject({ isOwner: true, permission: 'owner' });
  });

  it('writes the brief and one outbox entry with every column for a new brief', async () => {
    const db = open();
    const brief = await createBrief(db, { title: 'Spring launch', company: 'Acme' }, context());
    const [entry, ...rest] = await db.outbox.toArray();
    expect(rest).toEqual([]);
    expect(entry).toMatchObject({ briefId: brief.id, kind: 'upsert', baseVersion: 0, status: 'pending' });
    expect(entry!.patch).toMatchObject({ title: 'Spring launch', company: 'Acme', type: 'brand' });
    expect(entry!.patch).not.toHaveProperty('user_id');
    expect(entry!.patch).not.toHaveProperty('updated_at');
  });

  it('coalesces saves of one brief into its pending entry, keeping the earliest base value', async () => {
    const db = open();
    const ctx = context();
    const brief = await createBrief(db, { title: 'A', company: 'Acme' }, ctx);
    await reachedServer(db, brief.id, 3);

    await saveBrief(db, { ...brief, title: 'B' }, ctx);
    await saveBrief(db, { ...brief, title: 'C', overview: { ...brief.overview, company: 'Initech' } }, ctx);
    const entries = await db.outbox.toArray();
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      baseVersion: 3,
      patch: { title: 'C', company: 'Initech' },
      baseValues: { title: 'A', company: 'Acme' },
    });
  });

  it('never changes an entry that was already sent: its idempotency key may be recorded by the server', async () => {
    const db = open();
    const ctx = context();
    const brief = await createBrief(db, { title: 'A', company: 'Acme' }, ctx);
    const [sent] = await db.outbox.toArray();
    // Sent once; the answer never came (network error), so it waits to be retried as it was.
    await db.outbox.update(sent!.seq!, { attempts: 1, nextAttemptAt: Date.now() + 1000 });

    await saveBrief(db, { ...brief, title: 'B' }, ctx);
    const entries = await db.outbox.orderBy('seq').toArray();
    expect(entries).toHaveLength(2);
    expect(entries[0]!.patch).toMatchObject({ title: 'A' });
    expect(entries[1]).toMatchObject({ patch: { title: 'B' }, baseValues: { title: 'A' }, attempts: 0 });
  });

  it("a field typed over a held-back save claims that save's base version when it joins a later pending save", async () => {
    const db = open();
    const ctx = context();
    const brief = await createBrief(db, { title: 'A', company: 'Acme' }, ctx);
    await reachedServer(db, brief.id, 3);
    await saveBrief(db, { ...brief, title: 'B' }, ctx);
    const [held] = await db.outbox.toArray();
    // Sent without an answer, then a pull brought version 5 (a colleague changed the title).
    await db.outbox.update(held!.seq!, { attempts: 1, nextAttemptAt: Date.now() + 1000 });
    const pulled = (await db.briefs.get(brief.id))!;
    await db.briefs.put({ ...pulled, base: { ...pulled.base!, title: 'Theirs' }, serverVersion: 5 });

    const shown = (await getBrief(db, brief.id))!;
    await saveBrief(db, { ...shown, overview: { ...shown.overview, company: 'Initech' } }, ctx);
    expect((await db.outbox.orderBy('seq').last())!.baseVersion).toBe(5);
    await saveBrief(db, { ...shown, title: 'C', overview: { ...shown.overview, company: 'Initech' } }, ctx);
    const entries = await db.outbox.orderBy('seq').toArray();
    expect(entries).toHaveLength(2);
    expect(entries[1]).toMatchObject({
      baseVersion: 3,
      patch: { company: 'Initech', title: 'C' },
      baseValues: { company: 'Acme', title: 'B' },
    });
  });

  it('queues nothing when an edit is undone before it was pushed', async () => {
    const db = open();
    const ctx = context();
    const brief = await createBrief(db, { title: 'A', company: 'Acme' }, ctx);
    await reachedServer(db, brief.id, 1);

    await saveBrief(db, { ...brief, title: 'B' }, ctx);
    await saveBrief(db, { ...brief, title: 'A' }, ctx);
    expect(await db.outbox.count()).toBe(0);
  });

  it('adds a second entry behind one in flight, based on the values being pushed', async () => {
    const db = open();
    const ctx = context();
    const brief = await createBrief(db, { title: 'A', company: 'Acme' }, ctx);
    const [entry] = await db.outbox.toArray();
    await db.outbox.update(entry!.seq!, { status: 'inflight' });

    await saveBrief(db, { ...brief, title: 'B' }, ctx);
    const entries = await db.outbox.orderBy('seq').toArray();
    expect(entries.map((e) => e.status)).toEqual(['inflight', 'pending']);
    expect(entries[1]).toMatchObject({ patch: { title: 'B' }, baseValues: { title: 'A' } });
  });

  it("saves only the fields edited since the editor loaded the brief, keeping a colleague's pulled change", async () => {
    const db = open();
    const ctx = context();
    const loaded = await createBrief(db, { title: 'A', company: 'Acme' }, ctx);
    // Meanwhile a change to another field arrives (as a pull would write it).
    const record = (await db.briefs.get(loaded.id))!;
    await db.briefs.put({ ...record, row: { ...record.row, company: 'Globex' } });

    await saveBrief(db, { ...loaded, title: 'B' }, ctx, { basedOn: loaded });
    expect(await getBrief(db, loaded.id)).toMatchObject({ title: 'B', overview: { company: 'Globex' } });
  });

  it('keeps both values as a conflict when a field the user edited also changed underneath', async () => {
    const db = open();
    const ctx = context();
    const loaded = await createBrief(db, { title: 'A', company: 'Acme' }, ctx);
    const record = (await db.briefs.get(loaded.id))!;
    await db.briefs.put({ ...record, row: { ...record.row, title: 'Theirs' } });

    await saveBrief(
      db,
      { ...loaded, title: 'Mine', overview: { ...loaded.overview, company: 'Mine Co' } },
      ctx,
      {
        basedOn: loaded,
      },
    );
    expect(await getBrief(db, loaded.id)).toMatchObject({
      title: 'Theirs',
      overview: { company: 'Mine Co' },
    });
    expect(await db.conflicts.get(loaded.id)).toMatchObject({
      kind: 'fields',
      fields: [{ field: 'title', base: 'A', mine: 'Mine', theirs: 'Theirs' }],
    });
  });

  it('names who made the other side of such a conflict, when the server recorded someone else', async () => {
    const db = open();
    const ctx = context();
    const loaded = await createBrief(db, { title: 'A', company: 'Acme' }, ctx);
    const record = (await db.briefs.get(loaded.id))!;
    const theirs = { ...record.row, title: 'Theirs', updated_at: '2026-11-23T10:42:00.000Z' };
    await db.briefs.put({ ...record, row: theirs, base: theirs, serverVersion: 2, updatedByName: 'Maya' });

    await saveBrief(db, { ...loaded, title: 'Mine' }, ctx, { basedOn: loaded });
    expect(await db.conflicts.get(loaded.id)).toMatchObject({
      fields: [{ field: 'title', mine: 'Mine', theirs: 'Theirs' }],
      theirsBy: 'Maya',
      theirsAt: '2026-11-23T10:42:00.000Z',
    });
  });

  it('rolls the brief back when its outbox entry cannot be written: nothing is half-saved', async () => {
    const db = open();
    const ctx = context();
    const brief = await createBrief(db, { title: 'Kept', company: 'Acme' }, ctx);
    await db.outbox.clear();
    db.outbox.hook('creating', () => {
      throw new Error('outbox write failed');
    });
    await expect(saveBrief(db, { ...brief, title: 'Lost?' }, ctx)).rejects.toThrow('outbox write failed');
    await expect(createBrief(db, { title: 'Never', company: 'X' }, ctx)).rejects.toThrow();

    expect((await getBrief(db, brief.id))?.title).toBe('Kept');
    expect((await listBriefs(db)).map((card) => card.title)).toEqual(['Kept']);
    expect(await db.briefs.count()).toBe(1);
  });

  it('reports a full device as StorageFullError with a clear message, and writes nothing', async () => {
    const db = open();
    const ctx = context();
    db.outbox.hook('creating', () => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    const error = await createBrief(db, { title: 'Big', company: 'Acme' }, ctx).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(StorageFullError);
    expect((error as StorageFullError).userMessage).toMatch(/out of storage space/);
    expect(await db.briefs.count()).toBe(0);
    expect(await db.cards.count()).toBe(0);
  });
});

describe("saving over the stored copy (the editor's Save)", () => {
  it('saves what decide makes of the stored copy it is given, and says what it saw', async () => {
    const db = open();
    const ctx = context();
    const brief = await createBrief(db, { title: 'A', company: 'Acme' }, ctx);
    const record = (await db.briefs.get(brief.id))!;
    await db.briefs.put({ ...record, row: { ...record.row, industry: 'Pulled meanwhile' } });

    const result = await saveBriefOver(db, brief.id, (stored) => ({ ...stored!, title: 'Mine' }), ctx);

    expect(result.saved).toBe(true);
    expect(result.stored?.overview.industry).toBe('Pulled meanwhile');
    expect(await getBrief(db, brief.id)).toMatchObject({
      title: 'Mine',
      overview: { industry: 'Pulled meanwhile' },
    });
    expect((await db.outbox.toArray()).at(-1)?.patch).toMatchObject({ title: 'Mine' });
  });

  it('writes nothing when decide returns nothing (the user is asked first)', async () => {
    const db = open();
    const ctx = context();
    const brief = await createBrief(db, { title: 'A', company: 'Acme' }, ctx);
    await db.outbox.clear();

    const result = await saveBriefOver(db, brief.id, () => undefined, ctx);

    expect(result).toMatchObject({ saved: false, stored: { title: 'A' } });
    expect(await db.outbox.count()).toBe(0);
  });

  it('writes nothing and rethrows when decide throws, and gives decide nothing for a deleted brief', async () => {
    const db = open();
    const ctx = context();
    const brief = await createBrief(db, { title: 'A', company: 'Acme' }, ctx);
    await expect(
      saveBriefOver(
        db,
        brief.id,
        () => {
          throw new Error('gone');
        },
        ctx,
      ),
    ).rejects.toThrow('gone');
    expect((await getBrief(db, brief.id))?.title).toBe('A');

    await deleteBrief(db, brief.id, ctx);
    const seen: unknown[] = [];
    await saveBriefOver(db, brief.id, (stored) => void seen.push(stored), ctx);
    expect(seen).toEqual([undefined]);
  });
});

describe('files', () => {
  const bigFile = (name: string, size: number) => ({
    name,
    data: `data:image/png;base64,${name.repeat(Math.ceil(size / name.length)).slice(0, size)}`,
  });

  it('stores each file once and does not rewrite unchanged files on a later save', async () => {
    const db = open();
    const ctx = context();
    const brief = await createBrief(db, { title: 'A', company: 'Acme' }, ctx);
    const withFiles = {
      ...brief,
      brand: { ...brief.brand, brandDocuments: [bigFile('logo', 200_000), 'https://x.test/a.png'] },
    };
    await saveBrief(db, withFiles, ctx);
    expect(await db.files.count()).toBe(1);

    let fileWrites = 0;
    db.files.hook('creating', () => void fileWrites++);
    db.files.hook('updating', () => void fileWrites++);
    const reread = (await getBrief(db, brief.id))!;
    expect(reread.brand.brandDocuments).toEqual(withFiles.brand.brandDocuments);
    await saveBrief(db, { ...reread, title: 'B' }, ctx);
    expect(fileWrites).toBe(0);
    const [entry] = await db.outbox.toArray();
    expect(JSON.stringify(entry!.patch).length).toBeLessThan(20_000);
  });
});

describe('unused files', () => {
  it('are swept once nothing refers to them, and files in use are kept', async () => {
    const db = open();
    const ctx = context();
    const brief = await createBrief(db, { title: 'A', company: 'Acme' }, ctx);
    const file = (name: string) => ({ name, data: `data:image/png;base64,${name.repeat(5000)}` });
    await saveBrief(db, { ...brief, brand: { ...brief.brand, brandDocuments: [file('old')] } }, ctx);
    await saveBrief(db, { ...brief, brand: { ...brief.brand, brandDocuments: [file('new')] } }, ctx);
    expect(await db.files.count()).toBe(2);

    expect(await collectUnusedFiles(db)).toBe(1);
    expect((await getBrief(db, brief.id))?.brand.brandDocuments).toEqual([file('new')]);

    await deleteBrief(db, brief.id);
    expect(await collectUnusedFiles(db)).toBe(1);
    expect(await db.files.count()).toBe(0);
  });
});

describe('deleting a brief', () => {
  it('drops a brief that never reached the server, with its outbox entries: no request is queued', async () => {
    const db = open();
    const brief = await createBrief(db, { title: 'A', company: 'Acme' }, context());
    await deleteBrief(db, brief.id);
    expect(await getBrief(db, brief.id)).toBeUndefined();
    expect(await db.outbox.count()).toBe(0);
    expect(await db.briefs.count()).toBe(0);
  });

  it('queues a delete for a brief the server has, hiding it at once', async () => {
    const db = open();
    const ctx = context();
    const brief = await createBrief(db, { title: 'A', company: 'Acme' }, ctx);
    await reachedServer(db, brief.id, 2);
    await saveBrief(db, { ...brief, title: 'B' }, ctx);

    await deleteBrief(db, brief.id);
    expect(await getBrief(db, brief.id)).toBeUndefined();
    expect(await listBriefs(db)).toEqual([]);
    const entries = await db.outbox.toArray();
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ kind: 'delete', baseVersion: 2 });
    expect(await briefSyncMarkers(db)).toEqual({ [brief.id]: 'unsynced' });
  });
});

describe('one database per user', () => {
  it("never shows one user's briefs to another on the same device", async () => {
    const device = new IDBFactory();
    const alice = open('alice', device);
    const bob = open('bob', device);
    const brief = await createBrief(alice, { title: 'Secret plan', company: 'Acme' }, context('alice'));

    expect(alice.name).toBe('briefsmith-alice');
    expect(bob.name).toBe('briefsmith-bob');
    expect(await listBriefs(bob)).toEqual([]);
    expect(await getBrief(bob, brief.id)).toBeUndefined();
    expect(await bob.outbox.count()).toBe(0);
    expect((await listBriefs(alice)).map((card) => card.title)).toEqual(['Secret plan']);
  });
});

describe('re-saving files', () => {
  it('saves a file renamed in place (not only replaced)', async () => {
    const db = openTestDatabase();
    const ctx = context();
    const brief = await createBrief(db, { title: 'A', company: 'Acme' }, ctx);
    const file = { name: 'old.png', data: `data:image/png;base64,${'x'.repeat(10_000)}` };
    await saveBrief(db, { ...brief, brand: { ...brief.brand, brandDocuments: [file] } }, ctx);
    const loaded = (await getBrief(db, brief.id))!;
    const item = loaded.brand.brandDocuments[0] as { name: string; data: string };
    item.name = 'new.png';
    await saveBrief(db, loaded, ctx);
    expect((await getBrief(db, brief.id))!.brand.brandDocuments).toEqual([{ ...file, name: 'new.png' }]);
    db.close();
  });
});
