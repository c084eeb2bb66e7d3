// Brief history and reviews: what the triggers record for each kind of change, by whom, and what the
// review functions do. Alice owns each brief; Carol has a write share; Bob a read share.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../../supabase/local/db/database.ts';
import { availableEngines, createTestDatabase } from '../../supabase/local/db/test-database.ts';
import { createBrief, createMember, outcome, queryAs, share, type Member } from './support.ts';
import { pushAs } from './sync-support.ts';

interface HistoryRow {
  version: number;
  kind: string;
  author_id: string | null;
  changes: Record<string, { before: unknown; after: unknown }>;
  details: Record<string, unknown>;
}

describe.each(availableEngines())('brief history on %s', (engine) => {
  let db: Database;
  let alice: Member;
  let bob: Member;
  let carol: Member;
  let brief: string;

  beforeAll(async () => {
    db = await createTestDatabase(engine);
    alice = await createMember(db, 'alice@example.test');
    bob = await createMember(db, 'bob@example.test');
    carol = await createMember(db, 'carol@example.test');
  });
  afterAll(() => db?.close());

  beforeEach(async () => {
    brief = await createBrief(db, alice, { title: 'T0', company: 'C0', budget: '$10' });
    await share(db, alice, brief, bob, 'read');
    await share(db, alice, brief, carol, 'write');
  });

  const historyAs = async (member: Member) =>
    (
      await queryAs<HistoryRow>(
        db,
        member,
        'select version::int as version, kind, author_id, changes, details from public.brief_history where brief_id = $1 order by id',
        [brief],
      )
    ).rows;

  it('records the creation with the fields it starts with, by its author', async () => {
    const [created] = await historyAs(bob);
    expect(created).toMatchObject({ version: 1, kind: 'created', author_id: alice.id });
    expect(created!.changes.title).toEqual({ before: null, after: 'T0' });
    expect(created!.changes.budget).toEqual({ before: null, after: '$10' });
    expect(created!.changes).not.toHaveProperty('description');
  });

  it('records each pushed version with only the changed fields, before and after, by the pusher', async () => {
    await pushAs(db, carol, { briefId: brief, base: 1, patch: { budget: '$20', key_messages: ['Fast'] } });
    await pushAs(db, alice, { briefId: brief, base: 2, patch: { title: 'T1' } });
    const rows = await historyAs(alice);
    expect(rows.slice(1)).toEqual([
      {
        version: 2,
        kind: 'updated',
        author_id: carol.id,
        changes: { budget: { before: '$10', after: '$20' }, key_messages: { before: [], after: ['Fast'] } },
        details: {},
      },
      {
        version: 3,
        kind: 'updated',
        author_id: alice.id,
        changes: { title: { before: 'T0', after: 'T1' } },
        details: {},
      },
    ]);
  });

  it('keeps large files by reference, stored once per brief', async () => {
    const file = JSON.stringify({
      data: `data:application/pdf;base64,${'A'.repeat(5000)}`,
      name: 'Guide.pdf',
    });
    await pushAs(db, alice, {
      briefId: brief,
      base: 1,
      patch: { brand_documents: [file, 'https://x.test/a'] },
    });
    // Carol's version, so that it is an entry of its own (one person's saves of a minute are one).
    await pushAs(db, carol, { briefId: brief, base: 2, patch: { brand_documents: [file] } });
    const rows = await historyAs(bob);
    const added = rows[1]!.changes.brand_documents!.after as unknown[];
    expect(added[1]).toBe('https://x.test/a');
    expect(added[0]).toMatchObject({ name: 'Guide.pdf', size: file.length });
    expect(JSON.stringify(rows)).not.toContain('AAAAAAAAAA');
    // The text waits, out of every client's reach, for the mover to put it in Storage.
    const staged = await db.query<{ data: string }>(
      'select data from private.history_file_moves where brief_id = $1 and ref = $2',
      [brief, (added[0] as { file: string }).file],
    );
    expect(staged.rows).toEqual([{ data: file }]);
    expect(await outcome(queryAs(db, bob, 'select * from private.history_file_moves'))).toBe('42501');
  });

  it("records file changes made by an update that names every column (the spec's upsert)", async () => {
    const file = JSON.stringify({ data: `data:image/png;base64,${'B'.repeat(3000)}`, name: 'Mood.png' });
    await queryAs(
      db,
      alice,
      `insert into public.briefs (id, user_id, title, visual_style_files) values ($1, $2, 'T0', $3)
       on conflict (id) do update set user_id = excluded.user_id, title = excluded.title,
         visual_style_files = excluded.visual_style_files`,
      [brief, alice.id, [file]],
    );
    await pushAs(db, carol, { briefId: brief, base: 2, patch: { title: 'Only the title' } });
    const rows = await historyAs(alice);
    expect(rows.slice(1).map((r) => Object.keys(r.changes))).toEqual([['visual_style_files'], ['title']]);
    expect(rows[1]!.changes.visual_style_files!.after).toEqual([
      expect.objectContaining({ name: 'Mood.png', size: file.length }),
    ]);
  });

  it('records a delete and the restore that follows', async () => {
    await pushAs(db, alice, { briefId: brief, kind: 'delete', base: 1 });
    await pushAs(db, alice, { briefId: brief, kind: 'restore', patch: { title: 'Back' } });
    const rows = await historyAs(alice);
    expect(rows.map((r) => [r.kind, r.version, r.author_id])).toEqual([
      ['created', 1, alice.id],
      ['deleted', 1, alice.id],
      ['restored', 2, alice.id],
    ]);
    expect(rows[2]!.changes.title).toEqual({ before: null, after: 'Back' });
  });

  it('records nothing for a save that changes nothing', async () => {
    await queryAs(db, alice, "update public.briefs set title = 'T0' where id = $1", [brief]);
    expect(await historyAs(alice)).toHaveLength(1);
  });

  it('runs a review: requested (status review), changes requested, approved a while later — all in the history', async () => {
    const requested = await queryAs<{ reviewer_id: string; status: string }>(
      db,
      carol,
      "select reviewer_id, status from public.request_review($1, $2, 'Please check the budget')",
      [brief, [bob.id, alice.id]],
    );
    expect(requested.rows).toHaveLength(2);
    await queryAs(db, bob, "select public.decide_review($1, 'changes_requested', 'Budget too low')", [brief]);
    // A decision changed within the minute replaces the entry (tests/db/history-bounds.test.ts); this
    // one comes later.
    await db.query(
      "update public.brief_history set created_at = created_at - interval '2 minutes' where brief_id = $1",
      [brief],
    );
    await queryAs(db, bob, "select public.decide_review($1, 'approved', 'Fine now')", [brief]);
    const rows = await historyAs(alice);
    expect(rows.slice(1).map((r) => [r.kind, r.author_id])).toEqual([
      ['updated', carol.id],
      ['review_requested', carol.id],
      // Changes requested sends the brief back to In Progress, a change of Bob's.
      ['updated', bob.id],
      ['changes_requested', bob.id],
      ['approved', bob.id],
    ]);
    expect(rows[1]!.changes).toEqual({ status: { before: 'draft', after: 'review' } });
    expect(rows[2]!.details).toMatchObject({ note: 'Please check the budget' });
    expect(rows[3]!.changes).toEqual({ status: { before: 'review', after: 'in-progress' } });
    expect(rows[5]!.details).toEqual({ note: 'Fine now' });
    const state = await queryAs<{ status: string; decision_note: string }>(
      db,
      alice,
      'select status, decision_note from public.brief_review_requests where brief_id = $1 and reviewer_id = $2',
      [brief, bob.id],
    );
    expect(state.rows).toEqual([{ status: 'approved', decision_note: 'Fine now' }]);
  });

  it("changes a share's permission in place, and the recipient's next pull brings it", async () => {
    const before = await queryAs<{ created_at: string }>(
      db,
      alice,
      'select created_at from public.brief_shares where brief_id = $1 and shared_with_user_id = $2',
      [brief, bob.id],
    );
    const changed = await queryAs(
      db,
      alice,
      "update public.brief_shares set permission = 'write' where brief_id = $1 and shared_with_user_id = $2",
      [brief, bob.id],
    );
    expect(changed.affectedRows).toBe(1);
    const after = await queryAs<{ permission: string; created_at: string }>(
      db,
      bob,
      'select permission, created_at from public.brief_shares where brief_id = $1 and shared_with_user_id = $2',
      [brief, bob.id],
    );
    expect(after.rows[0]!.permission).toBe('write');
    expect(new Date(after.rows[0]!.created_at).getTime()).toBeGreaterThan(
      new Date(before.rows[0]!.created_at).getTime(),
    );
    const result = await pushAs(db, bob, { briefId: brief, base: 1, patch: { title: 'Bob may edit now' } });
    expect(result.status).toBe('applied');
  });
});
