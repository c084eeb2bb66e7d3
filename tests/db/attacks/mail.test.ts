// The attack table for e-mail bookkeeping: the record of which event was already e-mailed and the
// per-address count of sign-in and recovery e-mails are the server's own (only the functions' service
// role may read or write them, so no member can forge "already mailed" to silence a colleague or clear
// it to mail again). The cast of world.ts; Alice asked Bob (View Only) and Carol (Can Edit) to review
// her brief, Carol approved it, Bob's share was e-mailed, and so was a comment that mentions Bob (a
// mention is e-mailed once per comment and person).
import { afterAll, beforeAll, describe } from 'vitest';
import type { Database } from '../../../supabase/local/db/database.ts';
import { availableEngines, createTestDatabase } from '../../../supabase/local/db/test-database.ts';
import { queryAs, serviceRole } from '../support.ts';
import { buildReviewedWorld, type Check, type ReviewedWorld } from '../world.ts';
import { runAttacks, type Attack } from '../attack-rows.ts';

type Who = 'anon' | 'alice' | 'bob' | 'carol' | 'mallory' | 'ada' | 'service';

const claimShareMail = (w: ReviewedWorld): [string, unknown[]] => [
  "select 1 where public.claim_mail_event('shared', $1, $2, $3)",
  [w.brief, w.shareId, w.shareCreatedAt],
];
/** The comment that mentioned Bob (and Carol), e-mailed to Bob. */
const MENTION = { comment: '5e1f0000-0000-4000-8000-000000000028', at: '2026-11-27T10:00:00.000000Z' };
const claimMentionMail = (w: ReviewedWorld, recipient: string | null): [string, unknown[]] => [
  "select 1 where public.claim_mail_event('mentioned', $1, $2, $3, $4)",
  [w.brief, MENTION.comment, MENTION.at, recipient],
];
const claimAuthMail = (email: string): [string, unknown[]] => [
  'select 1 where public.claim_auth_mail($1, 60, 5)',
  [email],
];
const mailedEvents = (w: ReviewedWorld): Check => ({
  sql: 'select count(*)::int from public.mail_events where brief_id = $1',
  params: [w.brief],
});

const bookkeeping: Attack<ReviewedWorld, Who>[] = [
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
    then: (w) => ({ ...mailedEvents(w), expected: 2 }),
  },
  {
    who: 'service',
    action: 'claims the e-mail of a new event',
    run: (w) => [
      "select 1 where public.claim_mail_event('review_decided', $1, gen_random_uuid(), now())",
      [w.brief],
    ],
    expected: 'rows 1',
    then: (w) => ({ ...mailedEvents(w), expected: 3 }),
  },
  // Mentions: once per comment and person
  {
    who: 'mallory',
    action: 'forges "already e-mailed" for a mention of Carol to silence it',
    run: (w) => [
      "insert into public.mail_events (event, brief_id, subject_id, occurred_at, recipient_id) values ('mentioned', $1, $2, $3, $4)",
      [w.brief, MENTION.comment, MENTION.at, w.carol.id],
    ],
    expected: '42501',
  },
  {
    who: 'bob',
    action: 'clears the record of his mention to be e-mailed again',
    run: () => ["delete from public.mail_events where event = 'mentioned'", []],
    expected: '42501',
  },
  {
    who: 'alice',
    action: 'claims the e-mail of a mention of Carol herself',
    run: (w) => claimMentionMail(w, w.carol.id),
    expected: '42501',
  },
  {
    who: 'service',
    action: 'claims the e-mail to Bob of a comment already e-mailed to him (sent once)',
    run: (w) => claimMentionMail(w, w.bob.id),
    expected: 'rows 0',
    then: (w) => ({ ...mailedEvents(w), expected: 2 }),
  },
  {
    who: 'service',
    action: 'claims the e-mail to Carol of the same comment (each person once)',
    run: (w) => claimMentionMail(w, w.carol.id),
    expected: 'rows 1',
    then: (w) => ({ ...mailedEvents(w), expected: 3 }),
  },
  {
    who: 'service',
    action: 'claims the e-mail of a mention without saying whom it mails',
    run: (w) => claimMentionMail(w, null),
    expected: '23514',
  },
  {
    who: 'service',
    action: 'claims the e-mail of a share for a named recipient (a share has one)',
    run: (w) => [
      "select 1 where public.claim_mail_event('shared', $1, gen_random_uuid(), now(), $2)",
      [w.brief, w.bob.id],
    ],
    expected: '23514',
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

/** Bob's share and his mention were e-mailed; Alice got a sign-in link just now, Carol five this hour, Ada five long ago. */
async function recordMail(db: Database, world: ReviewedWorld): Promise<void> {
  await queryAs(db, serviceRole, "select public.claim_mail_event('shared', $1, $2, $3)", [
    world.brief,
    world.shareId,
    world.shareCreatedAt,
  ]);
  await queryAs(db, serviceRole, "select public.claim_mail_event('mentioned', $1, $2, $3, $4)", [
    world.brief,
    MENTION.comment,
    MENTION.at,
    world.bob.id,
  ]);
  await queryAs(db, serviceRole, 'select public.claim_auth_mail($1, 60, 5)', [world.alice.email]);
  await db.query(
    `insert into public.auth_mail_quota (email, last_sent_at, hour_started_at, sent_this_hour) values
       ($1, now() - interval '2 minutes', now() - interval '30 minutes', 5),
       ($2, now() - interval '70 minutes', now() - interval '2 hours', 5)`,
    [world.carol.email, world.ada.email],
  );
}

describe.each(availableEngines())('e-mail bookkeeping attack table on %s', (engine) => {
  let db: Database;
  let world: ReviewedWorld;

  beforeAll(async () => {
    db = await createTestDatabase(engine);
    world = await buildReviewedWorld(db);
    await recordMail(db, world);
  });
  afterAll(() => db?.close());

  runAttacks(bookkeeping, () => ({ db, world }));
});
