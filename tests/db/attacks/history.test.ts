// The attack table for a brief's history: who reads it, and that no client writes, rewrites or deletes
// it; then its bounds — the red team's scripted clients, each run as one member in one go, and what
// reaches the history. The cast of world.ts (Alice's brief is shared read-only with Bob and writable
// with Carol; Mallory has no access; Ada is an admin). What a person saves always reaches the brief;
// the history keeps one entry per person per brief per minute of consecutive changes (first value
// before, last value after) and only the files those entries still name.
import { afterAll, beforeAll, describe } from 'vitest';
import type { Database } from '../../../supabase/local/db/database.ts';
import { availableEngines, createTestDatabase } from '../../../supabase/local/db/test-database.ts';
import { createBrief, queryAs, share } from '../support.ts';
import { buildReviewRequestedWorld, buildWorld, type Check, type World } from '../world.ts';
import { runAttacks, type Attack } from '../attack-rows.ts';

type Who = 'anon' | 'alice' | 'bob' | 'carol' | 'mallory' | 'ada';

const readHistory = (w: World): [string, unknown[]] => [
  'select * from public.brief_history where brief_id = $1',
  [w.brief],
];

// Created in beforeAll: Alice's brief at version 1 (created), Alice asked Carol to review it (status
// review: version 2 and a review_requested entry). Three history rows.
const HISTORY_ROWS = 3;

const rows: Attack<World, Who>[] = [
  // Reading history
  { who: 'anon', action: "reads Alice's brief history", run: readHistory, expected: 'rows 0' },
  {
    who: 'mallory',
    action: "reads the history of Alice's brief (not shared with her)",
    run: readHistory,
    expected: 'rows 0',
  },
  {
    who: 'bob',
    action: "reads the file contents staged for Storage from Alice's brief history",
    run: (w) => ['select * from private.history_file_moves where brief_id = $1', [w.brief]],
    expected: '42501',
  },
  {
    who: 'bob',
    action: 'reads the history of a brief shared with him',
    run: readHistory,
    expected: `rows ${HISTORY_ROWS}`,
  },
  {
    who: 'ada',
    action: "reads Alice's brief history as an admin",
    run: readHistory,
    expected: `rows ${HISTORY_ROWS}`,
  },

  // Writing or deleting history
  {
    who: 'alice',
    action: 'writes a history entry for her own brief',
    run: (w) => [
      "insert into public.brief_history (brief_id, version, kind, author_id) values ($1, 9, 'updated', $2)",
      [w.brief, w.bob.id],
    ],
    expected: '42501',
  },
  {
    who: 'carol',
    action: 'rewrites the author of a history entry',
    run: (w) => ['update public.brief_history set author_id = $2 where brief_id = $1', [w.brief, w.carol.id]],
    expected: '42501',
  },
  {
    who: 'alice',
    action: "deletes her own brief's history",
    run: (w) => ['delete from public.brief_history where brief_id = $1', [w.brief]],
    expected: '42501',
  },
  {
    who: 'ada',
    action: 'deletes history as an admin',
    run: (w) => ['delete from public.brief_history where brief_id = $1', [w.brief]],
    expected: '42501',
  },
  {
    who: 'carol',
    action: 'plants a file in the history',
    run: (w) => [
      "insert into private.history_file_moves (brief_id, ref, data) values ($1, 'x', 'evil')",
      [w.brief],
    ],
    expected: '42501',
  },
  {
    who: 'alice',
    action: 'saves her brief (history written by the server, as her)',
    run: (w) => ["update public.briefs set budget = '$5' where id = $1", [w.brief]],
    expected: 'rows 1',
    then: (w) => ({
      sql: "select author_id from public.brief_history where brief_id = $1 and changes ? 'budget'",
      params: [w.brief],
      expected: w.alice.id,
    }),
  },
];

interface Setting extends World {
  /** Alice's 0.5 MB brief: read share Bob, write share Carol, review requested from both. */
  big: string;
}

/** A scripted client's whole run, one statement. */
const script =
  (sql: (s: Setting) => string) =>
  (s: Setting): [string, unknown[]] => [sql(s), []];

const HALF_MB = 16 * 1024; // md5 (32 characters) repeated: 0.5 MB of base64-looking text

/** SQL for a brief's file item of 0.5 MB named `name`, its content varied by `seed`. */
const fileSql = (name: string, seed: string) =>
  `json_build_object('data', 'data:application/pdf;base64,' || repeat(md5(${seed}), ${HALF_MB}), 'name', ${name})::text`;

const uuid = (id: string) => {
  if (!/^[0-9a-f-]{36}$/.test(id)) throw new Error(`not a uuid: ${id}`);
  return `'${id}'::uuid`;
};

/** Swaps the brief's only file for a new 0.5 MB file `times` times, one save each, as a loop would. */
const swapFiles = (times: number) => (s: Setting) => `do $$
begin
  for i in 1..${times} loop
    update public.briefs set brand_documents = array[${fileSql("'swap-' || i || '.pdf'", "'swap' || i")}]
    where id = ${uuid(s.big)};
  end loop;
end $$`;

/** Calls decide_review `times` times, alternating Request changes and Approve. */
const decideRepeatedly = (times: number) => (s: Setting) => `do $$
begin
  for i in 1..${times} loop
    perform public.decide_review(${uuid(s.big)},
      case when i % 2 = 0 then 'approved' else 'changes_requested' end, 'Decision ' || i);
  end loop;
end $$`;

const entriesBy = (s: Setting, who: 'alice' | 'bob' | 'carol'): Check => ({
  sql: 'select count(*)::int from public.brief_history where brief_id = $1 and author_id = $2',
  params: [s.big, s[who].id],
});

const bounds: Attack<Setting, Who>[] = [
  {
    who: 'carol',
    action: '(write share) swaps the 0.5 MB file 12 times in a loop: one history entry',
    run: script(swapFiles(12)),
    expected: 'rows 0',
    then: (s) => ({ ...entriesBy(s, 'carol'), expected: 1 }),
  },
  {
    who: 'carol',
    action:
      '(write share) swaps the 0.5 MB file 12 times: the history keeps 2 files (the first and the last), not 13',
    run: script(swapFiles(12)),
    expected: 'rows 0',
    then: (s) => ({
      sql: "select count(*) || ' files, ' || (sum(length(data)) < 1100000) from private.history_file_moves where brief_id = $1",
      params: [s.big],
      expected: '2 files, true',
    }),
  },
  {
    who: 'carol',
    action: '(write share) swaps the file 12 times: the entry runs from the first file to the last',
    run: script(swapFiles(12)),
    expected: 'rows 0',
    then: (s) => ({
      sql: `select (changes -> 'brand_documents' -> 'before' -> 0 ->> 'name') || ' → ' ||
               (changes -> 'brand_documents' -> 'after' -> 0 ->> 'name')
            from public.brief_history where brief_id = $1 and author_id = $2`,
      params: [s.big, s.carol.id],
      expected: 'guide.pdf → swap-12.pdf',
    }),
  },
  {
    who: 'carol',
    action: '(write share) swaps the file 12 times: the brief holds the last file she saved',
    run: script(swapFiles(12)),
    expected: 'rows 0',
    then: (s) => ({
      sql: "select brand_documents[1]::jsonb ->> 'name' from public.briefs where id = $1",
      params: [s.big],
      expected: 'swap-12.pdf',
    }),
  },
  {
    who: 'bob',
    action:
      '(View Only reviewer) calls decide_review 40 times: two history entries (his decision, the status change it made)',
    run: script(decideRepeatedly(40)),
    expected: 'rows 0',
    then: (s) => ({ ...entriesBy(s, 'bob'), expected: 2 }),
  },
  {
    who: 'bob',
    action: '(View Only reviewer) calls decide_review 40 times: the entry is his last decision',
    run: script(decideRepeatedly(40)),
    expected: 'rows 0',
    then: (s) => ({
      sql: "select kind || ': ' || (details ->> 'note') from public.brief_history where brief_id = $1 and author_id = $2 and kind in ('approved', 'changes_requested')",
      params: [s.big, s.bob.id],
      expected: 'approved: Decision 40',
    }),
  },
  {
    who: 'alice',
    action: 'asks for a review 20 times in a loop: at most one entry more (with her last note)',
    run: script(
      (s) => `do $$
begin
  for i in 1..20 loop
    perform public.request_review(${uuid(s.big)}, array[${uuid(s.bob.id)}], 'Please look ' || i);
  end loop;
end $$`,
    ),
    expected: 'rows 0',
    // One entry already exists (beforeAll's request); it is folded into unless a minute has passed.
    then: (s) => ({
      sql: `select (count(*) <= 2) || ': ' || (array_agg(details ->> 'note' order by id desc))[1]
            from public.brief_history where brief_id = $1 and kind = 'review_requested'`,
      params: [s.big],
      expected: 'true: Please look 20',
    }),
  },
  {
    who: 'carol',
    action: "calls the history's file clean-up herself to drop the brief's old files",
    run: script((s) => `select public.history_forget_files(${uuid(s.big)}, '{"x": {"file": "ref"}}'::jsonb)`),
    expected: '42501',
  },
  {
    who: 'alice',
    action: "calls the history's merge of changes herself",
    run: script(() => `select public.history_merge_changes('{}'::jsonb, '{}'::jsonb)`),
    expected: '42501',
  },
];

describe.each(availableEngines())('history attack table on %s', (engine) => {
  let db: Database;
  let world: World;

  beforeAll(async () => {
    db = await createTestDatabase(engine);
    world = await buildReviewRequestedWorld(db);
  });
  afterAll(() => db?.close());

  runAttacks(rows, () => ({ db, world }));
});

describe.each(availableEngines())('history bounds attack table on %s', (engine) => {
  let db: Database;
  let setting: Setting;

  beforeAll(async () => {
    db = await createTestDatabase(engine);
    const world = await buildWorld(db);
    const big = await createBrief(db, world.alice, { title: 'Big brief' });
    await queryAs(
      db,
      world.alice,
      `update public.briefs set brand_documents = array[${fileSql("'guide.pdf'", "'guide'")}] where id = $1`,
      [big],
    );
    await share(db, world.alice, big, world.bob, 'read');
    await share(db, world.alice, big, world.carol, 'write');
    await queryAs(db, world.alice, "select public.request_review($1, $2, 'Please look')", [
      big,
      [world.bob.id, world.carol.id],
    ]);
    setting = { ...world, big };
  });
  afterAll(() => db?.close());

  runAttacks(bounds, () => ({ db, world: setting }));
});
