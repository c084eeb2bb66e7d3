// The attack table for briefs: actor × action → what the database lets happen. Each row is one request
// a client holding the public anon key (and maybe a member's token) could send through PostgREST; the
// expected outcome is what the UI allows and nothing more. "rows 0" is PostgREST's silent filter; an
// SQLSTATE is an error the client sees (42501 → 401/403, 23505 → 409, 23514 → 400). Then the save
// path as 20261123170000_cheap_brief_writes.sql computes it: one BEFORE trigger (restore rights,
// server-set columns, size limits, updated_by, owner transfer), the policy helpers in PL/pgSQL and the
// set-based live-update signal. Each of those rows is the spec's save — PostgREST's upsert on id, as
// supabase-js sends it — by one member; what follows it (who is told, what the history and the row
// say) is read back as the database owner before the attempt is rolled back. The cast of world.ts.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../supabase/local/db/database.ts';
import { availableEngines, createTestDatabase } from '../../../supabase/local/db/test-database.ts';
import { attempt, buildWorld, type Check, type World } from '../world.ts';
import { runAttacks, type Attack } from '../attack-rows.ts';

type Who = 'anon' | 'alice' | 'bob' | 'carol' | 'mallory' | 'ada';

const briefTitle = (w: World): Check => ({
  sql: 'select title from public.briefs where id = $1',
  params: [w.brief],
});
const briefOwner = (w: World): Check => ({
  sql: 'select user_id from public.briefs where id = $1',
  params: [w.brief],
});

const push = (
  w: World,
  kind: 'upsert' | 'delete',
  patch: object = { title: 'Pushed' },
): [string, unknown[]] => [
  'select public.push_brief_change($1, $2, $3, 1, $4, $5)',
  [randomUUID(), w.brief, kind, JSON.stringify(patch), JSON.stringify({ title: 'Alice brief' })],
];
// The spec's "save brief": upsert on id with user_id = the current user.
const specSave = (w: World, userId: string): [string, unknown[]] => [
  `insert into public.briefs (id, user_id, title) values ($1, $2, 'Saved') on conflict (id) do update set user_id = excluded.user_id, title = excluded.title`,
  [w.brief, userId],
];

const rows: Attack<World, Who>[] = [
  // Briefs: anonymous callers
  {
    who: 'anon',
    action: "reads Alice's brief",
    run: (w) => ['select * from public.briefs where id = $1', [w.brief]],
    expected: 'rows 0',
  },
  { who: 'anon', action: 'lists briefs', run: () => ['select * from public.briefs', []], expected: 'rows 0' },
  {
    who: 'anon',
    action: "updates Alice's brief",
    run: (w) => ["update public.briefs set title = 'x' where id = $1", [w.brief]],
    expected: 'rows 0',
    then: (w) => ({ ...briefTitle(w), expected: 'Alice brief' }),
  },
  {
    who: 'anon',
    action: "deletes Alice's brief",
    run: (w) => ['delete from public.briefs where id = $1', [w.brief]],
    expected: 'rows 0',
  },
  {
    who: 'anon',
    action: 'inserts a brief owned by Alice',
    run: (w) => ['insert into public.briefs (user_id, title) values ($1, $2)', [w.alice.id, 'x']],
    expected: '42501',
  },
  { who: 'anon', action: 'pushes a change', run: (w) => push(w, 'upsert'), expected: '42501' },
  {
    who: 'anon',
    action: 'pulls changes',
    run: () => ['select public.pull_brief_changes(null, null, 10)', []],
    expected: '42501',
  },

  // Briefs: a member with no access
  {
    who: 'mallory',
    action: "reads Alice's brief",
    run: (w) => ['select * from public.briefs where id = $1', [w.brief]],
    expected: 'rows 0',
  },
  {
    who: 'mallory',
    action: 'lists briefs (only her own)',
    run: () => ['select * from public.briefs', []],
    expected: 'rows 1',
  },
  {
    who: 'mallory',
    action: "updates Alice's brief",
    run: (w) => ["update public.briefs set title = 'x' where id = $1", [w.brief]],
    expected: 'rows 0',
    then: (w) => ({ ...briefTitle(w), expected: 'Alice brief' }),
  },
  {
    who: 'mallory',
    action: "saves over Alice's brief with the spec's upsert",
    run: (w) => specSave(w, w.mallory.id),
    expected: '42501',
  },
  {
    who: 'mallory',
    action: "deletes Alice's brief",
    run: (w) => ['delete from public.briefs where id = $1', [w.brief]],
    expected: 'rows 0',
  },
  {
    who: 'mallory',
    action: 'inserts a brief owned by Alice',
    run: (w) => ['insert into public.briefs (user_id, title) values ($1, $2)', [w.alice.id, 'x']],
    expected: '42501',
  },
  {
    who: 'mallory',
    action: "pushes an edit to Alice's brief",
    run: (w) => push(w, 'upsert'),
    expected: '42501',
  },
  {
    who: 'mallory',
    action: "pushes a delete of Alice's brief",
    run: (w) => push(w, 'delete'),
    expected: '42501',
  },

  // Briefs: a read share
  {
    who: 'bob',
    action: "reads Alice's brief (read share)",
    run: (w) => ['select * from public.briefs where id = $1', [w.brief]],
    expected: 'rows 1',
  },
  {
    who: 'bob',
    action: 'updates it (read share)',
    run: (w) => ["update public.briefs set title = 'x' where id = $1", [w.brief]],
    expected: 'rows 0',
    then: (w) => ({ ...briefTitle(w), expected: 'Alice brief' }),
  },
  {
    who: 'bob',
    action: "saves it with the spec's upsert (read share)",
    run: (w) => specSave(w, w.bob.id),
    expected: '42501',
  },
  { who: 'bob', action: 'pushes an edit (read share)', run: (w) => push(w, 'upsert'), expected: '42501' },
  {
    who: 'bob',
    action: 'deletes it (read share)',
    run: (w) => ['delete from public.briefs where id = $1', [w.brief]],
    expected: 'rows 0',
  },

  // Briefs: a write share
  {
    who: 'carol',
    action: 'updates the title (write share), owner unchanged',
    run: (w) => [
      "update public.briefs set title = 'Carol edit', user_id = $2 where id = $1",
      [w.brief, w.carol.id],
    ],
    expected: 'rows 1',
    then: (w) => ({ ...briefOwner(w), expected: w.alice.id }),
  },
  {
    who: 'carol',
    action: "saves with the spec's upsert (write share), owner unchanged",
    run: (w) => specSave(w, w.carol.id),
    expected: 'rows 1',
    then: (w) => ({ ...briefOwner(w), expected: w.alice.id }),
  },
  {
    who: 'carol',
    action: 'pushes an edit (write share), owner unchanged',
    run: (w) => push(w, 'upsert'),
    expected: 'rows 1',
    then: (w) => ({
      sql: 'select user_id::text || title from public.briefs where id = $1',
      params: [w.brief],
      expected: `${w.alice.id}Pushed`,
    }),
  },
  {
    who: 'carol',
    action: 'deletes it (write share)',
    run: (w) => ['delete from public.briefs where id = $1', [w.brief]],
    expected: 'rows 0',
  },
  { who: 'carol', action: 'pushes a delete (write share)', run: (w) => push(w, 'delete'), expected: '42501' },

  // Briefs: the owner
  {
    who: 'alice',
    action: 'gives her brief away by updating user_id (kept)',
    run: (w) => ['update public.briefs set user_id = $2 where id = $1', [w.brief, w.mallory.id]],
    expected: 'rows 1',
    then: (w) => ({ ...briefOwner(w), expected: w.alice.id }),
  },
  {
    who: 'alice',
    action: 'sets the version herself (server bumps it instead)',
    run: (w) => ['update public.briefs set version = 100 where id = $1', [w.brief]],
    expected: 'rows 1',
    then: (w) => ({
      sql: 'select version::int from public.briefs where id = $1',
      params: [w.brief],
      expected: 2,
    }),
  },
  {
    who: 'alice',
    action: 'sets an unknown status',
    run: (w) => ["update public.briefs set status = 'archived' where id = $1", [w.brief]],
    expected: '23514',
  },
  {
    who: 'alice',
    action: 'sets an unknown type',
    run: (w) => ["update public.briefs set type = 'video' where id = $1", [w.brief]],
    expected: '23514',
  },
  {
    who: 'alice',
    action: 'deletes her brief',
    run: (w) => ['delete from public.briefs where id = $1', [w.brief]],
    expected: 'rows 1',
  },

  // Briefs: an admin
  {
    who: 'ada',
    action: 'lists every brief (admin)',
    run: () => ['select * from public.briefs', []],
    expected: 'rows 2',
  },
  {
    who: 'ada',
    action: "updates Alice's brief (admin), owner unchanged",
    run: (w) => [
      'update public.briefs set title = $2, user_id = $3 where id = $1',
      [w.brief, 'Admin edit', w.ada.id],
    ],
    expected: 'rows 1',
    then: (w) => ({ ...briefOwner(w), expected: w.alice.id }),
  },
  {
    who: 'ada',
    action: "deletes Alice's brief (admin), leaving a tombstone",
    run: (w) => ['delete from public.briefs where id = $1', [w.brief]],
    expected: 'rows 1',
    then: (w) => ({
      sql: 'select deleted_by from public.brief_tombstones where brief_id = $1',
      params: [w.brief],
      expected: w.ada.id,
    }),
  },

  // Sync bookkeeping
  {
    who: 'mallory',
    action: 'writes a tombstone',
    run: (w) => ['insert into public.brief_tombstones (brief_id, version) values ($1, 9)', [w.brief]],
    expected: '42501',
  },
  {
    who: 'mallory',
    action: 'records an applied op for Alice',
    run: (w) => [
      "insert into public.applied_ops (op_id, user_id, brief_id, result) values (gen_random_uuid(), $1, $2, '{}')",
      [w.alice.id, w.brief],
    ],
    expected: '42501',
  },
];

interface SaveRow {
  who: Who;
  action: string;
  /** The rows of the upsert (as supabase-js's body). */
  body: (w: World) => Record<string, unknown>[];
  /** 'rows N' or the SQLSTATE the save is refused with. */
  expected: string;
  /** Read back as the owner after a successful save. */
  check?: (w: World) => Check;
  after?: (w: World) => unknown;
}

function upsert(columns: string[]): string {
  const names = columns.map((c) => `"${c}"`).join(', ');
  const sets = columns.map((c) => `"${c}" = excluded."${c}"`).join(', ');
  return `insert into public.briefs (${names}) select ${names}
    from json_populate_recordset(null::public.briefs, $1::json) _body
    on conflict (id) do update set ${sets}`;
}

// The live-update messages this transaction sent: "topic → brief ids", one per reader.
const signals: Check = {
  sql: `select coalesce(string_agg(m.topic || ' ' || (m.payload -> 'brief_ids')::text, '; ' order by m.topic), '')
        from realtime.messages m where m.inserted_at = now()::timestamp and m.event = 'brief_changed'`,
};

const topicsOf = (...ids: string[]) => ids.map((id) => `user:${id}`);

/** "user:<a> [ids]; user:<b> [ids]" in topic order, as the signals check reads it. */
function expectedSignals(readers: string[], briefIds: string[]): string {
  const ids = JSON.stringify([...briefIds].sort()).replace(/,/g, ', ');
  return topicsOf(...readers)
    .sort()
    .map((topic) => `${topic} ${ids}`)
    .join('; ');
}

const fixedNew = randomUUID();
const fixedOther = randomUUID();

const saves: SaveRow[] = [
  {
    who: 'carol',
    action: "(write share) saves Alice's brief: every reader is told once",
    body: (w) => [{ id: w.brief, user_id: w.carol.id, title: 'Carol edit' }],
    expected: 'rows 1',
    check: () => signals,
    after: (w) => expectedSignals([w.alice.id, w.bob.id, w.carol.id, w.ada.id], [w.brief]),
  },
  {
    who: 'carol',
    action: "saves Alice's brief: the server sets owner, version, updated_by",
    body: (w) => [
      { id: w.brief, user_id: w.carol.id, title: 'Carol edit', version: 99, updated_by: w.bob.id },
    ],
    expected: 'rows 1',
    check: (w) => ({
      sql: `select concat_ws(' ', user_id = $2, version, updated_by = $3, updated_by_name)
            from public.briefs where id = $1`,
      params: [w.brief, w.alice.id, w.carol.id],
    }),
    after: () => 't 2 t Carol Writer',
  },
  {
    who: 'carol',
    action: "saves Alice's brief: the history records the changed field only",
    body: (w) => [{ id: w.brief, user_id: w.carol.id, title: 'Carol edit', company: 'Acme' }],
    expected: 'rows 1',
    check: (w) => ({
      sql: `select concat_ws(' ', h.kind, h.version, h.author_id = $2, h.changes::text)
            from public.brief_history h where h.brief_id = $1 order by h.id desc limit 1`,
      params: [w.brief, w.carol.id],
    }),
    after: () => 'updated 2 t {"title": {"after": "Carol edit", "before": "Alice brief"}}',
  },
  {
    who: 'alice',
    action: 'saves her brief unchanged: no history entry, readers still told',
    body: (w) => [{ id: w.brief, user_id: w.alice.id, title: 'Alice brief' }],
    expected: 'rows 1',
    check: (w) => ({
      sql: `select count(*)::int from public.brief_history where brief_id = $1 and kind = 'updated'`,
      params: [w.brief],
    }),
    after: () => 0,
  },
  {
    who: 'bob',
    action: "(read share) saves Alice's brief",
    body: (w) => [{ id: w.brief, user_id: w.alice.id, title: 'Bob edit' }],
    expected: '42501',
  },
  {
    who: 'mallory',
    action: "(stranger) saves Alice's brief id as her own",
    body: (w) => [{ id: w.brief, user_id: w.mallory.id, title: 'Mine now' }],
    expected: '42501',
  },
  {
    who: 'anon',
    action: 'saves a brief',
    body: (w) => [{ id: fixedNew, user_id: w.alice.id, title: 'Anon' }],
    expected: '42501',
  },
  {
    who: 'alice',
    action: 'saves a new brief: she and the admins are told',
    body: (w) => [{ id: fixedNew, user_id: w.alice.id, title: 'New' }],
    expected: 'rows 1',
    check: () => signals,
    after: (w) => expectedSignals([w.alice.id, w.ada.id], [fixedNew]),
  },
  {
    who: 'alice',
    action: 'saves two new briefs in one request: one message per reader lists both',
    body: (w) => [
      { id: fixedNew, user_id: w.alice.id, title: 'One' },
      { id: fixedOther, user_id: w.alice.id, title: 'Two' },
    ],
    expected: 'rows 2',
    check: () => signals,
    after: (w) => expectedSignals([w.alice.id, w.ada.id], [fixedNew, fixedOther]),
  },
  {
    who: 'alice',
    action: 'saves a new brief with a client-set created_at and version',
    body: (w) => [
      { id: fixedNew, user_id: w.alice.id, title: 'Old', created_at: '2001-01-01T00:00:00Z', version: 7 },
    ],
    expected: 'rows 1',
    check: () => ({
      sql: `select concat_ws(' ', created_at > now() - interval '1 hour', version) from public.briefs where id = $1`,
      params: [fixedNew],
    }),
    after: () => 't 1',
  },
  {
    who: 'alice',
    action: 'saves a 15 MB file',
    body: (w) => [{ id: w.brief, user_id: w.alice.id, brand_documents: ['x'.repeat(15 * 1024 * 1024)] }],
    expected: '23514',
  },
  {
    who: 'alice',
    action: 'saves 21 brand documents',
    body: (w) => [
      { id: w.brief, user_id: w.alice.id, brand_documents: Array.from({ length: 21 }, () => 'f') },
    ],
    expected: '23514',
  },
  {
    who: 'alice',
    action: 'saves 2 MB of text',
    body: (w) => [{ id: w.brief, user_id: w.alice.id, additional_notes: 'n'.repeat(2 * 1024 * 1024) }],
    expected: '23514',
  },
  {
    who: 'alice',
    action: 'saves a 201-character title',
    body: (w) => [{ id: w.brief, user_id: w.alice.id, title: 't'.repeat(201) }],
    expected: '23514',
  },
  {
    who: 'alice',
    action: 'saves a new brief with a 201-character title',
    body: (w) => [{ id: fixedNew, user_id: w.alice.id, title: 't'.repeat(201) }],
    expected: '23514',
  },
  {
    who: 'carol',
    action: "(write share) saves a 201-character title on Alice's brief",
    body: (w) => [{ id: w.brief, user_id: w.carol.id, title: 't'.repeat(201) }],
    expected: '23514',
  },
  {
    who: 'alice',
    action: 'saves a 200-character title (200 letters beyond the BMP count as 200)',
    body: (w) => [{ id: w.brief, user_id: w.alice.id, title: '𝒜'.repeat(200) }],
    expected: 'rows 1',
  },
  {
    who: 'ada',
    action: "(admin) saves Alice's brief: the owner stays Alice",
    body: (w) => [{ id: w.brief, user_id: w.ada.id, title: 'Ada edit' }],
    expected: 'rows 1',
    check: (w) => ({
      sql: `select concat_ws(' ', user_id = $2, updated_by = $3) from public.briefs where id = $1`,
      params: [w.brief, w.alice.id, w.ada.id],
    }),
    after: () => 't t',
  },
];

/** A save as an attack row: the upsert of its body, and what is read back after a successful save. */
function saveAttack(row: SaveRow): Attack<World, Who> {
  const { who, action, body, expected, check, after } = row;
  return {
    who,
    action,
    run: (w) => {
      const items = body(w);
      const columns = [...new Set(items.flatMap((item) => Object.keys(item)))];
      return [upsert(columns), [JSON.stringify(items)]];
    },
    expected,
    ...(check && after ? { then: (w: World) => ({ ...check(w), expected: after(w) }) } : {}),
  };
}

describe.each(availableEngines())('briefs attack table on %s', (engine) => {
  let db: Database;
  let world: World;

  beforeAll(async () => {
    db = await createTestDatabase(engine);
    world = await buildWorld(db);
  });
  afterAll(() => db?.close());

  runAttacks(rows, () => ({ db, world }));

  describe('save path', () => {
    runAttacks(saves.map(saveAttack), () => ({ db, world }));
  });

  // After every row: this one changes Alice's brief for good.
  it('a title longer than 200 saved before the limit stays editable, but cannot be set again', async () => {
    const legacy = 'L'.repeat(250);
    await db.exec('alter table public.briefs disable trigger briefs_title_length');
    await db.query('update public.briefs set title = $2 where id = $1', [world.brief, legacy]);
    await db.exec('alter table public.briefs enable trigger briefs_title_length');
    const save = (body: Record<string, unknown>) =>
      attempt(db, world.alice, upsert(Object.keys(body)), [JSON.stringify([body])]);
    const base = { id: world.brief, user_id: world.alice.id };
    // The spec's upsert sends every column, the unchanged title too.
    expect((await save({ ...base, title: legacy, company: 'Globex' })).outcome).toBe('rows 1');
    expect((await save({ ...base, company: 'Globex' })).outcome).toBe('rows 1');
    expect((await save({ ...base, title: `${legacy}!` })).outcome).toBe('23514');
    expect((await save({ ...base, title: 'Short again' })).outcome).toBe('rows 1');
  });

  it('the title rule is not callable by clients', async () => {
    const result = await attempt(db, world.mallory, 'select public.briefs_title_length()');
    expect(result.outcome).toBe('42501');
  });

  it('the merged trigger function is not callable by clients', async () => {
    const result = await attempt(db, world.mallory, 'select public.briefs_before_write()');
    expect(result.outcome).toBe('42501');
  });
});
