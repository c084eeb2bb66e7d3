// The attack table for the limits of briefs: size limits, restore rights, server-set columns and the
// existence oracle, each as a request a member could send through PostgREST. Outcomes as in
// briefs.test.ts: 'rows N' or the SQLSTATE the client sees (42501 → 403, 23514 → 400, 23505 → 409).
import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../supabase/local/db/database.ts';
import { availableEngines, createTestDatabase } from '../../../supabase/local/db/test-database.ts';
import { createBrief, share, type Member } from '../support.ts';
import { pullAs, pushAs } from '../sync-support.ts';
import { buildWorld, type World } from '../world.ts';
import { runAttacks, type Attack } from '../attack-rows.ts';

type Who = 'alice' | 'bob' | 'carol' | 'mallory' | 'ada';

interface Setting extends World {
  /** Alice's brief (read share Bob, write share Carol), deleted by Alice. */
  deleted: string;
}

type AttackRow = Attack<Setting, Who>;

const MiB = 1024 * 1024;
const file = (bytes: number) =>
  JSON.stringify({ data: `data:image/png;base64,${'A'.repeat(bytes)}`, name: 'f.png' });
const files = (count: number) => Array.from({ length: count }, () => file(10));

const push = (
  briefId: string,
  kind: 'upsert' | 'restore',
  patch: object,
  base: number | null = 1,
): [string, unknown[]] => [
  'select public.push_brief_change($1, $2, $3, $4, $5, $6)',
  [randomUUID(), briefId, kind, base, JSON.stringify(patch), '{}'],
];
const update = (column: string, value: unknown): ((s: Setting) => [string, unknown[]]) => {
  return (s) => [`update public.briefs set ${column} = $2 where id = $1`, [s.brief, value]];
};
const ownerOf = (id: (s: Setting) => string) => (s: Setting) => ({
  sql: 'select user_id from public.briefs where id = $1',
  params: [id(s)],
});

const rows: AttackRow[] = [
  // 3. Size limits (the editor's: 10 MB a file, 20 documents, 10 images; a total that follows)
  {
    who: 'alice',
    action: 'pushes 21 brand documents',
    run: (s) => push(s.brief, 'upsert', { brand_documents: files(21) }),
    expected: '23514',
  },
  {
    who: 'alice',
    action: 'pushes 20 brand documents (the limit)',
    run: (s) => push(s.brief, 'upsert', { brand_documents: files(20) }),
    expected: 'rows 1',
  },
  {
    who: 'carol',
    action: 'saves 11 visual style files',
    run: update('visual_style_files', files(11)),
    expected: '23514',
  },
  {
    who: 'alice',
    action: 'saves a 15 MB file',
    run: update('brand_documents', [file(15 * MiB)]),
    expected: '23514',
  },
  {
    who: 'alice',
    action: 'saves a 10 MB file as a data URL (13.4 MB of base64)',
    run: update('brand_documents', [file(Math.ceil((10 * MiB) / 3) * 4)]),
    expected: 'rows 1',
  },
  {
    who: 'alice',
    action: 'saves 2 MB of description',
    run: update('description', 'x'.repeat(2 * MiB)),
    expected: '23514',
  },
  {
    who: 'mallory',
    action: 'inserts a brief with 12 visual style files',
    run: () => [
      'insert into public.briefs (user_id, title, visual_style_files) values (auth.uid(), $1, $2)',
      ['Big', files(12)],
    ],
    expected: '23514',
  },
  {
    who: 'alice',
    action: 'saves 8 files of 13 MB (over 100 MB together)',
    run: (s) => [
      "update public.briefs set brand_documents = array(select repeat('A', 13 * 1024 * 1024) from generate_series(1, 8)) where id = $1",
      [s.brief],
    ],
    expected: '23514',
  },

  // 4. Restore rights
  {
    who: 'bob',
    action: "restores Alice's deleted brief (he could only view it)",
    run: (s) => push(s.deleted, 'restore', { title: 'Mine now' }, 0),
    expected: '42501',
  },
  {
    who: 'bob',
    action: "re-inserts Alice's deleted brief id as his own",
    run: (s) => [
      'insert into public.briefs (id, user_id, title) values ($1, auth.uid(), $2)',
      [s.deleted, 'x'],
    ],
    expected: '42501',
  },
  {
    who: 'mallory',
    action: "restores Alice's deleted brief (never saw it)",
    run: (s) => push(s.deleted, 'restore', { title: 'Mine now' }, 0),
    expected: '42501',
  },
  {
    who: 'carol',
    action: "restores Alice's deleted brief (she could edit it) — Alice gets a write share",
    run: (s) => push(s.deleted, 'restore', { title: 'Back' }, 0),
    expected: 'rows 1',
    then: (s) => ({
      sql: 'select permission from public.brief_shares where brief_id = $1 and shared_with_user_id = $2',
      params: [s.deleted, s.alice.id],
      expected: 'write',
    }),
  },
  {
    who: 'alice',
    action: 'restores her own deleted brief',
    run: (s) => push(s.deleted, 'restore', { title: 'Back' }, 0),
    expected: 'rows 1',
    then: (s) => ({ ...ownerOf(() => s.deleted)(s), expected: s.alice.id }),
  },
  {
    who: 'ada',
    action: "restores Alice's deleted brief (admin)",
    run: (s) => push(s.deleted, 'restore', { title: 'Back' }, 0),
    expected: 'rows 1',
  },

  // 5. Server-set columns
  {
    who: 'mallory',
    action: 'inserts a brief created in the year 2000',
    run: () => [
      "insert into public.briefs (user_id, title, created_at) values (auth.uid(), 'Old', '2000-01-01T00:00:00Z')",
      [],
    ],
    expected: 'rows 1',
    then: () => ({
      sql: "select extract(year from created_at)::int from public.briefs where title = 'Old'",
      expected: new Date().getUTCFullYear(),
    }),
  },
  {
    who: 'mallory',
    action: 'pushes a new brief with created_at in the year 2000',
    run: () => push(randomUUID(), 'upsert', { title: 'Old', created_at: '2000-01-01T00:00:00Z' }, null),
    expected: 'rows 1',
    then: () => ({
      sql: "select extract(year from created_at)::int from public.briefs where title = 'Old'",
      expected: new Date().getUTCFullYear(),
    }),
  },
  {
    who: 'mallory',
    action: 'calls the internal insert_brief_from_patch',
    run: () => ['select public.insert_brief_from_patch($1, $2)', [randomUUID(), '{"title":"x"}']],
    expected: '42883',
  },
  {
    who: 'alice',
    action: 'calls the internal merge_brief_patch',
    run: (s) => [
      'select public.merge_brief_patch(b, 1, $2, $3) from public.briefs b where b.id = $1',
      [s.brief, '{"title":"x"}', '{}'],
    ],
    expected: '42883',
  },
  {
    who: 'mallory',
    action: "records an applied op in her name for Alice's brief",
    run: (s) => [
      'insert into public.applied_ops (op_id, user_id, brief_id, result) values (gen_random_uuid(), auth.uid(), $1, \'{"status":"applied"}\')',
      [s.brief],
    ],
    expected: '42501',
  },
  {
    who: 'alice',
    action: 'records an applied op for her own brief by hand',
    run: (s) => [
      'insert into public.applied_ops (op_id, user_id, brief_id, result) values (gen_random_uuid(), auth.uid(), $1, \'{"status":"applied"}\')',
      [s.brief],
    ],
    expected: '42501',
  },
  {
    who: 'alice',
    action: 'pushes an edit (push still records its op)',
    run: (s) => push(s.brief, 'upsert', { title: 'Pushed' }),
    expected: 'rows 1',
    then: (s) => ({
      sql: 'select count(*)::int from public.applied_ops where brief_id = $1',
      params: [s.brief],
      expected: 1,
    }),
  },

  // 6. No existence oracle: a taken id answers by the key alone, the same whoever's brief holds it;
  // "insert unless taken" (ON CONFLICT DO NOTHING, PostgREST's ignore-duplicates) skips it without an
  // error, as for a fresh id, and changes nothing of Alice's brief.
  {
    who: 'mallory',
    action: "inserts a brief with Alice's (invisible) brief id (a duplicate, as for her own id)",
    run: (s) => [
      'insert into public.briefs (id, user_id, title) values ($1, auth.uid(), $2)',
      [s.brief, 'x'],
    ],
    expected: '23505',
  },
  {
    who: 'mallory',
    action: 'inserts a brief with the id of her own brief',
    run: (s) => [
      'insert into public.briefs (id, user_id, title) values ($1, auth.uid(), $2)',
      [s.malloryBrief, 'x'],
    ],
    expected: '23505',
  },
  {
    who: 'mallory',
    action:
      "inserts Alice's (invisible) brief id unless taken (ignore-duplicates): no error, nothing changes",
    run: (s) => [
      'insert into public.briefs (id, user_id, title) values ($1, auth.uid(), $2) on conflict (id) do nothing',
      [s.brief, 'Mine?'],
    ],
    expected: 'rows 0',
    then: (s) => ({
      sql: "select title || ':' || (user_id = $2) from public.briefs where id = $1",
      params: [s.brief, s.alice.id],
      expected: 'Alice brief:true',
    }),
  },
  {
    who: 'mallory',
    action: 'inserts a fresh id unless taken (ignore-duplicates): no error',
    run: () => [
      'insert into public.briefs (id, user_id, title) values ($1, auth.uid(), $2) on conflict (id) do nothing',
      [randomUUID(), 'Mine'],
    ],
    expected: 'rows 1',
  },
  {
    who: 'mallory',
    action: "upserts over Alice's (invisible) brief id (merge-duplicates): the update policy refuses",
    run: (s) => [
      'insert into public.briefs (id, user_id, title) values ($1, auth.uid(), $2) on conflict (id) do update set title = excluded.title',
      [s.brief, 'Mine?'],
    ],
    expected: '42501',
  },
  {
    who: 'mallory',
    action: 'inserts a brief with an unknown id owned by Alice',
    run: (s) => [
      'insert into public.briefs (id, user_id, title) values ($1, $2, $3)',
      [randomUUID(), s.alice.id, 'x'],
    ],
    expected: '42501',
  },
  {
    who: 'mallory',
    action: "pushes a new brief with Alice's (invisible) brief id (a duplicate; nothing of hers shown)",
    run: (s) => push(s.brief, 'upsert', { title: 'x' }, null),
    expected: '23505',
  },
];

describe.each(availableEngines())('brief limits attack table on %s', (engine) => {
  let db: Database;
  let setting: Setting;

  beforeAll(async () => {
    db = await createTestDatabase(engine);
    const world = await buildWorld(db);
    const deleted = await createBrief(db, world.alice, { title: 'Deleted' });
    await share(db, world.alice, deleted, world.bob, 'read');
    await share(db, world.alice, deleted, world.carol, 'write');
    await pushAs(db, world.alice, { briefId: deleted, kind: 'delete', base: 1 });
    setting = { ...world, deleted };
  });
  afterAll(() => db?.close());

  runAttacks(rows, () => ({ db, world: setting }));

  it("the owner's restore works after a colleague with edit rights restored the brief first", async () => {
    const { alice, carol } = setting;
    const brief = await createBrief(db, alice, { title: 'Twice' });
    await share(db, alice, brief, carol, 'write');
    await pushAs(db, alice, { briefId: brief, kind: 'delete', base: 1 });
    await pushAs(db, carol, { briefId: brief, kind: 'restore', patch: { title: 'Carol put it back' } });
    const result = await pushAs(db, alice, { briefId: brief, kind: 'restore', patch: { title: 'Twice' } });
    expect(['applied', 'merged', 'conflict']).toContain(result.status);
  });

  it('a restored brief keeps the time it was first created', async () => {
    const { alice } = setting;
    const brief = await createBrief(db, alice, { title: 'Old one' });
    const created = (
      await db.query<{ c: string }>('select created_at::text as c from public.briefs where id = $1', [brief])
    ).rows[0]!.c;
    await pushAs(db, alice, { briefId: brief, kind: 'delete', base: 1 });
    await pushAs(db, alice, { briefId: brief, kind: 'restore', patch: { title: 'Old one' } });
    const restored = (
      await db.query<{ c: string }>('select created_at::text as c from public.briefs where id = $1', [brief])
    ).rows[0]!.c;
    expect(restored).toBe(created);
  });

  it('pull pages are bounded by bytes of text too, not only of files', async () => {
    const owner: Member = setting.mallory;
    // Random, so that it does not compress away: the budget counts stored bytes.
    const text = randomBytes(700 * 1024).toString('base64');
    const mine: string[] = [];
    for (let i = 0; i < 6; i += 1)
      mine.push(await createBrief(db, owner, { title: `Wordy ${i}`, description: text }));
    const first = await pullAs(db, owner, null, 100);
    expect(first.has_more).toBe(true);
    expect(first.rows.filter((r) => mine.includes(String(r.id))).length).toBeLessThan(mine.length);
  });
});
