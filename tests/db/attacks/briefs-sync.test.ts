// The attack table for the sync RPCs of briefs: the batched push (push_brief_changes) lets nobody do
// more than one push_brief_change at a time would, and a refused change inside a batch is reported for
// that change alone; its helpers called directly act with the caller's rights only; fetch_brief (open by link) tells each actor no more than their access; updated_by
// is the server's; the live-update signal's helpers and the Realtime messages table are not a way in.
// The cast of world.ts; run on PGlite and on the PostgreSQL server.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe } from 'vitest';
import type { Database } from '../../../supabase/local/db/database.ts';
import { availableEngines, createTestDatabase } from '../../../supabase/local/db/test-database.ts';
import { buildWorld, type World } from '../world.ts';
import { runAttacks, type Attack } from '../attack-rows.ts';

type Who = 'anon' | 'alice' | 'bob' | 'carol' | 'mallory' | 'ada';

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

const batches: BatchRow[] = [
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

/**
 * A batch as an attack row: the call, then (when it answered) each change's result — 'ok' or its
 * SQLSTATE, and a refusal says no more than push_brief_change does: never the brief's content — and
 * Alice's brief's title, read as the owner.
 */
function batchAttack(row: BatchRow): Attack<World, Who> {
  const answered = row.expected === 'rows 1';
  return {
    who: row.who,
    action: row.action,
    run: (w) => ['select public.push_brief_changes($1::jsonb)', [JSON.stringify(row.changes(w))]],
    expected: row.expected,
    ...(answered && row.title
      ? {
          then: (w: World) => ({
            sql: 'select title from public.briefs where id = $1',
            params: [w.brief],
            expected: row.title,
          }),
        }
      : {}),
    ...(answered
      ? {
          answer: {
            read: (items) =>
              (items as Item[]).map((item) => {
                if (item.ok) return 'ok';
                return /Alice brief/.test(item.message ?? '')
                  ? `${item.code} telling "Alice brief"`
                  : item.code;
              }),
            expected: row.results,
          },
        }
      : {}),
  };
}

// fetch_brief (open by link): what each actor learns of Alice's brief.
interface FetchRow {
  who: Who;
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

/** What fetch_brief told the caller: 'null', or the permission it reports for Alice's brief. */
function fetchAttack(row: FetchRow): Attack<World, Who> {
  return {
    who: row.who,
    action: row.action,
    run: (w) => ['select public.fetch_brief($1) as doc', [row.briefId(w)]],
    expected: row.expected,
    reads: (answer) => {
      const doc = answer as { permission: string; title: string } | null;
      if (!doc) return 'null';
      return doc.title === 'Alice brief' ? doc.permission : `${doc.permission} of "${doc.title}"`;
    },
  };
}

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

// The batched push's helpers, called directly (not reachable through the API: the private schema is
// not exposed, but a member's SQL role may execute them): they act with the caller's rights only.
const helperRows: Attack<World, Who>[] = [
  {
    who: 'mallory',
    action: "(stranger) applies an edit of Alice's brief through the push's fast path",
    run: (w) => [
      'select private.push_on_top($1::jsonb) as answer',
      [JSON.stringify([{ ...change(w.brief), base_values: {} }])],
    ],
    expected: 'null',
    reads: (answer) => String(answer),
    then: (w) => ({
      sql: 'select title from public.briefs where id = $1',
      params: [w.brief],
      expected: 'Alice brief',
    }),
  },
  {
    who: 'bob',
    action: "(read share) applies an edit of Alice's brief through the push's fast path",
    run: (w) => ['select private.push_on_top($1::jsonb) as answer', [JSON.stringify([change(w.brief)])]],
    // Locking a row for update asks the update policy too: her read share finds nothing to change.
    expected: 'null',
    reads: (answer) => String(answer),
    then: (w) => ({
      sql: 'select title from public.briefs where id = $1',
      params: [w.brief],
      expected: 'Alice brief',
    }),
  },
  {
    who: 'mallory',
    action: 'lists the owners whose briefs she reads by ownership',
    run: (w) => ['select private.readable_brief_owners() = array[$1]::uuid[] as only_self', [w.mallory.id]],
    expected: 'herself only',
    reads: (answer) => (answer === true ? 'herself only' : 'others too'),
  },
  {
    who: 'anon',
    action: 'lists the owners whose briefs it reads by ownership',
    run: () => ['select private.readable_brief_owners() as owners', []],
    expected: '42501',
  },
];

/** A write as an attack row; after a write that succeeded, the stamp the brief carries. */
function stampAttack(row: (typeof stampRows)[number]): Attack<World, Who> {
  const { stamped, ...attack } = row;
  if (!stamped) return attack;
  return {
    ...attack,
    then: (w) => ({
      sql: "select updated_by::text || ' ' || updated_by_name from public.briefs where id = $1",
      params: [w.brief],
      expected: stamped(w),
    }),
  };
}

// Live updates: the signal's helpers and the Realtime messages table are not a way in.
const liveRows: Attack<World, Who>[] = [
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

describe.each(availableEngines())('brief sync attack table on %s', (engine) => {
  let db: Database;
  let world: World;

  beforeAll(async () => {
    db = await createTestDatabase(engine);
    world = await buildWorld(db);
  });
  afterAll(() => db?.close());

  describe('batched push', () => {
    runAttacks(batches.map(batchAttack), () => ({ db, world }));
  });

  describe('fetch_brief', () => {
    runAttacks(fetchRows.map(fetchAttack), () => ({ db, world }));
  });

  describe('updated_by', () => {
    runAttacks(stampRows.map(stampAttack), () => ({ db, world }));
  });

  describe('the batched push helpers', () => {
    runAttacks(helperRows, () => ({ db, world }));
  });
});

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

  runAttacks(liveRows, () => ({ db, world }));
});
