// The team's roles and names attack table: an admin can never demote themselves (another admin must),
// and an invitation's full name travels with it — only admins write it, only the link's holder reads it
// back, control characters never get in, and it becomes the new member's profile name unless the
// sign-up brought its own. One statement per row as the actor, rolled back, as in attack-table.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../supabase/local/db/database.ts';
import { availableEngines, createTestDatabase } from '../../supabase/local/db/test-database.ts';
import { anon, authAdmin, createMember, invite, type Actor, type Member } from './support.ts';
import { attempt, buildWorld, type Check, type World } from './world.ts';

interface TeamWorld extends World {
  /** A second active admin, so that a demotion is not refused for being the last admin's. */
  zoe: Member;
  /** An open invitation for nia@example.test that carries the name 'Nia Newcomer'. */
  niaToken: string;
  niaId: string;
  /** An open invitation for omar@example.test without a name. */
  omarToken: string;
}

type Who = 'anon' | 'mallory' | 'ada' | 'zoe' | 'gotrue';

interface Row {
  who: Who;
  action: string;
  run: (w: TeamWorld) => [sql: string, params: unknown[]];
  expected: string;
  then?: (w: TeamWorld) => Check & { expected: unknown };
}

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
const signUp = (email: string, metadata: Record<string, unknown>): [string, unknown[]] => [
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

const roles: Row[] = [
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

const invitationNames: Row[] = [
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

const signUps: Row[] = [
  {
    who: 'gotrue',
    action: "signs Nia up without a name: her profile takes the invitation's",
    run: (w) => signUp('nia@example.test', { invite_token: w.niaToken }),
    expected: 'rows 1',
    then: profileName('nia@example.test', 'Nia Newcomer'),
  },
  {
    who: 'gotrue',
    action: 'signs Nia up with the name she typed: it wins over the invitation',
    run: (w) => signUp('nia@example.test', { invite_token: w.niaToken, full_name: '  Nia N. Newcomer ' }),
    expected: 'rows 1',
    then: profileName('nia@example.test', 'Nia N. Newcomer'),
  },
  {
    who: 'gotrue',
    action: 'signs Omar up with a name carrying CR/LF: stored without them',
    run: (w) => signUp('omar@example.test', { invite_token: w.omarToken, full_name: 'Omar\r\nBcc: x@y.z' }),
    expected: 'rows 1',
    then: profileName('omar@example.test', 'Omar Bcc: x@y.z'),
  },
  {
    who: 'gotrue',
    action: 'signs Omar up with no name anywhere: no name',
    run: (w) => signUp('omar@example.test', { invite_token: w.omarToken }),
    expected: 'rows 1',
    then: profileName('omar@example.test', null),
  },
];

const helpers: Row[] = [
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

const rows = [...roles, ...invitationNames, ...signUps, ...helpers];

function actorFor(who: Who, w: TeamWorld): Actor {
  if (who === 'anon') return anon;
  if (who === 'gotrue') return authAdmin;
  return w[who];
}

describe.each(availableEngines())('team roles and names attack table on %s', (engine) => {
  let db: Database;
  let world: TeamWorld;

  beforeAll(async () => {
    db = await createTestDatabase(engine);
    world = await buildTeamWorld(db);
  });
  afterAll(() => db?.close());

  const named = rows.map((row) => [`${row.who} ${row.action} → ${row.expected}`, row] as const);
  it.each(named)('%s', async (_name, row) => {
    const [sql, params] = row.run(world);
    const expectation = row.then?.(world);
    const result = await attempt(db, actorFor(row.who, world), sql, params, expectation);
    expect(result.outcome).toBe(row.expected);
    if (expectation) expect(result.after).toEqual(expectation.expected);
  });
});
