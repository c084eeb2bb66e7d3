// The attack table: actor × action → what the database lets happen. Each row is one request a client
// holding the public anon key (and maybe a member's token) could send through PostgREST; the expected
// outcome is what the UI allows and nothing more. "rows 0" is PostgREST's silent filter; an SQLSTATE is
// an error the client sees (42501 → 401/403, 23505 → 409, 23514 → 400).
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe } from 'vitest';
import type { Database } from '../../supabase/local/db/database.ts';
import { availableEngines, createTestDatabase } from '../../supabase/local/db/test-database.ts';
import { invite } from './support.ts';
import { buildWorld, type Check, type World } from './world.ts';
import { runAttacks, type Attack } from './attack-rows.ts';

type Who = 'anon' | 'alice' | 'bob' | 'carol' | 'mallory' | 'ada' | 'gotrue';

type AttackRow = Attack<World, Who>;

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
const signUp = (email: string, inviteToken?: string): [string, unknown[]] => [
  `insert into auth.users (id, aud, role, email, raw_user_meta_data) values (gen_random_uuid(), 'authenticated', 'authenticated', $1, $2::jsonb)`,
  [email, JSON.stringify(inviteToken ? { invite_token: inviteToken } : {})],
];

const rows: AttackRow[] = [
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
  {
    who: 'anon',
    action: "shares Alice's brief",
    run: (w) => [
      "insert into public.brief_shares (brief_id, shared_with_user_id, shared_by_user_id, permission) values ($1, $2, $3, 'write')",
      [w.brief, w.mallory.id, w.alice.id],
    ],
    expected: '42501',
  },
  {
    who: 'anon',
    action: 'reads shares',
    run: () => ['select * from public.brief_shares', []],
    expected: 'rows 0',
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
  {
    who: 'mallory',
    action: "shares Alice's brief with herself",
    run: (w) => [
      "insert into public.brief_shares (brief_id, shared_with_user_id, shared_by_user_id, permission) values ($1, $2, $2, 'write')",
      [w.brief, w.mallory.id],
    ],
    expected: '42501',
  },
  {
    who: 'mallory',
    action: "reads the shares of Alice's brief",
    run: (w) => ['select * from public.brief_shares where brief_id = $1', [w.brief]],
    expected: 'rows 0',
  },
  {
    who: 'mallory',
    action: "removes Bob's share",
    run: (w) => [
      'delete from public.brief_shares where brief_id = $1 and shared_with_user_id = $2',
      [w.brief, w.bob.id],
    ],
    expected: 'rows 0',
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
  {
    who: 'bob',
    action: 'shares it with Mallory (read share)',
    run: (w) => [
      "insert into public.brief_shares (brief_id, shared_with_user_id, shared_by_user_id, permission) values ($1, $2, $3, 'read')",
      [w.brief, w.mallory.id, w.bob.id],
    ],
    expected: '42501',
  },
  {
    who: 'bob',
    action: 'upgrades his own share to write',
    run: (w) => ["update public.brief_shares set permission = 'write' where brief_id = $1", [w.brief]],
    // Owners may change a permission in place; a recipient's update matches no row.
    expected: 'rows 0',
  },
  {
    who: 'bob',
    action: "sees the brief's shares",
    run: (w) => ['select * from public.brief_shares where brief_id = $1', [w.brief]],
    expected: 'rows 2',
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
  {
    who: 'carol',
    action: 'shares it (write share)',
    run: (w) => [
      "insert into public.brief_shares (brief_id, shared_with_user_id, shared_by_user_id, permission) values ($1, $2, $3, 'read')",
      [w.brief, w.mallory.id, w.carol.id],
    ],
    expected: '42501',
  },

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
    action: 'shares with Bob again (duplicate share)',
    run: (w) => [
      "insert into public.brief_shares (brief_id, shared_with_user_id, shared_by_user_id, permission) values ($1, $2, $3, 'write')",
      [w.brief, w.bob.id, w.alice.id],
    ],
    expected: '23505',
  },
  {
    who: 'alice',
    action: "shares in Bob's name (forged shared_by)",
    run: (w) => [
      "insert into public.brief_shares (brief_id, shared_with_user_id, shared_by_user_id, permission) values ($1, $2, $3, 'read')",
      [w.brief, w.mallory.id, w.bob.id],
    ],
    expected: '42501',
  },
  {
    who: 'alice',
    action: "shares Mallory's brief",
    run: (w) => [
      "insert into public.brief_shares (brief_id, shared_with_user_id, shared_by_user_id, permission) values ($1, $2, $2, 'read')",
      [w.malloryBrief, w.alice.id],
    ],
    expected: '42501',
  },
  {
    who: 'alice',
    action: 'shares her brief with herself',
    run: (w) => [
      "insert into public.brief_shares (brief_id, shared_with_user_id, shared_by_user_id, permission) values ($1, $2, $2, 'write')",
      [w.brief, w.alice.id],
    ],
    expected: '23514',
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
    action: 'shares with an unknown permission',
    run: (w) => [
      "insert into public.brief_shares (brief_id, shared_with_user_id, shared_by_user_id, permission) values ($1, $2, $3, 'owner')",
      [w.brief, w.mallory.id, w.alice.id],
    ],
    expected: '23514',
  },
  {
    who: 'alice',
    action: 'removes a share',
    run: (w) => [
      'delete from public.brief_shares where brief_id = $1 and shared_with_user_id = $2',
      [w.brief, w.bob.id],
    ],
    expected: 'rows 1',
    then: (w) => ({
      sql: 'select count(*)::int from public.brief_revocations where brief_id = $1 and user_id = $2',
      params: [w.brief, w.bob.id],
      expected: 1,
    }),
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
  {
    who: 'ada',
    action: "shares Alice's brief (admin)",
    run: (w) => [
      "insert into public.brief_shares (brief_id, shared_with_user_id, shared_by_user_id, permission) values ($1, $2, $3, 'read')",
      [w.brief, w.mallory.id, w.ada.id],
    ],
    expected: 'rows 1',
  },
  {
    who: 'ada',
    action: "removes Bob's share (admin)",
    run: (w) => [
      'delete from public.brief_shares where brief_id = $1 and shared_with_user_id = $2',
      [w.brief, w.bob.id],
    ],
    expected: 'rows 1',
  },

  // Roles: no client writes any role
  {
    who: 'mallory',
    action: 'grants herself admin (insert)',
    run: (w) => ["insert into public.user_roles (user_id, role) values ($1, 'admin')", [w.mallory.id]],
    expected: '42501',
  },
  {
    who: 'mallory',
    action: 'grants herself admin (update)',
    run: (w) => ["update public.user_roles set role = 'admin' where user_id = $1", [w.mallory.id]],
    expected: '42501',
  },
  {
    who: 'mallory',
    action: "grants herself admin (the spec's store-role upsert)",
    run: (w) => [
      "insert into public.user_roles (user_id, role) values ($1, 'admin') on conflict (user_id) do update set role = excluded.role",
      [w.mallory.id],
    ],
    expected: '42501',
  },
  {
    who: 'mallory',
    action: "deletes Ada's role",
    run: (w) => ['delete from public.user_roles where user_id = $1', [w.ada.id]],
    expected: '42501',
  },
  {
    who: 'anon',
    action: 'grants someone admin',
    run: (w) => ["insert into public.user_roles (user_id, role) values ($1, 'admin')", [w.mallory.id]],
    expected: '42501',
  },
  {
    who: 'mallory',
    action: 'reads her own role',
    run: (w) => ['select role from public.user_roles where user_id = $1', [w.mallory.id]],
    expected: 'rows 1',
  },
  {
    who: 'mallory',
    action: "reads Ada's role",
    run: (w) => ['select role from public.user_roles where user_id = $1', [w.ada.id]],
    expected: 'rows 0',
  },
  {
    who: 'ada',
    action: 'changes a role through the API (admin)',
    run: (w) => ["update public.user_roles set role = 'admin' where user_id = $1", [w.mallory.id]],
    expected: '42501',
  },

  // Invitations
  {
    who: 'anon',
    action: 'lists invitations',
    run: () => ['select * from public.invitations', []],
    expected: 'rows 0',
  },
  {
    who: 'anon',
    action: "reads an invitation by token (spec's direct select)",
    run: (w) => ['select * from public.invitations where token = $1', [w.inviteToken]],
    expected: 'rows 0',
  },
  {
    who: 'anon',
    action: 'looks an invitation up with its token',
    run: (w) => ['select * from public.get_invitation($1)', [w.inviteToken]],
    expected: 'rows 1',
  },
  {
    who: 'anon',
    action: 'looks an invitation up with a guessed token',
    run: () => ['select * from public.get_invitation($1)', ['0'.repeat(64)]],
    expected: 'rows 0',
  },
  {
    who: 'anon',
    action: "marks an invitation used (spec's update)",
    run: (w) => ['update public.invitations set used_at = now() where token = $1', [w.inviteToken]],
    expected: 'rows 0',
  },
  {
    who: 'anon',
    action: 'creates an invitation',
    run: () => ["insert into public.invitations (email, role) values ('evil@example.test', 'admin')", []],
    expected: '42501',
  },
  {
    who: 'anon',
    action: 'asks the sign-up hook whether an e-mail is invited',
    run: () => ['select public.hook_before_user_created(\'{"user":{"email":"newcomer@example.test"}}\')', []],
    expected: '42501',
  },
  {
    who: 'mallory',
    action: 'lists invitations',
    run: () => ['select * from public.invitations', []],
    expected: 'rows 0',
  },
  {
    who: 'mallory',
    action: 'invites a friend as admin',
    run: (w) => [
      "insert into public.invitations (email, role, invited_by) values ('friend@example.test', 'admin', $1)",
      [w.mallory.id],
    ],
    expected: '42501',
  },
  {
    who: 'mallory',
    action: 'deletes an invitation',
    run: (w) => ['delete from public.invitations where token = $1', [w.inviteToken]],
    expected: 'rows 0',
  },
  {
    who: 'ada',
    action: 'lists invitations (admin)',
    run: () => ['select * from public.invitations', []],
    expected: 'rows 8',
  },
  {
    who: 'ada',
    action: 'creates an invitation (admin)',
    run: (w) => [
      "insert into public.invitations (email, role, invited_by) values ('friend@example.test', 'user', $1)",
      [w.ada.id],
    ],
    expected: 'rows 1',
  },

  // Profiles
  {
    who: 'anon',
    action: 'reads profiles',
    run: () => ['select * from public.profiles', []],
    expected: 'rows 0',
  },
  {
    who: 'mallory',
    action: 'finds a member by e-mail',
    run: () => ["select id from public.profiles where email = 'alice@example.test'", []],
    expected: 'rows 1',
  },
  {
    who: 'mallory',
    action: "renames Alice's profile",
    run: (w) => ["update public.profiles set full_name = 'x' where id = $1", [w.alice.id]],
    expected: 'rows 0',
  },
  {
    who: 'mallory',
    action: 'renames her own profile',
    run: (w) => ["update public.profiles set full_name = 'M.' where id = $1", [w.mallory.id]],
    expected: 'rows 1',
    then: (w) => ({
      sql: 'select updated_at = now() from public.profiles where id = $1',
      params: [w.mallory.id],
      expected: true,
    }),
  },
  {
    who: 'mallory',
    action: "takes over Alice's e-mail in her profile",
    run: (w) => ["update public.profiles set email = 'alice@example.test' where id = $1", [w.mallory.id]],
    expected: '42501',
  },
  {
    who: 'mallory',
    action: 'creates a profile',
    run: () => ["insert into public.profiles (id, email) values (gen_random_uuid(), 'x@example.test')", []],
    expected: '42501',
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

  // Sign-up (GoTrue's own database role inserts the user; the database decides)
  {
    who: 'gotrue',
    action: 'signs up with no invitation',
    run: () => signUp('stranger@example.test'),
    expected: '42501',
  },
  {
    who: 'gotrue',
    action: 'signs up with an expired invitation',
    run: () => signUp('late@example.test'),
    expected: '42501',
  },
  {
    who: 'gotrue',
    action: 'signs up with a used invitation',
    run: () => signUp('again@example.test'),
    expected: '42501',
  },
  {
    who: 'gotrue',
    action: "signs up with someone else's invitation",
    run: () => signUp('intruder@example.test'),
    expected: '42501',
  },
  {
    who: 'gotrue',
    action: 'signs up with a valid invitation and its token (role user, invitation used)',
    run: (w) => signUp('Newcomer@Example.test', w.inviteToken),
    expected: 'rows 1',
    then: () => ({
      sql: "select r.role || ':' || (i.used_at is not null) from public.invitations i join public.profiles p on p.email = i.email join public.user_roles r on r.user_id = p.id where i.email = 'newcomer@example.test'",
      expected: 'user:true',
    }),
  },
];

describe.each(availableEngines())('attack table on %s', (engine) => {
  let db: Database;
  let world: World;

  beforeAll(async () => {
    db = await createTestDatabase(engine);
    world = await buildWorld(db);
    await invite(db, { email: 'late@example.test', expiresAt: new Date(Date.now() - 60_000) });
    await invite(db, { email: 'again@example.test', usedAt: new Date() });
  });
  afterAll(() => db?.close());

  runAttacks(rows, () => ({ db, world: world }));
});
