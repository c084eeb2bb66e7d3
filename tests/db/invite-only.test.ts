// Invite-only accounts, enforced by the database: the before-user-created hook answers GoTrue, the
// auth.users trigger refuses whatever path inserts a user, and a successful sign-up gets its profile,
// its invitation's role and a used invitation from the server — the client's own calls are harmless.
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../supabase/local/db/database.ts';
import { availableEngines, createTestDatabase } from '../../supabase/local/db/test-database.ts';
import { anon, invite, outcome, queryAs, signUp } from './support.ts';

describe.each(availableEngines())('invite-only accounts on %s', (engine) => {
  let db: Database;

  beforeAll(async () => {
    db = await createTestDatabase(engine);
  });
  afterAll(() => db?.close());

  const hook = async (email: string, inviteToken?: string) =>
    (
      await db.query<{ answer: unknown }>('select public.hook_before_user_created($1) as answer', [
        JSON.stringify({
          metadata: { name: 'before-user-created' },
          user: { email, user_metadata: inviteToken ? { invite_token: inviteToken } : {} },
        }),
      ])
    ).rows[0]!.answer;

  const refusal = {
    error: {
      http_code: 403,
      message: 'Registration is by invitation only. No valid invitation exists for this e-mail address.',
    },
  };

  it.each([
    ['no invitation', 'nobody@example.test', null],
    ['an expired invitation', 'expired@example.test', { expiresAt: new Date(Date.now() - 1000) }],
    ['a used invitation', 'used@example.test', { usedAt: new Date() }],
  ] as const)('the sign-up hook refuses an e-mail with %s (403)', async (_case, email, invitation) => {
    const token = invitation ? await invite(db, { email, ...invitation }) : undefined;
    expect(await hook(email, token)).toEqual(refusal);
  });

  it("the sign-up hook allows an invited e-mail whatever its case, with the invitation's token only", async () => {
    const token = await invite(db, { email: 'hooked@example.test' });
    expect(await hook('Hooked@Example.TEST', token)).toEqual({});
    expect(await hook('hooked@example.test')).toEqual(refusal);
  });

  it('creating an auth user without an invitation fails with a clear message', async () => {
    await expect(signUp(db, 'gatecrasher@example.test')).rejects.toMatchObject({
      code: '42501',
      message: 'Registration is by invitation only. No valid invitation exists for gatecrasher@example.test.',
    });
    const left = await db.query("select 1 from auth.users where email = 'gatecrasher@example.test'");
    expect(left.rows).toHaveLength(0);
  });

  it('a sign-up creates the profile, stores the invitation role and marks the invitation used', async () => {
    const token = await invite(db, { email: 'grace@example.test', role: 'admin' });
    const grace = await signUp(db, 'grace@example.test', 'Grace Hopper', token);

    const profile = await db.query('select email, full_name from public.profiles where id = $1', [grace.id]);
    expect(profile.rows).toEqual([{ email: 'grace@example.test', full_name: 'Grace Hopper' }]);
    const role = await queryAs(db, grace, 'select role from public.user_roles where user_id = $1', [
      grace.id,
    ]);
    expect(role.rows).toEqual([{ role: 'admin' }]);
    const invitation = await db.query<{ used: boolean; used_by: string }>(
      "select used_at is not null as used, used_by from public.invitations where email = 'grace@example.test'",
    );
    expect(invitation.rows).toEqual([{ used: true, used_by: grace.id }]);
    expect(await queryAs(db, grace, 'select public.is_admin() as admin')).toMatchObject({
      rows: [{ admin: true }],
    });
  });

  it("the token's invitation decides the role and every other open invitation for the address is retired", async () => {
    await invite(db, { email: 'twice@example.test', role: 'admin' });
    const token = await invite(db, { email: 'twice@example.test', role: 'user' });
    const member = await signUp(db, 'twice@example.test', undefined, token);
    const role = await db.query('select role from public.user_roles where user_id = $1', [member.id]);
    expect(role.rows).toEqual([{ role: 'user' }]);
    const open = await db.query(
      "select 1 from public.invitations where email = 'twice@example.test' and used_at is null and superseded_at is null",
    );
    expect(open.rows).toHaveLength(0);
  });

  it("the client's own 'mark used' and 'store role' calls change nothing", async () => {
    const token = await invite(db, { email: 'linus@example.test' });
    const linus = await signUp(db, 'linus@example.test', undefined, token);
    const markUsed = await queryAs(
      db,
      linus,
      'update public.invitations set used_at = now() where token = $1',
      [token],
    );
    expect(markUsed.affectedRows).toBe(0);
    expect(
      await outcome(
        queryAs(
          db,
          linus,
          'insert into public.user_roles (user_id, role) values ($1, $2) on conflict (user_id) do update set role = excluded.role',
          [linus.id, 'user'],
        ),
      ),
    ).toBe('42501');
    const role = await db.query('select role from public.user_roles where user_id = $1', [linus.id]);
    expect(role.rows).toEqual([{ role: 'user' }]);
  });

  it('get_invitation returns a valid invitation to anyone with its token, and nothing once it is used', async () => {
    const token = await invite(db, { email: 'ken@example.test', role: 'admin' });
    const before = await queryAs(db, anon, 'select email, role, used_at from public.get_invitation($1)', [
      token,
    ]);
    expect(before.rows).toEqual([{ email: 'ken@example.test', role: 'admin', used_at: null }]);
    await signUp(db, 'ken@example.test', undefined, token);
    const after = await queryAs(db, anon, 'select * from public.get_invitation($1)', [token]);
    expect(after.rows).toHaveLength(0);
  });

  it('get_invitation does not return an expired invitation', async () => {
    const token = await invite(db, { email: 'old@example.test', expiresAt: new Date(Date.now() - 1000) });
    const found = await queryAs(db, anon, 'select * from public.get_invitation($1)', [token]);
    expect(found.rows).toHaveLength(0);
  });

  it('invitation tokens made by the database are 64 hex characters and e-mails are stored lower-case', async () => {
    const r = await db.query<{ token: string }>(
      "insert into public.invitations (email) values ('fresh@example.test') returning token",
    );
    expect(r.rows[0]!.token).toMatch(/^[0-9a-f]{64}$/);
    expect(
      await outcome(db.query("insert into public.invitations (email) values ('Upper@Example.test')")),
    ).toBe('23514');
  });

  it("a changed auth e-mail follows into the member's profile", async () => {
    const token = await invite(db, { email: 'mover@example.test' });
    const mover = await signUp(db, 'mover@example.test', undefined, token);
    await db.query("update auth.users set email = 'moved@example.test' where id = $1", [mover.id]);
    const profile = await db.query('select email from public.profiles where id = $1', [mover.id]);
    expect(profile.rows).toEqual([{ email: 'moved@example.test' }]);
  });

  it('supabase/scripts/create-first-admin.sql invites an admin whose normal sign-up makes them admin', async () => {
    const script = (await readFile('supabase/scripts/create-first-admin.sql', 'utf8'))
      .replaceAll(":'email'", "' First@Example.test '")
      .replaceAll(":'site'", "'https://briefs.example.test/'");
    const r = await db.query<{ email: string; role: string; sign_up_link: string }>(script);
    expect(r.rows[0]).toMatchObject({ email: 'first@example.test', role: 'admin' });
    expect(r.rows[0]!.sign_up_link).toMatch(/^https:\/\/briefs\.example\.test\/auth\?invite=[0-9a-f]{64}$/);
    const link = new URL(r.rows[0]!.sign_up_link);
    const first = await signUp(db, 'first@example.test', undefined, link.searchParams.get('invite')!);
    expect(await queryAs(db, first, 'select public.is_admin() as admin')).toMatchObject({
      rows: [{ admin: true }],
    });
  });
});
