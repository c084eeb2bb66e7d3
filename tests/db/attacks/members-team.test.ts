// The team's accounts attack table: invitation squatting, every team operation called by someone
// who may not, a deactivated member's still-valid access token, and the last-admin guards. Each row is
// one statement as the actor in a transaction that is rolled back (attack-rows.ts).
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../supabase/local/db/database.ts';
import { availableEngines, createTestDatabase } from '../../../supabase/local/db/test-database.ts';
import { anon, createBrief, createMember, invite, share, type Member } from '../support.ts';
import { attempt, buildWorld, type Check, type World } from '../world.ts';
import { runAttacks, type Attack } from '../attack-rows.ts';

interface AccountsWorld extends World {
  /** A member who has been deactivated; Alice's brief is shared with her and she owns danaBrief. */
  dana: Member;
  danaBrief: string;
  /** An admin who has been deactivated. */
  eve: Member;
  tokens: Record<'pending' | 'other' | 'expired' | 'used' | 'revoked' | 'superseded' | 'resent', string>;
  /** The pending admin invitation for pending@example.test. */
  pendingId: string;
}

type Who = 'anon' | 'alice' | 'carol' | 'mallory' | 'ada' | 'dana' | 'eve' | 'gotrue';

type Row = Attack<AccountsWorld, Who>;

const randomToken = () => randomBytes(32).toString('hex');

async function buildAccountsWorld(db: Database): Promise<AccountsWorld> {
  const world = await buildWorld(db);
  const dana = await createMember(db, 'dana@example.test', 'user', 'Dana Leaver');
  const danaBrief = await createBrief(db, dana, { title: 'Dana brief' });
  await share(db, world.alice, world.brief, dana, 'read');
  const eve = await createMember(db, 'eve@example.test', 'admin', 'Eve Former');
  await db.query('update public.user_roles set deactivated_at = now() where user_id = any($1)', [
    [dana.id, eve.id],
  ]);
  const tokens = {
    pending: await invite(db, { email: 'pending@example.test', role: 'admin' }),
    other: await invite(db, { email: 'other@example.test', role: 'admin' }),
    expired: await invite(db, { email: 'late@example.test', expiresAt: new Date(Date.now() - 60_000) }),
    used: await invite(db, { email: 'used@example.test', usedAt: new Date() }),
    revoked: await invite(db, { email: 'revoked@example.test' }),
    superseded: await invite(db, { email: 'resent@example.test' }),
    resent: '',
  };
  await db.query('update public.invitations set revoked_at = now() where token = $1', [tokens.revoked]);
  await db.query('update public.invitations set superseded_at = now() where token = $1', [tokens.superseded]);
  tokens.resent = await invite(db, { email: 'resent@example.test' });
  const pending = await db.query<{ id: string }>('select id from public.invitations where token = $1', [
    tokens.pending,
  ]);
  return { ...world, dana, danaBrief, eve, tokens, pendingId: pending.rows[0]!.id };
}

// GoTrue inserting the user, with the metadata the sign-up carried.
const signUp = (email: string, inviteToken?: string): [string, unknown[]] => [
  `insert into auth.users (id, aud, role, email, raw_user_meta_data)
   values (gen_random_uuid(), 'authenticated', 'authenticated', $1, $2::jsonb)`,
  [email, JSON.stringify(inviteToken === undefined ? {} : { invite_token: inviteToken })],
];
const roleOf = (email: string): Check & { expected: unknown } => ({
  sql: `select r.role from public.user_roles r join public.profiles p on p.id = r.user_id where p.email = $1`,
  params: [email],
  expected: 'admin',
});

const squatting: Row[] = [
  ['no token', () => signUp('pending@example.test')],
  ['an empty token', () => signUp('pending@example.test', '')],
  ['a wrong token', () => signUp('pending@example.test', randomToken())],
  ["another invitation's token", (w: AccountsWorld) => signUp('pending@example.test', w.tokens.other)],
  [
    "the invitee's token for another address",
    (w: AccountsWorld) => signUp('other@example.test', w.tokens.pending),
  ],
  ['an expired invitation', (w: AccountsWorld) => signUp('late@example.test', w.tokens.expired)],
  ['a used invitation', (w: AccountsWorld) => signUp('used@example.test', w.tokens.used)],
  ['a revoked invitation', (w: AccountsWorld) => signUp('revoked@example.test', w.tokens.revoked)],
  [
    'an invitation superseded by a resend',
    (w: AccountsWorld) => signUp('resent@example.test', w.tokens.superseded),
  ],
].map(([what, run]) => ({
  who: 'gotrue' as const,
  action: `signs up with ${what as string}`,
  run: run as Row['run'],
  expected: '42501',
}));

const invitee: Row[] = [
  {
    who: 'gotrue',
    action: "signs the invitee up with their own token, whatever the address's case (role admin)",
    run: (w) => signUp('Pending@Example.TEST', w.tokens.pending),
    expected: 'rows 1',
    then: () => roleOf('pending@example.test'),
  },
  {
    who: 'gotrue',
    action: "signs up with the resent invitation's token",
    run: (w) => signUp('resent@example.test', w.tokens.resent),
    expected: 'rows 1',
    then: () => ({ ...roleOf('resent@example.test'), expected: 'user' }),
  },
];

// Every team operation, with arguments an admin would send.
const operations: [name: string, run: Row['run']][] = [
  ['lists the members', () => ['select * from public.team_members()', []]],
  ['lists the pending invitations', () => ['select * from public.team_invitations()', []]],
  ['resends an invitation', (w) => ['select * from public.resend_invitation($1)', [w.pendingId]]],
  ['revokes an invitation', (w) => ['select public.revoke_invitation($1)', [w.pendingId]]],
  ['makes Mallory an admin', (w) => ["select public.set_member_role($1, 'admin')", [w.mallory.id]]],
  ['deactivates Alice', (w) => ['select public.set_member_active($1, false)', [w.alice.id]]],
  ['reactivates Dana', (w) => ['select public.set_member_active($1, true)', [w.dana.id]]],
  [
    "transfers Alice's briefs to Mallory",
    (w) => ['select public.transfer_briefs($1, $2)', [w.alice.id, w.mallory.id]],
  ],
];

const refusedOperations: Row[] = (['anon', 'mallory', 'eve'] as const).flatMap((who) =>
  operations.map(([action, run]) => ({ who, action, run, expected: '42501' })),
);

// The SECURITY DEFINER code behind the team RPCs lives in the schema `private`: PostgREST does not
// expose it, but SQL can name it, and called there directly it refuses the same callers.
const privateOperations: Row[] = (['anon', 'mallory', 'eve'] as const).flatMap((who) =>
  operations.map(([action, run]) => ({
    who,
    action: `${action} through the private function`,
    run: (w: AccountsWorld): [string, unknown[]] => {
      const [sql, params] = run(w);
      return [sql.replace('public.', 'private.'), params];
    },
    expected: '42501',
  })),
);

// The policy helpers answer only signed-in callers, in either schema.
const helpers: Row[] = [
  { who: 'anon', action: 'asks is_admin', run: () => ['select public.is_admin()', []], expected: '42501' },
  {
    who: 'anon',
    action: "asks can_read_brief about Alice's brief",
    run: (w) => ['select public.can_read_brief($1)', [w.brief]],
    expected: '42501',
  },
  {
    who: 'anon',
    action: 'asks the private is_admin',
    run: () => ['select private.is_admin()', []],
    expected: '42501',
  },
  {
    who: 'anon',
    action: "asks the private can_write_brief about Alice's brief",
    run: (w) => ['select private.can_write_brief($1)', [w.brief]],
    expected: '42501',
  },
  {
    who: 'ada',
    action: 'lists the members through the private function',
    run: () => ['select * from private.team_members()', []],
    expected: 'rows 7',
  },
  {
    who: 'mallory',
    action: "asks the private can_read_brief about Alice's brief",
    run: (w) => ['select 1 where private.can_read_brief($1)', [w.brief]],
    expected: 'rows 0',
  },
];

const briefOwner = (w: AccountsWorld, id = w.brief): Check => ({
  sql: 'select user_id::text from public.briefs where id = $1',
  params: [id],
});

const adminOperations: Row[] = [
  { who: 'ada', action: 'lists the members', run: operations[0]![1], expected: 'rows 7' },
  { who: 'ada', action: 'lists the pending invitations', run: operations[1]![1], expected: 'rows 5' },
  {
    who: 'ada',
    action: 'resends an invitation (the old link stops working)',
    run: operations[2]![1],
    expected: 'rows 1',
    then: (w) => ({
      sql: 'select superseded_at is not null from public.invitations where id = $1',
      params: [w.pendingId],
      expected: true,
    }),
  },
  {
    who: 'ada',
    action: 'revokes an invitation',
    run: operations[3]![1],
    expected: 'rows 1',
    then: (w) => ({
      sql: 'select revoked_at is not null from public.invitations where id = $1',
      params: [w.pendingId],
      expected: true,
    }),
  },
  {
    who: 'ada',
    action: 'makes Mallory an admin',
    run: operations[4]![1],
    expected: 'rows 1',
    then: (w) => ({
      sql: 'select role from public.user_roles where user_id = $1',
      params: [w.mallory.id],
      expected: 'admin',
    }),
  },
  {
    who: 'ada',
    action: 'deactivates Alice',
    run: operations[5]![1],
    expected: 'rows 1',
    then: (w) => ({
      sql: 'select deactivated_at is not null from public.user_roles where user_id = $1',
      params: [w.alice.id],
      expected: true,
    }),
  },
  {
    who: 'ada',
    action: "transfers Alice's briefs to Mallory (Alice's devices are told to drop them)",
    run: operations[7]![1],
    expected: 'rows 1',
    then: (w) => ({ ...briefOwner(w), expected: w.mallory.id }),
  },
  {
    who: 'ada',
    action: 'transfers briefs to a deactivated member',
    run: (w) => ['select public.transfer_briefs($1, $2)', [w.alice.id, w.dana.id]],
    expected: '22023',
  },
  {
    who: 'ada',
    action: "transfers Alice's briefs to Alice",
    run: (w) => ['select public.transfer_briefs($1, $1)', [w.alice.id]],
    expected: '22023',
  },
  {
    who: 'ada',
    action: 'resends a revoked invitation',
    run: (w) => [
      'select * from public.resend_invitation((select id from public.invitations where token = $1))',
      [w.tokens.revoked],
    ],
    expected: '22023',
  },
  {
    who: 'ada',
    action: 'gives a role that does not exist',
    run: (w) => ["select public.set_member_role($1, 'owner')", [w.mallory.id]],
    expected: '22023',
  },
];

const guards: Row[] = [
  {
    who: 'ada',
    action: 'makes herself a user while the only active admin',
    run: (w) => ["select public.set_member_role($1, 'user')", [w.ada.id]],
    expected: '23514',
  },
  {
    who: 'ada',
    action: 'deactivates herself',
    run: (w) => ['select public.set_member_active($1, false)', [w.ada.id]],
    expected: '23514',
  },
  {
    who: 'ada',
    action: 'makes the deactivated admin Eve a user (Ada stays the active admin)',
    run: (w) => ["select public.set_member_role($1, 'user')", [w.eve.id]],
    expected: 'rows 1',
    then: (w) => ({
      sql: 'select role from public.user_roles where user_id = $1',
      params: [w.eve.id],
      expected: 'user',
    }),
  },
  {
    who: 'mallory',
    action: 'makes herself an admin',
    run: (w) => ["select public.set_member_role($1, 'admin')", [w.mallory.id]],
    expected: '42501',
  },
  {
    who: 'dana',
    action: 'reactivates herself',
    run: (w) => ['select public.set_member_active($1, true)', [w.dana.id]],
    expected: '42501',
  },
  {
    who: 'dana',
    action: 'clears her own deactivation in user_roles',
    run: (w) => ['update public.user_roles set deactivated_at = null where user_id = $1', [w.dana.id]],
    expected: '42501',
  },
  {
    who: 'mallory',
    action: 'revokes an invitation by writing the table',
    run: (w) => ['update public.invitations set revoked_at = now() where id = $1', [w.pendingId]],
    expected: 'rows 0',
  },
  {
    who: 'carol',
    action: "takes Alice's brief over with the transfer setting (write share)",
    run: (w) => [
      `with s as (select set_config('briefsmith.transfer', $2, true))
       update public.briefs set title = 'Mine now' from s where id = $1`,
      [w.brief, `${w.alice.id}:${w.carol.id}`],
    ],
    expected: 'rows 1',
    then: (w) => ({ ...briefOwner(w), expected: w.alice.id }),
  },
];

const deactivated: Row[] = [
  { who: 'dana', action: 'lists briefs', run: () => ['select * from public.briefs', []], expected: 'rows 0' },
  {
    who: 'dana',
    action: 'reads her own brief',
    run: (w) => ['select * from public.briefs where id = $1', [w.danaBrief]],
    expected: 'rows 0',
  },
  {
    who: 'dana',
    action: "reads Alice's brief shared with her",
    run: (w) => ['select * from public.briefs where id = $1', [w.brief]],
    expected: 'rows 0',
  },
  {
    who: 'dana',
    action: 'creates a brief',
    run: (w) => ["insert into public.briefs (user_id, title) values ($1, 'After hours')", [w.dana.id]],
    expected: '42501',
  },
  {
    who: 'dana',
    action: 'updates her own brief',
    run: (w) => ["update public.briefs set title = 'Changed' where id = $1", [w.danaBrief]],
    expected: 'rows 0',
  },
  {
    who: 'dana',
    action: 'deletes her own brief',
    run: (w) => ['delete from public.briefs where id = $1', [w.danaBrief]],
    expected: 'rows 0',
  },
  {
    who: 'dana',
    action: 'pushes a change to her own brief',
    run: (w) => [
      'select public.push_brief_change(gen_random_uuid(), $1, \'upsert\', 1, \'{"title":"Pushed"}\', \'{"title":"Dana brief"}\')',
      [w.danaBrief],
    ],
    expected: '42501',
  },
  {
    who: 'dana',
    action: 'pulls briefs (refused as deactivated, members-deactivated.test.ts)',
    run: () => [
      "select * from json_array_elements(public.pull_brief_changes(null, null, 100) -> 'rows')",
      [],
    ],
    expected: '42501',
  },
  {
    who: 'dana',
    action: 'shares her brief with Bob',
    run: (w) => [
      "insert into public.brief_shares (brief_id, shared_with_user_id, shared_by_user_id, permission) values ($1, $2, $3, 'read')",
      [w.danaBrief, w.bob.id, w.dana.id],
    ],
    expected: '42501',
  },
  {
    who: 'dana',
    action: 'reads the shares of her brief',
    run: () => ['select * from public.brief_shares', []],
    expected: 'rows 0',
  },
  {
    who: 'dana',
    action: 'reads profiles',
    run: () => ['select * from public.profiles', []],
    expected: 'rows 0',
  },
  {
    who: 'dana',
    action: 'changes her full name',
    run: (w) => ["update public.profiles set full_name = 'Still here' where id = $1", [w.dana.id]],
    expected: 'rows 0',
  },
  {
    who: 'dana',
    action: 'asks can_read_brief about her own brief',
    run: (w) => ['select 1 where public.can_read_brief($1)', [w.danaBrief]],
    expected: 'rows 0',
  },
  {
    who: 'dana',
    action: 'reads her own role (to learn she is deactivated)',
    run: (w) => ['select deactivated_at from public.user_roles where user_id = $1', [w.dana.id]],
    expected: 'rows 1',
  },
  {
    who: 'eve',
    action: 'lists briefs as a deactivated admin',
    run: () => ['select * from public.briefs', []],
    expected: 'rows 0',
  },
  {
    who: 'eve',
    action: 'asks is_admin',
    run: () => ['select 1 where public.is_admin()', []],
    expected: 'rows 0',
  },
  {
    who: 'eve',
    action: 'lists invitations',
    run: () => ['select * from public.invitations', []],
    expected: 'rows 0',
  },
  {
    who: 'eve',
    action: 'invites someone by writing the table',
    run: (w) => [
      "insert into public.invitations (email, role, invited_by) values ('friend@example.test', 'admin', $1)",
      [w.eve.id],
    ],
    expected: '42501',
  },
];

const lookups: Row[] = [
  {
    who: 'ada',
    action: 'deactivates Alice by writing user_roles (only through set_member_active)',
    run: (w) => ['update public.user_roles set deactivated_at = now() where user_id = $1', [w.alice.id]],
    expected: '42501',
  },
  {
    who: 'mallory',
    action: 'brings a superseded invitation back',
    run: (w) => [
      'update public.invitations set superseded_at = null where token = $1',
      [w.tokens.superseded],
    ],
    expected: 'rows 0',
  },
  {
    who: 'anon',
    action: 'asks is_active_member',
    run: () => ['select public.is_active_member()', []],
    expected: '42501',
  },
  {
    who: 'anon',
    action: 'calls the invitation lookup used by sign-up',
    run: (w) => [
      'select * from public.invitation_for_signup($1, $2)',
      ['pending@example.test', w.tokens.pending],
    ],
    expected: '42501',
  },
  {
    who: 'anon',
    action: 'looks up the invitation status with an unknown token',
    run: () => ['select * from public.invitation_status($1)', [randomToken()]],
    expected: 'rows 0',
  },
  {
    who: 'anon',
    action: 'lists every invitation through invitation_status',
    run: () => ["select * from public.invitation_status('%')", []],
    expected: 'rows 0',
  },
  {
    who: 'anon',
    action: 'lists team members',
    run: () => ['select * from public.team_members()', []],
    expected: '42501',
  },
];

const rows = [
  ...squatting,
  ...invitee,
  ...refusedOperations,
  ...privateOperations,
  ...helpers,
  ...adminOperations,
  ...guards,
  ...deactivated,
  ...lookups,
];

describe.each(availableEngines())('team accounts attack table on %s', (engine) => {
  let db: Database;
  let world: AccountsWorld;

  beforeAll(async () => {
    db = await createTestDatabase(engine);
    world = await buildAccountsWorld(db);
  });
  afterAll(() => db?.close());

  runAttacks(rows, () => ({ db, world: world }));

  // The hook GoTrue calls before creating a user answers the same as the trigger.
  const refusal = {
    error: {
      http_code: 403,
      message: 'Registration is by invitation only. No valid invitation exists for this e-mail address.',
    },
  };
  it.each([
    ['no token', 'pending@example.test', () => undefined, refusal],
    ['a wrong token', 'pending@example.test', () => randomToken(), refusal],
    ["another invitation's token", 'pending@example.test', (w: AccountsWorld) => w.tokens.other, refusal],
    ['an expired token', 'late@example.test', (w: AccountsWorld) => w.tokens.expired, refusal],
    ['a used token', 'used@example.test', (w: AccountsWorld) => w.tokens.used, refusal],
    ['a revoked token', 'revoked@example.test', (w: AccountsWorld) => w.tokens.revoked, refusal],
    ['a superseded token', 'resent@example.test', (w: AccountsWorld) => w.tokens.superseded, refusal],
    ["the invitee's own token", 'PENDING@example.test', (w: AccountsWorld) => w.tokens.pending, {}],
  ] as const)(
    'the sign-up hook with %s answers as the trigger does',
    async (_what, email, token, expected) => {
      const inviteToken = token(world);
      const event = {
        metadata: { name: 'before-user-created' },
        user: { email, user_metadata: inviteToken === undefined ? {} : { invite_token: inviteToken } },
      };
      const answer = await db.query<{ answer: unknown }>(
        'select public.hook_before_user_created($1) as answer',
        [JSON.stringify(event)],
      );
      expect(answer.rows[0]!.answer).toEqual(expected);
    },
  );

  it.each([
    ['pending', 'valid', false],
    ['expired', 'expired', false],
    ['used', 'used', false],
    ['revoked', 'revoked', false],
    ['superseded', 'superseded', false],
  ] as const)('invitation_status says a %s link is %s', async (which, status, hasAccount) => {
    const r = await attempt(db, anon, 'select status, has_account from public.invitation_status($1)', [
      world.tokens[which],
    ]);
    expect(r.outcome).toBe('rows 1');
    const direct = await db.query('select status, has_account from public.invitation_status($1)', [
      world.tokens[which],
    ]);
    expect(direct.rows).toEqual([{ status, has_account: hasAccount }]);
  });
});
