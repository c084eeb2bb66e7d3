// The attack table for history, reviews and changing a share's permission: actor × action →
// what the database lets happen. Same cast as tests/db/attack-table.test.ts (Alice's brief is shared
// read-only with Bob and writable with Carol; Mallory has no access; Ada is an admin), plus one open
// review request: Alice asked Carol to review her brief.
import { afterAll, beforeAll, describe } from 'vitest';
import type { Database } from '../../supabase/local/db/database.ts';
import { availableEngines, createTestDatabase } from '../../supabase/local/db/test-database.ts';
import { queryAs } from './support.ts';
import { buildWorld, type Check, type World } from './world.ts';
import { runAttacks, type Attack } from './attack-rows.ts';

type Who = 'anon' | 'alice' | 'bob' | 'carol' | 'mallory' | 'ada';

type AttackRow = Attack<World, Who>;

const readHistory = (w: World): [string, unknown[]] => [
  'select * from public.brief_history where brief_id = $1',
  [w.brief],
];
const bobsPermission = (w: World): Check => ({
  sql: 'select permission from public.brief_shares where brief_id = $1 and shared_with_user_id = $2',
  params: [w.brief, w.bob.id],
});
const setBobsPermission = (w: World, permission: string): [string, unknown[]] => [
  'update public.brief_shares set permission = $3 where brief_id = $1 and shared_with_user_id = $2',
  [w.brief, w.bob.id, permission],
];
const requestReview = (w: World, reviewers: string[]): [string, unknown[]] => [
  'select * from public.request_review($1, $2, $3)',
  [w.brief, reviewers, 'Please look'],
];
const decide = (w: World, decision: string): [string, unknown[]] => [
  'select * from public.decide_review($1, $2, $3)',
  [w.brief, decision, 'Looks good'],
];

// Created in beforeAll: Alice's brief at version 1 (created), Alice asked Carol to review it (status
// review: version 2 and a review_requested entry). Three history rows.
const HISTORY_ROWS = 3;

const rows: AttackRow[] = [
  // Reading history
  { who: 'anon', action: "reads Alice's brief history", run: readHistory, expected: 'rows 0' },
  {
    who: 'mallory',
    action: "reads the history of Alice's brief (not shared with her)",
    run: readHistory,
    expected: 'rows 0',
  },
  {
    who: 'mallory',
    action: "reads the files of Alice's brief history",
    run: (w) => ['select * from public.brief_history_files where brief_id = $1', [w.brief]],
    expected: 'rows 0',
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
  {
    who: 'mallory',
    action: "reads the review requests of Alice's brief",
    run: (w) => ['select * from public.brief_review_requests where brief_id = $1', [w.brief]],
    expected: 'rows 0',
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
      "insert into public.brief_history_files (brief_id, ref, data) values ($1, 'x', 'evil')",
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
  // Forging review decisions
  {
    who: 'carol',
    action: 'writes her decision into the table directly',
    run: (w) => [
      "update public.brief_review_requests set status = 'approved' where brief_id = $1",
      [w.brief],
    ],
    expected: '42501',
  },
  {
    who: 'bob',
    action: 'inserts an approval by Carol',
    run: (w) => [
      "insert into public.brief_review_requests (brief_id, reviewer_id, requested_by, status) values ($1, $2, $3, 'approved')",
      [w.brief, w.carol.id, w.alice.id],
    ],
    expected: '42501',
  },
  {
    who: 'bob',
    action: "decides Carol's request (nobody asked him)",
    run: (w) => decide(w, 'approved'),
    expected: '42501',
  },
  {
    who: 'mallory',
    action: 'decides a review of a brief she cannot read',
    run: (w) => decide(w, 'approved'),
    expected: '42501',
  },
  {
    who: 'ada',
    action: "decides Carol's request as an admin",
    run: (w) => decide(w, 'approved'),
    expected: '42501',
  },
  {
    who: 'carol',
    action: 'decides with an unknown decision',
    run: (w) => decide(w, 'completed'),
    expected: '22023',
  },
  {
    who: 'carol',
    action: 'approves her own request (decision and time set by the server)',
    run: (w) => decide(w, 'approved'),
    expected: 'rows 1',
    then: (w) => ({
      sql: "select kind || ':' || (author_id = $2) from public.brief_history where brief_id = $1 order by id desc limit 1",
      params: [w.brief, w.carol.id],
      expected: 'approved:true',
    }),
  },
  // Requesting reviews
  { who: 'anon', action: 'requests a review', run: (w) => requestReview(w, [w.bob.id]), expected: '42501' },
  {
    who: 'carol',
    action: 'requests a review from Mallory, who cannot read the brief',
    run: (w) => requestReview(w, [w.mallory.id]),
    expected: '42501',
  },
  {
    who: 'carol',
    action: 'requests a review from Bob and Mallory (nobody is asked)',
    run: (w) => requestReview(w, [w.bob.id, w.mallory.id]),
    expected: '42501',
  },
  {
    who: 'bob',
    action: 'requests a review of a brief he can only view',
    run: (w) => requestReview(w, [w.carol.id]),
    expected: '42501',
  },
  {
    who: 'mallory',
    action: "requests a review of Alice's brief",
    run: (w) => requestReview(w, [w.bob.id]),
    expected: '42501',
  },
  {
    who: 'carol',
    action: 'requests her own review',
    run: (w) => requestReview(w, [w.carol.id]),
    expected: '22023',
  },
  {
    who: 'carol',
    action: 'requests a review from Bob (author set by the server)',
    run: (w) => requestReview(w, [w.bob.id]),
    expected: 'rows 1',
    then: (w) => ({
      sql: 'select requested_by from public.brief_review_requests where brief_id = $1 and reviewer_id = $2',
      params: [w.brief, w.bob.id],
      expected: w.carol.id,
    }),
  },
  {
    who: 'alice',
    action: 'requests a review from Ada (an admin can read every brief)',
    run: (w) => requestReview(w, [w.ada.id]),
    expected: 'rows 1',
  },
  // Changing a share's permission in place
  {
    who: 'bob',
    action: 'upgrades his own share to Can Edit',
    run: (w) => setBobsPermission(w, 'write'),
    expected: 'rows 0',
    then: (w) => ({ ...bobsPermission(w), expected: 'read' }),
  },
  {
    who: 'carol',
    action: "changes Bob's permission (a write share cannot manage shares)",
    run: (w) => setBobsPermission(w, 'write'),
    expected: 'rows 0',
  },
  {
    who: 'mallory',
    action: "changes Bob's permission",
    run: (w) => setBobsPermission(w, 'write'),
    expected: 'rows 0',
  },
  {
    who: 'alice',
    action: "moves Bob's share to Mallory",
    run: (w) => [
      'update public.brief_shares set shared_with_user_id = $2 where brief_id = $1 and shared_with_user_id = $3',
      [w.brief, w.mallory.id, w.bob.id],
    ],
    expected: '42501',
  },
  {
    who: 'alice',
    action: "sets Bob's permission to an unknown value",
    run: (w) => setBobsPermission(w, 'admin'),
    expected: '23514',
  },
  {
    who: 'alice',
    action: "changes Bob's share to Can Edit",
    run: (w) => setBobsPermission(w, 'write'),
    expected: 'rows 1',
    then: (w) => ({ ...bobsPermission(w), expected: 'write' }),
  },
  {
    who: 'ada',
    action: "changes Bob's share to Can Edit as an admin",
    run: (w) => setBobsPermission(w, 'write'),
    expected: 'rows 1',
  },
];

describe.each(availableEngines())('history and review attack table on %s', (engine) => {
  let db: Database;
  let world: World;

  beforeAll(async () => {
    db = await createTestDatabase(engine);
    world = await buildWorld(db);
    await queryAs(db, world.alice, "select public.request_review($1, $2, 'Please look')", [
      world.brief,
      [world.carol.id],
    ]);
  });
  afterAll(() => db?.close());

  runAttacks(rows, () => ({ db, world: world }));
});
