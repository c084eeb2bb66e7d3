// The attack table for members: roles, invitations, profiles and sign-up (GoTrue's own database role
// inserts the user; the database decides), then the team's roles and names — an admin can never demote
// themselves (another admin must), and an invitation's full name travels with it: only admins write it,
// only the link's holder reads it back, control characters never get in, and it becomes the new
// member's profile name unless the sign-up brought its own. The cast of world.ts: Alice, Bob, Carol and
// Mallory are members, Ada is an admin, and newcomer@example.test has an open invitation.
import { afterAll, beforeAll, describe } from 'vitest';
import type { Database } from '../../../supabase/local/db/database.ts';
import { availableEngines, createTestDatabase } from '../../../supabase/local/db/test-database.ts';
import { createMember, invite, type Member } from '../support.ts';
import { buildWorld, type World } from '../world.ts';
import { runAttacks, type Attack } from '../attack-rows.ts';

type Who = 'anon' | 'alice' | 'bob' | 'carol' | 'mallory' | 'ada' | 'gotrue';

const signUp = (email: string, inviteToken?: string): [string, unknown[]] => [
  `insert into auth.users (id, aud, role, email, raw_user_meta_data) values (gen_random_uuid(), 'authenticated', 'authenticated', $1, $2::jsonb)`,
  [email, JSON.stringify(inviteToken ? { invite_token: inviteToken } : {})],
];

const rows: Attack<World, Who>[] = [
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

interface TeamWorld extends World {
  /** A second active admin, so that a demotion is not refused for being the last admin's. */
  zoe: Member;
  /** An open invitation for nia@example.test that carries the name 'Nia Newcomer'. */
  niaToken: string;
  niaId: string;
  /** An open invitation for omar@example.test without a name. */
  omarToken: string;
}

type TeamRow = Attack<TeamWorld, 'anon' | 'mallory' | 'ada' | 'zoe' | 'gotrue'>;

async function buildTeamWorld(db: Database): Promise<TeamWorld> {
  const world = await buildWorld(db);
  const zoe = await createMember(db, 'zoe@example.test', 'admin', 'Zoe Second');
  const niaToken = await invite(db, { email: 'nia@example.test' });
  const nia = await db.query<{ id: string }>(
    "update public.invitations set full_name = 'Nia Newcomer' where token = $1 returning id",
    [niaToken],
  );
  const omarToken = await invite(db, { email: 'omar@example.test' });
  return { ...world, zoe, niaToken, niaId: nia.rows[0]!.id, omarToken };
}

const roleOf = (id: (w: TeamWorld) => string, expected: string) => (w: TeamWorld) => ({
  sql: 'select role from public.user_roles where user_id = $1',
  params: [id(w)],
  expected,
});

const profileName = (email: string, expected: string | null) => () => ({
  sql: 'select full_name from public.profiles where email = $1',
  params: [email],
  expected,
});

// GoTrue inserting the user, with the metadata the sign-up carried.
const signUpCarrying = (email: string, metadata: Record<string, unknown>): [string, unknown[]] => [
  `insert into auth.users (id, aud, role, email, raw_user_meta_data)
   values (gen_random_uuid(), 'authenticated', 'authenticated', $1, $2::jsonb)`,
  [email, JSON.stringify(metadata)],
];

const newInvitation = (fullName: string, invitedBy: (w: TeamWorld) => string) => (w: TeamWorld) =>
  [
    `insert into public.invitations (email, role, invited_by, full_name)
     values ('friend@example.test', 'user', $1, $2)`,
    [invitedBy(w), fullName],
  ] as [string, unknown[]];

const roles: TeamRow[] = [
  {
    who: 'ada',
    action: 'makes herself a member while Zoe is another active admin',
    run: (w) => ["select public.set_member_role($1, 'user')", [w.ada.id]],
    expected: '23514',
  },
  {
    who: 'ada',
    action: 'makes Zoe a member (another admin may)',
    run: (w) => ["select public.set_member_role($1, 'user')", [w.zoe.id]],
    expected: 'rows 1',
    then: roleOf((w) => w.zoe.id, 'user'),
  },
  {
    who: 'ada',
    action: 'makes herself an admin again (no change, allowed)',
    run: (w) => ["select public.set_member_role($1, 'admin')", [w.ada.id]],
    expected: 'rows 1',
    then: roleOf((w) => w.ada.id, 'admin'),
  },
  {
    who: 'mallory',
    action: 'makes Ada a member',
    run: (w) => ["select public.set_member_role($1, 'user')", [w.ada.id]],
    expected: '42501',
  },
];

const invitationNames: TeamRow[] = [
  {
    who: 'ada',
    action: 'invites with a full name',
    run: newInvitation('Frida Friend', (w) => w.ada.id),
    expected: 'rows 1',
    then: () => ({
      sql: "select full_name from public.invitations where email = 'friend@example.test'",
      expected: 'Frida Friend',
    }),
  },
  {
    who: 'ada',
    action: 'invites with a name that carries a header (CR/LF)',
    run: newInvitation('Frida\r\nBcc: everyone@example.test', (w) => w.ada.id),
    expected: '23514',
  },
  {
    who: 'ada',
    action: 'invites with a 500-character name',
    run: newInvitation('F'.repeat(500), (w) => w.ada.id),
    expected: '23514',
  },
  {
    who: 'mallory',
    action: 'invites with a full name by writing the table',
    run: newInvitation('Frida Friend', (w) => w.mallory.id),
    expected: '42501',
  },
  {
    who: 'mallory',
    action: "renames Nia's invitation",
    run: (w) => ["update public.invitations set full_name = 'Mallory' where id = $1", [w.niaId]],
    expected: 'rows 0',
    then: (w) => ({
      sql: 'select full_name from public.invitations where id = $1',
      params: [w.niaId],
      expected: 'Nia Newcomer',
    }),
  },
  {
    who: 'mallory',
    action: 'reads the names on invitations',
    run: () => ['select full_name from public.invitations', []],
    expected: 'rows 0',
  },
  {
    who: 'anon',
    action: 'reads the names on invitations',
    run: () => ['select full_name from public.invitations', []],
    expected: 'rows 0',
  },
  {
    who: 'anon',
    action: "reads Nia's name with her link (get_invitation)",
    run: (w) => ["select 1 from public.get_invitation($1) where full_name = 'Nia Newcomer'", [w.niaToken]],
    expected: 'rows 1',
  },
  {
    who: 'anon',
    action: "reads Nia's name with her link (invitation_status)",
    run: (w) => ["select 1 from public.invitation_status($1) where full_name = 'Nia Newcomer'", [w.niaToken]],
    expected: 'rows 1',
  },
  {
    who: 'anon',
    action: 'reads any name without a link',
    run: () => [
      "select full_name from public.invitation_status('%') union all select full_name from public.get_invitation('%')",
      [],
    ],
    expected: 'rows 0',
  },
  {
    who: 'ada',
    action: "sees Nia's name among the pending invitations",
    run: () => ["select 1 from public.team_invitations() where full_name = 'Nia Newcomer'", []],
    expected: 'rows 1',
  },
  {
    who: 'mallory',
    action: 'lists the pending invitations with their names',
    run: () => ['select full_name from public.team_invitations()', []],
    expected: '42501',
  },
  {
    who: 'ada',
    action: "resends Nia's invitation (the new one keeps her name)",
    run: (w) => ['select * from public.resend_invitation($1)', [w.niaId]],
    expected: 'rows 1',
    then: () => ({
      sql: `select full_name from public.invitations
            where email = 'nia@example.test' and superseded_at is null`,
      expected: 'Nia Newcomer',
    }),
  },
];

const signUps: TeamRow[] = [
  {
    who: 'gotrue',
    action: "signs Nia up without a name: her profile takes the invitation's",
    run: (w) => signUpCarrying('nia@example.test', { invite_token: w.niaToken }),
    expected: 'rows 1',
    then: profileName('nia@example.test', 'Nia Newcomer'),
  },
  {
    who: 'gotrue',
    action: 'signs Nia up with the name she typed: it wins over the invitation',
    run: (w) =>
      signUpCarrying('nia@example.test', { invite_token: w.niaToken, full_name: '  Nia N. Newcomer ' }),
    expected: 'rows 1',
    then: profileName('nia@example.test', 'Nia N. Newcomer'),
  },
  {
    who: 'gotrue',
    action: 'signs Omar up with a name carrying CR/LF: stored without them',
    run: (w) =>
      signUpCarrying('omar@example.test', { invite_token: w.omarToken, full_name: 'Omar\r\nBcc: x@y.z' }),
    expected: 'rows 1',
    then: profileName('omar@example.test', 'Omar Bcc: x@y.z'),
  },
  {
    who: 'gotrue',
    action: 'signs Omar up with no name anywhere: no name',
    run: (w) => signUpCarrying('omar@example.test', { invite_token: w.omarToken }),
    expected: 'rows 1',
    then: profileName('omar@example.test', null),
  },
];

const helpers: TeamRow[] = [
  {
    who: 'anon',
    action: 'calls the name-cleaning helper of the sign-up trigger',
    run: () => ["select public.clean_full_name('x')", []],
    expected: '42501',
  },
  {
    who: 'mallory',
    action: 'calls the name-cleaning helper of the sign-up trigger',
    run: () => ["select public.clean_full_name('x')", []],
    expected: '42501',
  },
];

const teamRows = [...roles, ...invitationNames, ...signUps, ...helpers];

describe.each(availableEngines())('members attack table on %s', (engine) => {
  let db: Database;
  let world: World;

  beforeAll(async () => {
    db = await createTestDatabase(engine);
    world = await buildWorld(db);
    await invite(db, { email: 'late@example.test', expiresAt: new Date(Date.now() - 60_000) });
    await invite(db, { email: 'again@example.test', usedAt: new Date() });
  });
  afterAll(() => db?.close());

  runAttacks(rows, () => ({ db, world }));
});

describe.each(availableEngines())('team roles and names attack table on %s', (engine) => {
  let db: Database;
  let world: TeamWorld;

  beforeAll(async () => {
    db = await createTestDatabase(engine);
    world = await buildTeamWorld(db);
  });
  afterAll(() => db?.close());

  runAttacks(teamRows, () => ({ db, world }));
});
