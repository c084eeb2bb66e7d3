// The attack table for review requests and decisions: actor × action → what the database lets happen.
// The cast of world.ts (Alice's brief is shared read-only with Bob and writable with Carol; Mallory has
// no access; Ada is an admin) in two settings: Alice has asked Carol to review her brief; or Alice has
// asked Bob and Carol, and Carol has approved it with the note 'Looks good'. A repeated identical
// decision changes nothing; "changes requested" sends the brief back to In Progress as a normal,
// versioned change.
import { afterAll, beforeAll, describe } from 'vitest';
import type { Database } from '../../../supabase/local/db/database.ts';
import { availableEngines, createTestDatabase } from '../../../supabase/local/db/test-database.ts';
import {
  buildReviewedWorld,
  buildReviewRequestedWorld,
  UTC_TEXT,
  type Check,
  type ReviewedWorld,
  type World,
} from '../world.ts';
import { runAttacks, type Attack } from '../attack-rows.ts';

type Who = 'anon' | 'alice' | 'bob' | 'carol' | 'mallory' | 'ada';

const requestReview = (w: World, reviewers: string[]): [string, unknown[]] => [
  'select * from public.request_review($1, $2, $3)',
  [w.brief, reviewers, 'Please look'],
];
const decide = (w: World, decision: string, note: string): [string, unknown[]] => [
  'select * from public.decide_review($1, $2, $3)',
  [w.brief, decision, note],
];

// Alice asked Carol to review her brief.
const asked: Attack<World, Who>[] = [
  // Reading review requests
  {
    who: 'mallory',
    action: "reads the review requests of Alice's brief",
    run: (w) => ['select * from public.brief_review_requests where brief_id = $1', [w.brief]],
    expected: 'rows 0',
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
    run: (w) => decide(w, 'approved', 'Looks good'),
    expected: '42501',
  },
  {
    who: 'mallory',
    action: 'decides a review of a brief she cannot read',
    run: (w) => decide(w, 'approved', 'Looks good'),
    expected: '42501',
  },
  {
    who: 'ada',
    action: "decides Carol's request as an admin",
    run: (w) => decide(w, 'approved', 'Looks good'),
    expected: '42501',
  },
  {
    who: 'carol',
    action: 'decides with an unknown decision',
    run: (w) => decide(w, 'completed', 'Looks good'),
    expected: '22023',
  },
  {
    who: 'carol',
    action: 'approves her own request (decision and time set by the server)',
    run: (w) => decide(w, 'approved', 'Looks good'),
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
];

const askAgain = (w: ReviewedWorld, who: 'bob' | 'carol', note: string): [string, unknown[]] => [
  'select * from public.request_review($1, $2, $3)',
  [w.brief, [w[who].id], note],
];
const decisionsBy = (w: ReviewedWorld, who: 'bob' | 'carol'): Check => ({
  sql: "select count(*)::int from public.brief_history where brief_id = $1 and author_id = $2 and kind in ('approved', 'changes_requested')",
  params: [w.brief, w[who].id],
});
const briefStatus = (w: ReviewedWorld): Check => ({
  sql: "select status || ':' || version from public.briefs where id = $1",
  params: [w.brief],
});

// Alice asked Bob and Carol; Carol approved.
const requests: Attack<ReviewedWorld, Who>[] = [
  {
    who: 'alice',
    action: 'asks Bob again while his request is open, same note (changes nothing, no history row)',
    run: (w) => askAgain(w, 'bob', 'Please look'),
    expected: 'rows 1',
    then: (w) => ({
      sql: "select count(*)::int from public.brief_history where brief_id = $1 and kind = 'review_requested'",
      params: [w.brief],
      expected: 1,
    }),
  },
  {
    who: 'alice',
    action: 'asks Bob again while his request is open, another note (the same request: no new e-mail)',
    run: (w) => askAgain(w, 'bob', 'Look at the budget'),
    expected: 'rows 1',
    then: (w) => ({
      sql: `select ${UTC_TEXT} || ' ' || note from public.brief_review_requests where brief_id = $1 and reviewer_id = $2`,
      params: [w.brief, w.bob.id],
      expected: `${w.bobAskedAt} Look at the budget`,
    }),
  },
  {
    who: 'alice',
    action: 'asks Carol again after she decided (a new request, open again)',
    run: (w) => askAgain(w, 'carol', 'Please look'),
    expected: 'rows 1',
    then: (w) => ({
      sql: `select status || ':' || (${UTC_TEXT} > $3) from public.brief_review_requests where brief_id = $1 and reviewer_id = $2`,
      params: [w.brief, w.carol.id, w.bobAskedAt],
      expected: 'pending:true',
    }),
  },
];

const decisions: Attack<ReviewedWorld, Who>[] = [
  {
    who: 'carol',
    action: 'repeats her identical decision (changes nothing)',
    run: (w) => decide(w, 'approved', 'Looks good'),
    expected: 'rows 1',
    then: (w) => ({ ...decisionsBy(w, 'carol'), expected: 1 }),
  },
  {
    who: 'carol',
    action: 'repeats her identical decision (the brief keeps its version)',
    run: (w) => decide(w, 'approved', '  Looks good '),
    expected: 'rows 1',
    then: (w) => ({ ...briefStatus(w), expected: `review:${w.versionAfterDecision}` }),
  },
  {
    who: 'carol',
    action: 'approves again with another note (a new decision, folded into her entry of this minute)',
    run: (w) => decide(w, 'approved', 'Even better'),
    expected: 'rows 1',
    then: (w) => ({
      sql: "select string_agg(kind || ': ' || (details ->> 'note'), ', ') from public.brief_history where brief_id = $1 and author_id = $2 and kind in ('approved', 'changes_requested')",
      params: [w.brief, w.carol.id],
      expected: 'approved: Even better',
    }),
  },
  {
    who: 'bob',
    action: 'requests changes as a View Only reviewer (status back to In Progress, a new version)',
    run: (w) => decide(w, 'changes_requested', 'Budget too low'),
    expected: 'rows 1',
    then: (w) => ({ ...briefStatus(w), expected: `in-progress:${w.versionAfterDecision + 1}` }),
  },
  {
    who: 'carol',
    action: 'changes her approval to changes requested (status back to In Progress)',
    run: (w) => decide(w, 'changes_requested', ''),
    expected: 'rows 1',
    then: (w) => ({ ...briefStatus(w), expected: `in-progress:${w.versionAfterDecision + 1}` }),
  },
  {
    who: 'bob',
    action: 'approves (the status stays Review)',
    run: (w) => decide(w, 'approved', ''),
    expected: 'rows 1',
    then: (w) => ({ ...briefStatus(w), expected: `review:${w.versionAfterDecision}` }),
  },
  {
    who: 'mallory',
    action: 'requests changes to a brief nobody asked her to review (status unchanged)',
    run: (w) => decide(w, 'changes_requested', ''),
    expected: '42501',
  },
];

describe.each(availableEngines())('review attack table on %s', (engine) => {
  let db: Database;
  let world: World;

  beforeAll(async () => {
    db = await createTestDatabase(engine);
    world = await buildReviewRequestedWorld(db);
  });
  afterAll(() => db?.close());

  runAttacks(asked, () => ({ db, world }));
});

describe.each(availableEngines())('review decision attack table on %s', (engine) => {
  let db: Database;
  let world: ReviewedWorld;

  beforeAll(async () => {
    db = await createTestDatabase(engine);
    world = await buildReviewedWorld(db);
  });
  afterAll(() => db?.close());

  describe('review requests', () => {
    runAttacks(requests, () => ({ db, world }));
  });

  describe('review decisions', () => {
    runAttacks(decisions, () => ({ db, world }));
  });
});
