import { afterEach, describe, expect, it } from 'vitest';
import { createBrief, getBrief, saveBrief } from '../../../src/data/briefs-repository.ts';
import type { BriefsmithDB } from '../../../src/data/db.ts';
import { collectUnusedFiles } from '../../../src/data/files-gc.ts';
import { deleteBriefUndoably, undoDelete } from '../../../src/data/undo-delete.ts';
import { briefToRow } from '../../../src/domain/mapping.ts';
import { applyPulledPage } from '../../../src/sync/apply-pull.ts';
import { applyPushResult } from '../../../src/sync/apply-push.ts';
import { makeFullBrief } from '../../fixtures/make-brief.ts';
import { context, openTestDatabase } from './local-db.ts';

const opened: BriefsmithDB[] = [];
afterEach(() => opened.splice(0).forEach((db) => db.close()));

/** A full brief (files included) on the server at version 3, with nothing queued. */
async function syncedBrief() {
  const db = openTestDatabase();
  opened.push(db);
  const brief = makeFullBrief({ title: 'Launch' });
  const row = {
    ...briefToRow(brief, 'user-1', 3),
    owner_email: 'user-1@example.com',
    owner_full_name: 'User One',
    is_owner: true,
    permission: 'owner',
  };
  await applyPulledPage(db, { rows: [row], removed: [], cursor: null, has_more: false }, Date.now());
  await db.outbox.clear();
  return { db, brief };
}

describe('undoing a delete', () => {
  it('withdraws a delete not sent yet and queues the edits it made moot again: the server never hears of it', async () => {
    const { db, brief } = await syncedBrief();
    await saveBrief(db, { ...brief, title: 'Launch 2' }, context());
    const [edit] = await db.outbox.toArray();
    const before = await db.briefs.get(brief.id);

    const snapshot = (await deleteBriefUndoably(db, brief.id))!;
    expect(await getBrief(db, brief.id)).toBeUndefined();
    expect((await db.outbox.toArray()).map((entry) => entry.kind)).toEqual(['delete']);

    await undoDelete(db, snapshot);
    expect(await db.briefs.get(brief.id)).toEqual(before);
    expect((await getBrief(db, brief.id))?.title).toBe('Launch 2');
    const entries = await db.outbox.toArray();
    expect(entries.map(({ seq: _seq, ...entry }) => entry)).toEqual([(({ seq: _s, ...e }) => e)(edit!)]);
    expect(await db.cards.get(brief.id)).toMatchObject({ title: 'Launch 2' });
  });

  it('restores a brief whose delete reached the server with its whole row, files and creation time', async () => {
    const { db, brief } = await syncedBrief();
    const snapshot = (await deleteBriefUndoably(db, brief.id))!;
    const [sent] = await db.outbox.toArray();
    await db.outbox.update(sent!.seq!, { status: 'inflight' });
    await applyPushResult(db, sent!, { status: 'applied', version: 3, updated_at: null }, Date.now());
    expect(await db.briefs.count()).toBe(0);
    // A file sweep in between does not lose the brief's files.
    await collectUnusedFiles(db);

    await undoDelete(db, snapshot);
    expect(await getBrief(db, brief.id)).toEqual(brief);
    const entries = await db.outbox.toArray();
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ kind: 'restore', baseVersion: 0, status: 'pending' });
    expect(entries[0]!.patch).toMatchObject({
      title: 'Launch',
      budget: brief.requirements.budget,
      created_at: brief.createdAt,
    });
    expect(Object.keys(entries[0]!.patch)).toContain('brand_documents');
  });

  it("keeps the restore when a pull then reports the delete (the user's own): no deleted-elsewhere conflict", async () => {
    const { db, brief } = await syncedBrief();
    const snapshot = (await deleteBriefUndoably(db, brief.id))!;
    const [sent] = await db.outbox.toArray();
    await db.outbox.update(sent!.seq!, { status: 'inflight' });
    await applyPushResult(db, sent!, { status: 'applied', version: 3, updated_at: null }, Date.now());
    await undoDelete(db, snapshot);

    const removed = [
      { brief_id: brief.id, removed_at: new Date().toISOString(), reason: 'deleted' as const },
    ];
    await applyPulledPage(db, { rows: [], removed, cursor: null, has_more: false }, Date.now());
    expect(await db.conflicts.count()).toBe(0);
    expect(await getBrief(db, brief.id)).toEqual(brief);
    expect((await db.outbox.toArray()).map((entry) => [entry.kind, entry.status])).toEqual([
      ['restore', 'pending'],
    ]);
  });

  it('waits for a delete in flight to be answered, then restores', async () => {
    const { db, brief } = await syncedBrief();
    const snapshot = (await deleteBriefUndoably(db, brief.id))!;
    const [sent] = await db.outbox.toArray();
    await db.outbox.update(sent!.seq!, { status: 'inflight' });
    const undone = undoDelete(db, snapshot, { pollMs: 5 });
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(await db.outbox.count()).toBe(1);
    await applyPushResult(db, sent!, { status: 'applied', version: 3, updated_at: null }, Date.now());
    await undone;
    expect((await db.outbox.toArray()).map((entry) => entry.kind)).toEqual(['restore']);
    expect(await getBrief(db, brief.id)).toEqual(brief);
  });

  it('puts back a brief that never reached the server, with its creation queued again', async () => {
    const db = openTestDatabase();
    opened.push(db);
    const brief = await createBrief(db, { title: 'Draft', company: 'Acme' }, context());
    const [creation] = await db.outbox.toArray();
    const snapshot = (await deleteBriefUndoably(db, brief.id))!;
    expect(await db.outbox.count()).toBe(0);
    await undoDelete(db, snapshot);
    expect(await getBrief(db, brief.id)).toEqual(brief);
    expect(await db.outbox.toArray()).toEqual([{ ...creation, seq: expect.any(Number) }]);
  });

  it('keeps a brief the server refused to delete (changed elsewhere) and drops the pending choice', async () => {
    const { db, brief } = await syncedBrief();
    const snapshot = (await deleteBriefUndoably(db, brief.id))!;
    const [sent] = await db.outbox.toArray();
    const serverRow = { ...briefToRow({ ...brief, title: 'Changed elsewhere' }, 'user-1', 4) };
    await applyPushResult(
      db,
      sent!,
      { status: 'conflict', version: 4, updated_at: serverRow.updated_at, row: serverRow },
      Date.now(),
    );
    expect(await db.conflicts.get(brief.id)).toMatchObject({ kind: 'delete-vs-edit' });
    await undoDelete(db, snapshot);
    expect(await db.conflicts.count()).toBe(0);
    expect((await getBrief(db, brief.id))?.title).toBe('Changed elsewhere');
    expect(await db.outbox.count()).toBe(0);
  });

  it('has nothing to undo for a brief already gone', async () => {
    const db = openTestDatabase();
    opened.push(db);
    expect(await deleteBriefUndoably(db, 'missing')).toBeNull();
  });
});
