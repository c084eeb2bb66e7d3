// The attack table for e-mail bookkeeping and review decisions: the record of which event
// was already e-mailed and the per-address count of sign-in and recovery e-mails are the server's own
// (only the functions' service role may read or write them, so no member can forge "already mailed" to
// silence a colleague or clear it to mail again); a repeated identical decision changes nothing; a
// decision of "changes requested" sends the brief back to In Progress as a normal, versioned change.
// Same cast as tests/db/attack-table.test.ts; Alice asked Bob (View Only) and Carol (Can Edit) to review
// her brief, and Carol has approved it with the note 'Looks good'.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../supabase/local/db/database.ts';
import { availableEngines, createTestDatabase } from '../../supabase/local/db/test-database.ts';
import { anon, queryAs, serviceRole, type Actor } from './support.ts';
import { attempt, buildWorld, type Check, type World } from './world.ts';

type Who = 'anon' | 'alice' | 'bob' | 'carol' | 'mallory' | 'ada' | 'service';

interface MailWorld extends World {
  /** Bob's share of Alice's brief (already e-mailed once). */
  shareId: string;
  shareCreatedAt: string;
  versionAfterDecision: number;
  /** When Alice asked Bob (his request is still open), as UTC text with microseconds. */
  bobAskedAt: string;
}

interface AttackRow {
  who: Who;
  action: string;
  run: (w: MailWorld) => [sql: string, params: unknown[]];
  expected: string;
  then?: (w: MailWorld) => Check & { expected: unknown };
}

const claimShareMail = (w: MailWorld): [string, unknown[]] => [
  "select 1 where public.claim_mail_event('shared', $1, $2, $3)",
  [w.brief, w.shareId, w.shareCreatedAt],
];
const claimAuthMail = (email: string): [string, unknown[]] => [
  'select 1 where public.claim_auth_mail($1, 60, 5)',
  [email],
];
const decide = (w: MailWorld, decision: string, note: string): [string, unknown[]] => [
  'select * from public.decide_review($1, $2, $3)',
  [w.brief, decision, note],
];
const mailedEvents = (w: MailWorld): Check => ({
  sql: 'select count(*)::int from public.mail_events where brief_id = $1',
  params: [w.brief],
});
const decisionsBy = (w: MailWorld, who: 'bob' | 'carol'): Check => ({
  sql: "select count(*)::int from public.brief_history where brief_id = $1 and author_id = $2 and kind in ('approved', 'changes_requested')",
  params: [w.brief, w[who].id],
});
const briefStatus = (w: MailWorld): Check => ({
  sql: "select status || ':' || version from public.briefs where id = $1",
  params: [w.brief],
});

const bookkeeping: AttackRow[] = [
  // The record of mailed events
  {
    who: 'anon',
    action: 'reads which events were e-mailed',
    run: () => ['select * from public.mail_events', []],
    expected: '42501',
  },
  {
    who: 'alice',
    action: 'reads which events of her brief were e-mailed',
    run: (w) => ['select * from public.mail_events where brief_id = $1', [w.brief]],
    expected: '42501',
  },
  {
    who: 'mallory',
    action: 'forges "already e-mailed" for a review request to silence it',
    run: (w) => [
      "insert into public.mail_events (event, brief_id, subject_id, occurred_at) values ('review_requested', $1, gen_random_uuid(), now())",
      [w.brief],
    ],
    expected: '42501',
  },
  {
    who: 'alice',
    action: 'clears the record of her share to e-mail Bob again',
    run: (w) => ['delete from public.mail_events where brief_id = $1', [w.brief]],
    expected: '42501',
  },
  {
    who: 'ada',
    action: 'clears the record of mailed events as an admin',
    run: () => ['delete from public.mail_events', []],
    expected: '42501',
  },
  {
    who: 'carol',
    action: 'moves the time of a mailed event',
    run: () => ["update public.mail_events set occurred_at = now() where event = 'shared'", []],
    expected: '42501',
  },
  {
    who: 'alice',
    action: 'claims the e-mail of her own share herself',
    run: claimShareMail,
    expected: '42501',
  },
  { who: 'anon', action: 'claims an event', run: claimShareMail, expected: '42501' },
  {
    who: 'service',
    action: 'claims the e-mail of a share already e-mailed (sent once)',
    run: claimShareMail,
    expected: 'rows 0',
    then: (w) => ({ ...mailedEvents(w), expected: 1 }),
  },
  {
    who: 'service',
    action: 'claims the e-mail of a new event',
    run: (w) => [
      "select 1 where public.claim_mail_event('review_decided', $1, gen_random_uuid(), now())",
      [w.brief],
    ],
    expected: 'rows 1',
    then: (w) => ({ ...mailedEvents(w), expected: 2 }),
  },
  // The per-address count of sign-in and recovery e-mails
  {
    who: 'anon',
    action: 'reads which addresses were sent sign-in links',
    run: () => ['select * from public.auth_mail_quota', []],
    expected: '42501',
  },
  {
    who: 'mallory',
    action: "resets Bob's count to mail him again",
    run: () => ['delete from public.auth_mail_quota', []],
    expected: '42501',
  },
  {
    who: 'mallory',
    action: "fills Bob's count so he gets no sign-in link",
    run: (w) => [
      'insert into public.auth_mail_quota (email, last_sent_at, hour_started_at, sent_this_hour) values ($1, now(), now(), 99)',
      [w.bob.email],
    ],
    expected: '42501',
  },
  {
    who: 'ada',
    action: "moves Alice's last sign-in e-mail back an hour as an admin",
    run: () => ["update public.auth_mail_quota set last_sent_at = now() - interval '1 hour'", []],
    expected: '42501',
  },
  {
    who: 'anon',
    action: 'claims an auth e-mail',
    run: () => claimAuthMail('x@example.test'),
    expected: '42501',
  },
  {
    who: 'alice',
    action: "claims an auth e-mail for Bob's address",
    run: (w) => claimAuthMail(w.bob.email),
    expected: '42501',
  },
  {
    who: 'service',
    action: 'claims a second auth e-mail to Alice within a minute',
    run: (w) => claimAuthMail(w.alice.email),
    expected: 'rows 0',
  },
  {
    who: 'service',
    action: 'claims a first auth e-mail to Bob',
    run: (w) => claimAuthMail(w.bob.email),
    expected: 'rows 1',
  },
  {
    who: 'service',
    action: 'claims an auth e-mail to Carol, who had five in the last hour (the last 2 minutes ago)',
    run: (w) => claimAuthMail(w.carol.email),
    expected: 'rows 0',
  },
  {
    who: 'service',
    action: 'claims an auth e-mail to Ada, whose five were over an hour ago',
    run: (w) => claimAuthMail(w.ada.email),
    expected: 'rows 1',
    then: () => ({
      sql: "select sent_this_hour from public.auth_mail_quota where email = 'ada@example.test'",
      expected: 1,
    }),
  },
];

const askAgain = (w: MailWorld, who: 'bob' | 'carol', note: string): [string, unknown[]] => [
  'select * from public.request_review($1, $2, $3)',
  [w.brief, [w[who].id], note],
];
const UTC_TEXT = `to_char(requested_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

const requests: AttackRow[] = [
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

const decisions: AttackRow[] = [
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

function actorFor(who: Who, w: World): Actor {
  if (who === 'anon') return anon;
  if (who === 'service') return serviceRole;
  return w[who];
}

/** Alice asked Bob and Carol to review her brief; Carol approved it. */
async function buildReviewWorld(db: Database): Promise<MailWorld> {
  const world = await buildWorld(db);
  await queryAs(db, world.alice, "select public.request_review($1, $2, 'Please look')", [
    world.brief,
    [world.bob.id, world.carol.id],
  ]);
  await queryAs(db, world.carol, "select public.decide_review($1, 'approved', 'Looks good')", [world.brief]);
  const shareRow = await db.query<{ id: string; created_at: string }>(
    'select id, to_char(created_at at time zone \'UTC\', \'YYYY-MM-DD"T"HH24:MI:SS.US"Z"\') as created_at from public.brief_shares where brief_id = $1 and shared_with_user_id = $2',
    [world.brief, world.bob.id],
  );
  const version = await db.query<{ version: number }>('select version from public.briefs where id = $1', [
    world.brief,
  ]);
  const asked = await db.query<{ at: string }>(
    `select ${UTC_TEXT} as at from public.brief_review_requests where brief_id = $1 and reviewer_id = $2`,
    [world.brief, world.bob.id],
  );
  return {
    ...world,
    shareId: shareRow.rows[0]!.id,
    shareCreatedAt: shareRow.rows[0]!.created_at,
    versionAfterDecision: Number(version.rows[0]!.version),
    bobAskedAt: asked.rows[0]!.at,
  };
}

/** Bob's share was e-mailed; Alice got a sign-in link just now, Carol five this hour, Ada five long ago. */
async function recordMail(db: Database, world: MailWorld): Promise<void> {
  await queryAs(db, serviceRole, "select public.claim_mail_event('shared', $1, $2, $3)", [
    world.brief,
    world.shareId,
    world.shareCreatedAt,
  ]);
  await queryAs(db, serviceRole, 'select public.claim_auth_mail($1, 60, 5)', [world.alice.email]);
  await db.query(
    `insert into public.auth_mail_quota (email, last_sent_at, hour_started_at, sent_this_hour) values
       ($1, now() - interval '2 minutes', now() - interval '30 minutes', 5),
       ($2, now() - interval '70 minutes', now() - interval '2 hours', 5)`,
    [world.carol.email, world.ada.email],
  );
}

const named = (rows: AttackRow[]) =>
  rows.map((row) => [`${row.who} ${row.action} → ${row.expected}`, row] as const);

describe.each(availableEngines())('e-mail and decision attack table on %s', (engine) => {
  let db: Database;
  let world: MailWorld;

  beforeAll(async () => {
    db = await createTestDatabase(engine);
    world = await buildReviewWorld(db);
  });
  afterAll(() => db?.close());

  async function check(row: AttackRow) {
    const [sql, params] = row.run(world);
    const expectation = row.then?.(world);
    const result = await attempt(db, actorFor(row.who, world), sql, params, expectation);
    expect(result.outcome).toBe(row.expected);
    if (expectation) expect(result.after).toEqual(expectation.expected);
  }

  describe('review requests', () => {
    it.each(named(requests))('%s', (_name, row) => check(row));
  });

  describe('review decisions', () => {
    it.each(named(decisions))('%s', (_name, row) => check(row));
  });

  describe('e-mail bookkeeping', () => {
    beforeAll(() => recordMail(db, world));
    it.each(named(bookkeeping))('%s', (_name, row) => check(row));
  });
});
