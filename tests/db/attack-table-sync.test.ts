// Attack rows for the batched sync: the batched push RPC (push_brief_changes). Each row is a
// request a client holding the anon key (and maybe a member's token) could send; the batch must let
// nobody do more than one push_brief_change at a time would, and a refused change inside a batch is
// reported for that change alone. Run on PGlite and on the PostgreSQL server.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../supabase/local/db/database.ts';
import { availableEngines, createTestDatabase } from '../../supabase/local/db/test-database.ts';
import { actAs, anon, queryAs, type Actor } from './support.ts';
import { attempt, buildWorld, type World } from './world.ts';
import { actorFor } from './attack-rows.ts';

type Who = 'anon' | 'alice' | 'bob' | 'carol' | 'mallory';

type Change = {
  op_id: string;
  brief_id: string;
  kind: string;
  base_version: number;
  patch: object;
  base_values: object;
};

interface BatchRow {
  who: Who;
  action: string;
  changes: (w: World) => unknown;
  /** 'rows 1' (the call answered) or the SQLSTATE of the whole request's error. */
  expected: string;
  /** Per change: 'ok' or the SQLSTATE it was refused with (checked in the answer). */
  results?: string[];
  /** Alice's brief's title afterwards, read as the owner. */
  title?: string;
}

const change = (briefId: string, patch: object = { title: 'Pushed' }, kind = 'upsert'): Change => ({
  op_id: randomUUID(),
  brief_id: briefId,
  kind,
  base_version: 1,
  patch,
  base_values: { title: 'Alice brief' },
});

const rows: BatchRow[] = [
  {
    who: 'anon',
    action: 'pushes a batch',
    changes: (w) => [change(w.brief)],
    expected: '42501',
    title: 'Alice brief',
  },
  {
    who: 'bob',
    action: "(read share) edits Alice's brief in a batch",
    changes: (w) => [change(w.brief)],
    expected: 'rows 1',
    results: ['42501'],
    title: 'Alice brief',
  },
  {
    who: 'mallory',
    action: "(stranger) edits Alice's brief in a batch",
    changes: (w) => [change(w.brief)],
    expected: 'rows 1',
    results: ['42501'],
    title: 'Alice brief',
  },
  {
    who: 'mallory',
    action: "(stranger) deletes Alice's brief in a batch",
    changes: (w) => [change(w.brief, {}, 'delete')],
    expected: 'rows 1',
    results: ['42501'],
    title: 'Alice brief',
  },
  {
    who: 'mallory',
    action: "(stranger) 'restores' Alice's existing brief as her own",
    changes: (w) => [change(w.brief, { title: 'Mine now' }, 'restore')],
    expected: 'rows 1',
    // As with push_brief_change alone: the brief is invisible to her, so her restore is a new brief
    // whose id is taken — a duplicate (23505), as for any id that exists, hers included — and nothing
    // of Alice's brief changes or is shown.
    results: ['23505'],
    title: 'Alice brief',
  },
  {
    who: 'mallory',
    action: "hides an edit of Alice's brief behind one of her own",
    changes: (w) => [change(w.malloryBrief, { title: 'Fine' }), change(w.brief)],
    expected: 'rows 1',
    results: ['ok', '42501'],
    title: 'Alice brief',
  },
  {
    who: 'carol',
    action: "(write share) edits Alice's brief in a batch",
    changes: (w) => [change(w.brief)],
    expected: 'rows 1',
    results: ['ok'],
    title: 'Pushed',
  },
  {
    who: 'carol',
    action: 'sets the owner through the patch',
    changes: (w) => [change(w.brief, { title: 'Pushed', user_id: w.mallory.id })],
    expected: 'rows 1',
    results: ['ok'],
    title: 'Pushed',
  },
  {
    who: 'alice',
    action: 'sends 51 changes in one request',
    changes: (w) => Array.from({ length: 51 }, () => change(w.brief)),
    expected: '22023',
    title: 'Alice brief',
  },
  {
    who: 'alice',
    action: 'sends an object instead of an array',
    changes: (w) => change(w.brief),
    expected: '22023',
  },
  {
    who: 'alice',
    action: 'sends a malformed change next to a good one',
    changes: (w) => [{ ...change(w.brief), op_id: 'not-a-uuid' }, 'text', change(w.brief)],
    expected: 'rows 1',
    results: ['22P02', '22023', 'ok'],
    title: 'Pushed',
  },
  {
    who: 'alice',
    action: 'pushes an unknown field',
    changes: (w) => [change(w.brief, { is_admin: true })],
    expected: 'rows 1',
    results: ['42703'],
    title: 'Alice brief',
  },
];

type Item = { ok: boolean; code?: string; message?: string };

/** Calls the batch as the actor and reads Alice's brief's title as the owner, then rolls back. */
async function pushAs(db: Database, actor: Actor, w: World, changes: unknown) {
  let seen: { results: Item[]; title: unknown } | null = null;
  await actAs(db, actor, async (tx) => {
    const r = await tx.query<{ results: Item[] }>('select public.push_brief_changes($1::jsonb) as results', [
      JSON.stringify(changes),
    ]);
    await tx.exec('reset role');
    const title = await tx.query<{ title: string }>('select title from public.briefs where id = $1', [
      w.brief,
    ]);
    seen = { results: r.rows[0]!.results, title: title.rows[0]?.title };
    throw new Rollback();
  }).catch((error: unknown) => {
    if (!(error instanceof Rollback)) throw error;
  });
  return seen as { results: Item[]; title: unknown } | null;
}

class Rollback extends Error {}

describe.each(availableEngines())('batched push attack table on %s', (engine) => {
  let db: Database;
  let world: World;

  beforeAll(async () => {
    db = await createTestDatabase(engine);
    world = await buildWorld(db);
  });
  afterAll(() => db?.close());

  const named = rows.map((row) => [`${row.who} ${row.action} → ${row.expected}`, row] as const);
  it.each(named)('%s', async (_name, row) => {
    const actor = actorFor(row.who, world);
    const changes = row.changes(world);
    const check = { sql: 'select title from public.briefs where id = $1', params: [world.brief] };
    const result = await attempt(
      db,
      actor,
      'select public.push_brief_changes($1::jsonb)',
      [JSON.stringify(changes)],
      check,
    );
    expect(result.outcome).toBe(row.expected);
    if (row.expected !== 'rows 1') return;
    const seen = await pushAs(db, actor, world, row.changes(world));
    expect(seen?.results.map((item) => (item.ok ? 'ok' : item.code))).toEqual(row.results);
    // A refusal says no more than push_brief_change does: never the brief's content.
    for (const item of seen?.results ?? []) if (!item.ok) expect(item.message).not.toMatch(/Alice brief/);
    if (row.title) expect(seen?.title).toBe(row.title);
  });
});

// fetch_brief (open by link): what each actor learns of Alice's brief.
interface FetchRow {
  who: Who | 'ada';
  action: string;
  briefId: (w: World) => string;
  /** The SQLSTATE, or what the answer holds: 'null', or the permission it reports. */
  expected: string;
}

const fetchRows: FetchRow[] = [
  { who: 'anon', action: "fetches Alice's brief", briefId: (w) => w.brief, expected: '42501' },
  { who: 'mallory', action: "(stranger) fetches Alice's brief", briefId: (w) => w.brief, expected: 'null' },
  {
    who: 'mallory',
    action: 'fetches a brief that does not exist',
    briefId: () => randomUUID(),
    expected: 'null',
  },
  { who: 'bob', action: "(read share) fetches Alice's brief", briefId: (w) => w.brief, expected: 'read' },
  { who: 'carol', action: "(write share) fetches Alice's brief", briefId: (w) => w.brief, expected: 'write' },
  { who: 'alice', action: 'fetches her own brief', briefId: (w) => w.brief, expected: 'owner' },
  { who: 'ada', action: "(admin) fetches Alice's brief", briefId: (w) => w.brief, expected: 'admin' },
  { who: 'mallory', action: 'fetches a malformed id', briefId: () => "x' or 1=1 --", expected: '22P02' },
];

describe.each(availableEngines())('fetch_brief attack table on %s', (engine) => {
  let db: Database;
  let world: World;

  beforeAll(async () => {
    db = await createTestDatabase(engine);
    world = await buildWorld(db);
  });
  afterAll(() => db?.close());

  it.each(fetchRows.map((row) => [`${row.who} ${row.action} → ${row.expected}`, row] as const))(
    '%s',
    async (_name, row) => {
      const actor = row.who === 'anon' ? anon : world[row.who];
      let answer: string;
      try {
        const { rows } = await queryAs<{ doc: { permission: string; title: string } | null }>(
          db,
          actor,
          'select public.fetch_brief($1) as doc',
          [row.briefId(world)],
        );
        const doc = rows[0]?.doc ?? null;
        answer = doc ? doc.permission : 'null';
        if (doc) expect(doc.title).toBe('Alice brief');
      } catch (error) {
        answer = (error as { code?: string }).code ?? String(error);
      }
      expect(answer).toBe(row.expected);
    },
  );
});

// Live updates: the signal's helpers and the Realtime messages table are not a way in.
const liveRows: { who: Who; action: string; run: (w: World) => [string, unknown[]]; expected: string }[] = [
  {
    who: 'mallory',
    action: "lists the readers of Alice's brief",
    run: (w) => ['select public.brief_readers($1)', [w.brief]],
    expected: '42501',
  },
  {
    who: 'mallory',
    action: "sends a fake signal to Alice's topic",
    run: (w) => [
      `insert into realtime.messages (topic, extension, event, payload, private) values ($1, 'broadcast', 'brief_changed', '{}', true)`,
      [`user:${w.alice.id}`],
    ],
    expected: '42501',
  },
  {
    who: 'mallory',
    action: "reads Alice's signals",
    run: (w) => ['select * from realtime.messages where topic = $1', [`user:${w.alice.id}`]],
    expected: 'rows 0',
  },
  {
    who: 'anon',
    action: 'reads any signal',
    run: () => ['select * from realtime.messages', []],
    expected: 'rows 0',
  },
];

describe.each(availableEngines())('live-update attack table on %s', (engine) => {
  let db: Database;
  let world: World;

  beforeAll(async () => {
    db = await createTestDatabase(engine);
    world = await buildWorld(db);
    // A signal for Alice exists (her brief changed): still nobody else's to read.
    await db.query(`update public.briefs set title = title where id = $1`, [world.brief]);
  });
  afterAll(() => db?.close());

  it.each(liveRows.map((row) => [`${row.who} ${row.action} → ${row.expected}`, row] as const))(
    '%s',
    async (_name, row) => {
      const [sql, params] = row.run(world);
      const result = await attempt(db, row.who === 'anon' ? anon : world[row.who], sql, params);
      expect(result.outcome).toBe(row.expected);
    },
  );
});

// updated_by is the server's: whatever a client sends, the writer's own id and name are recorded.
const stampRows: {
  who: Who;
  action: string;
  run: (w: World) => [string, unknown[]];
  expected: string;
  /** The stamp the brief carries after a write that succeeded. */
  stamped?: (w: World) => string;
}[] = [
  {
    who: 'carol',
    action: "(write share) edits Alice's brief claiming Mallory made the change",
    run: (w) => [
      "update public.briefs set title = 'Edited', updated_by = $2, updated_by_name = 'Mallory' where id = $1",
      [w.brief, w.mallory.id],
    ],
    expected: 'rows 1',
    stamped: (w) => `${w.carol.id} Carol Writer`,
  },
  {
    who: 'carol',
    action: 'pushes a change with updated_by in the patch',
    run: (w) => [
      'select public.push_brief_change($1, $2, $3, null, $4, $5)',
      [
        randomUUID(),
        w.brief,
        'upsert',
        JSON.stringify({ title: 'Pushed', updated_by: w.alice.id, updated_by_name: 'Alice Owner' }),
        JSON.stringify({ title: 'Alice brief' }),
      ],
    ],
    // Not brief content (the server sets them): a patch naming them is refused whole, like a patch
    // naming any column that is not the brief's content (and so nothing is written).
    expected: '42703',
  },
  {
    who: 'mallory',
    action: "asks who deleted Alice's brief",
    run: (w) => ['select * from public.brief_deleters($1)', [[w.brief]]],
    expected: 'rows 0',
    stamped: (w) => `${w.alice.id} Alice Owner`,
  },
];

describe.each(availableEngines())('updated_by attack table on %s', (engine) => {
  let db: Database;
  let world: World;

  beforeAll(async () => {
    db = await createTestDatabase(engine);
    world = await buildWorld(db);
  });
  afterAll(() => db?.close());

  it.each(stampRows.map((row) => [`${row.who} ${row.action} → ${row.expected}`, row] as const))(
    '%s',
    async (_name, row) => {
      const [sql, params] = row.run(world);
      const result = await attempt(db, world[row.who as 'carol'], sql, params, {
        sql: "select updated_by::text || ' ' || updated_by_name from public.briefs where id = $1",
        params: [world.brief],
      });
      expect(result.outcome).toBe(row.expected);
      if (row.stamped) expect(result.after).toBe(row.stamped(world));
    },
  );
});
