// Accounts over HTTP with the unmodified supabase-js: sign-up bound to the invitation's
// token, a passwordless request that cannot take a pending invitation, the admin's team operations
// (RPCs and the manage-member / resend-invitation functions) and what a member gets when calling them,
// a deactivated member's token, sign-in and refresh (GoTrue's ban), and password recovery by e-mail.
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  anonClient,
  createMember,
  inviteByServiceRole,
  serviceClient,
  signedInClient,
  startTestStack,
  type Member,
  type Stack,
} from '../../support/stack.ts';

const SITE = 'http://127.0.0.1:4173';
const linkIn = (text: string) => /https?:\/\/\S+\/auth\/v1\/verify\?\S+/.exec(text)?.[0] ?? '';
const inviteLinkToken = (text: string) => /\/auth\?invite=([0-9a-f]+)/.exec(text)?.[1] ?? '';

let stack: Stack;
let admin: SupabaseClient;
let mallory: Member;
let malloryClient: SupabaseClient;

beforeAll(async () => {
  stack = await startTestStack({ siteUrl: SITE });
  admin = await signedInClient(stack, stack.adminEmail, stack.adminPassword);
  mallory = await createMember(stack, { email: 'mallory@example.test', password: 'mallory-password' });
  malloryClient = await signedInClient(stack, mallory.email, mallory.password);
});
afterAll(() => stack?.close());
beforeEach(() => stack.inbox.clear());

/** A function's status and JSON body, from supabase-js's invoke. */
async function invoke(client: SupabaseClient, name: string, body: Record<string, unknown>) {
  const { data, error } = await client.functions.invoke(name, { body });
  if (!error) return { status: 200, body: data as Record<string, unknown> };
  const response = (error as { context?: Response }).context;
  if (!(response instanceof Response)) throw error;
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const status = async (token: string) =>
  (await anonClient(stack).rpc('invitation_status', { invite_token: token }).maybeSingle()).data as {
    status: string;
    has_account: boolean;
  } | null;

describe('sign-up is bound to the invitation link', () => {
  it("refuses whoever knows a pending invitee's address but not the link, then lets the invitee in", async () => {
    const token = await inviteByServiceRole(stack, 'new.hire@agency.test', 'admin');
    const other = await inviteByServiceRole(stack, 'someone.else@agency.test', 'user');
    for (const data of [
      undefined,
      { invite_token: 'f'.repeat(64) },
      { invite_token: other },
      { invite_token: '' },
    ]) {
      const { data: answer, error } = await anonClient(stack).auth.signUp({
        email: 'new.hire@agency.test',
        password: 'squatter-pw',
        ...(data ? { options: { data } } : {}),
      });
      expect(answer.session).toBeNull();
      expect(error?.status).toBe(403);
      expect(error?.message).toBe(
        'Registration is by invitation only. No valid invitation exists for this e-mail address.',
      );
    }
    expect(await status(token)).toMatchObject({ status: 'valid', has_account: false });

    const invitee = anonClient(stack);
    const { data, error } = await invitee.auth.signUp({
      email: 'New.Hire@Agency.test',
      password: 'invitee-pw',
      options: { data: { invite_token: token } },
    });
    expect(error).toBeNull();
    expect(data.session).not.toBeNull();
    const role = await invitee.from('user_roles').select('role').eq('user_id', data.user!.id).single();
    expect(role.data).toEqual({ role: 'admin' });
    expect(await status(token)).toEqual(expect.objectContaining({ status: 'used', has_account: true }));
  });

  it('a passwordless sign-up for a pending invitee creates no account and leaves the invitation open', async () => {
    const token = await inviteByServiceRole(stack, 'pending.person@agency.test', 'admin');
    const { error } = await anonClient(stack).auth.signInWithOtp({
      email: 'pending.person@agency.test',
      options: { shouldCreateUser: true, emailRedirectTo: `${SITE}/` },
    });
    expect(error?.status).toBe(403);
    const users = await stack.db.query("select 1 from auth.users where email = 'pending.person@agency.test'");
    expect(users.rows).toHaveLength(0);
    expect(stack.inbox.messages()).toEqual([]);
    expect(await status(token)).toMatchObject({ status: 'valid' });
  });
});

describe('team operations', () => {
  it('a member is refused every team operation, through the RPCs and the functions', async () => {
    const invitation = await inviteByServiceRole(stack, 'refused.case@agency.test');
    const id = (
      await stack.db.query<{ id: string }>('select id from public.invitations where token = $1', [invitation])
    ).rows[0]!.id;
    const calls: [string, Record<string, unknown>][] = [
      ['team_members', {}],
      ['team_invitations', {}],
      ['resend_invitation', { invitation_id: id }],
      ['revoke_invitation', { invitation_id: id }],
      ['set_member_role', { member_id: mallory.id, new_role: 'admin' }],
      ['set_member_active', { member_id: mallory.id, active: false }],
      ['transfer_briefs', { from_member: mallory.id, to_member: mallory.id }],
    ];
    for (const [name, args] of calls) {
      const { error } = await malloryClient.rpc(name, args);
      expect(error?.code, name).toBe('42501');
      expect(error?.message).toBe('Only admins can manage the team');
    }
    expect(await invoke(malloryClient, 'manage-member', { user_id: mallory.id, active: false })).toEqual({
      status: 403,
      body: { error: 'Only admins can manage the team' },
    });
    expect(await invoke(malloryClient, 'resend-invitation', { invitation_id: id })).toEqual({
      status: 403,
      body: { error: 'Only admins can manage the team' },
    });
    expect(stack.inbox.messages()).toEqual([]);
    expect(await status(invitation)).toMatchObject({ status: 'valid' });
  });

  it('an admin resends (new e-mail, the old link stops working) and revokes invitations', async () => {
    const sent = await invoke(admin, 'send-invitation', { email: 'resend.me@agency.test', role: 'user' });
    expect(sent.status).toBe(200);
    const first = inviteLinkToken(stack.inbox.messages()[0]!.text);
    const again = await invoke(admin, 'send-invitation', { email: 'resend.me@agency.test', role: 'user' });
    expect(again.status).toBe(409);
    expect(stack.inbox.messages()).toHaveLength(1);

    const pending = await admin.rpc('team_invitations');
    const row = (pending.data as { id: string; email: string; invited_by_email: string }[]).find(
      (i) => i.email === 'resend.me@agency.test',
    );
    expect(row?.invited_by_email).toBe(stack.adminEmail);
    const resent = await invoke(admin, 'resend-invitation', { invitation_id: row!.id });
    expect(resent).toMatchObject({ status: 200, body: { success: true, email: 'resend.me@agency.test' } });
    const mails = stack.inbox.messages();
    expect(mails).toHaveLength(2);
    const second = inviteLinkToken(mails.find((m) => inviteLinkToken(m.text) !== first)!.text);
    expect(second).not.toBe(first);
    expect(await status(first)).toMatchObject({ status: 'superseded' });
    expect(await status(second)).toMatchObject({ status: 'valid' });
    const stale = await anonClient(stack).auth.signUp({
      email: 'resend.me@agency.test',
      password: 'stale-link-pw',
      options: { data: { invite_token: first } },
    });
    expect(stale.error?.status).toBe(403);

    const newest = (await admin.rpc('team_invitations')).data as { id: string; email: string }[];
    const current = newest.find((i) => i.email === 'resend.me@agency.test')!;
    expect((await admin.rpc('revoke_invitation', { invitation_id: current.id })).error).toBeNull();
    expect(await status(second)).toMatchObject({ status: 'revoked' });
    const revoked = await anonClient(stack).auth.signUp({
      email: 'resend.me@agency.test',
      password: 'revoked-link-pw',
      options: { data: { invite_token: second } },
    });
    expect(revoked.error?.status).toBe(403);
  });

  it('a deactivated member reads and writes nothing, cannot sign in or refresh; reactivated, they can', async () => {
    const dana = await createMember(stack, { email: 'dana@agency.test', password: 'dana-password' });
    const client = anonClient(stack);
    const signedIn = await client.auth.signInWithPassword({ email: dana.email, password: dana.password });
    const refreshToken = signedIn.data.session!.refresh_token;
    const brief = await client
      .from('briefs')
      .insert({ user_id: dana.id, title: 'Dana brief' })
      .select('id')
      .single();
    expect(brief.error).toBeNull();

    const off = await invoke(admin, 'manage-member', { user_id: dana.id, active: false });
    expect(off).toEqual({ status: 200, body: { success: true, user_id: dana.id, active: false } });

    // The access token she still holds: nothing to read, nothing to write.
    expect((await client.from('briefs').select('id')).data).toEqual([]);
    expect((await client.from('profiles').select('id')).data).toEqual([]);
    const write = await client.from('briefs').insert({ user_id: dana.id, title: 'After hours' });
    expect(write.error?.code).toBe('42501');
    // Syncing is refused with the one recognisable answer, so her app can say what happened.
    const pulled = await client.rpc('pull_brief_changes', { since_updated_at: null, since_id: null });
    expect(pulled.status).toBe(403);
    expect(pulled.error).toMatchObject({ code: '42501', hint: 'account_deactivated' });
    // Her session is gone (GoTrue checks the session before the ban; supabase-js then drops it).
    expect((await client.auth.getUser()).error?.name).toBe('AuthSessionMissingError');

    // Signing in again and a magic link: refused with GoTrue's user_banned; her refresh token is gone.
    const again = await anonClient(stack).auth.signInWithPassword({
      email: dana.email,
      password: dana.password,
    });
    expect(again.error?.code).toBe('user_banned');
    const refreshed = await anonClient(stack).auth.refreshSession({ refresh_token: refreshToken });
    expect(refreshed.error?.code).toBe('refresh_token_not_found');
    const link = await serviceClient(stack).auth.admin.generateLink({ type: 'magiclink', email: dana.email });
    const verified = await fetch(link.data.properties!.action_link, { redirect: 'manual' });
    const fragment = new URLSearchParams(new URL(verified.headers.get('location') ?? '').hash.slice(1));
    expect(fragment.get('error_code')).toBe('user_banned');
    expect(fragment.get('access_token')).toBeNull();
    await stack.inbox.clear();
    const magic = await invoke(anonClient(stack), 'send-auth-email', {
      email: dana.email,
      type: 'magiclink',
    });
    expect(magic).toEqual({ status: 200, body: { success: true } });
    expect(stack.inbox.messages()).toEqual([]);

    // Her brief stays, and the admin sees it.
    const members = (await admin.rpc('team_members')).data as {
      email: string;
      active: boolean;
      briefs_owned: number;
    }[];
    expect(members.find((m) => m.email === dana.email)).toMatchObject({ active: false, briefs_owned: 1 });
    expect((await admin.from('briefs').select('id').eq('id', brief.data!.id)).data).toHaveLength(1);

    const on = await invoke(admin, 'manage-member', { user_id: dana.id, active: true });
    expect(on.status).toBe(200);
    const back = await anonClient(stack).auth.signInWithPassword({
      email: dana.email,
      password: dana.password,
    });
    expect(back.error).toBeNull();
  });

  it('guards: an admin cannot deactivate themselves, nor demote the last active admin', async () => {
    const me = (await admin.auth.getUser()).data.user!.id;
    // The invitee of the first test is an admin too: make them a user, so the local admin is the last.
    const team = (await admin.rpc('team_members')).data as { user_id: string; role: string }[];
    for (const other of team.filter((m) => m.role === 'admin' && m.user_id !== me)) {
      expect(
        (await admin.rpc('set_member_role', { member_id: other.user_id, new_role: 'user' })).error,
      ).toBeNull();
    }
    expect(await invoke(admin, 'manage-member', { user_id: me, active: false })).toEqual({
      status: 400,
      body: { error: 'You cannot deactivate yourself' },
    });
    // No admin demotes themselves (last admin or not): another admin has to.
    const demote = await admin.rpc('set_member_role', { member_id: me, new_role: 'user' });
    expect(demote.error?.message).toBe('You cannot make yourself a member: another admin has to');
    expect(
      (
        await anonClient(stack).auth.signInWithPassword({
          email: stack.adminEmail,
          password: stack.adminPassword,
        })
      ).error,
    ).toBeNull();
  });

  it("an admin changes a member's role and transfers their briefs to another member", async () => {
    const from = await createMember(stack, { email: 'leaver@agency.test', password: 'leaver-password' });
    const to = await createMember(stack, { email: 'keeper@agency.test', password: 'keeper-password' });
    const leaver = await signedInClient(stack, from.email, from.password);
    await leaver.from('briefs').insert([
      { user_id: from.id, title: 'One' },
      { user_id: from.id, title: 'Two' },
    ]);
    expect((await admin.rpc('set_member_role', { member_id: to.id, new_role: 'admin' })).error).toBeNull();
    expect((await admin.rpc('set_member_role', { member_id: to.id, new_role: 'user' })).error).toBeNull();
    const moved = await admin.rpc('transfer_briefs', { from_member: from.id, to_member: to.id });
    expect(moved.data).toBe(2);
    const keeper = await signedInClient(stack, to.email, to.password);
    const owned = await keeper.from('briefs').select('title').eq('user_id', to.id).order('title');
    expect(owned.data).toEqual([{ title: 'One' }, { title: 'Two' }]);
    expect((await leaver.from('briefs').select('id')).data).toEqual([]);
  });
});

describe('password recovery', () => {
  it('e-mails a recovery link that signs the member in as PASSWORD_RECOVERY; the new password works', async () => {
    const member = await createMember(stack, { email: 'forgetful@agency.test', password: 'old-password' });
    const asked = await anonClient(stack).auth.resetPasswordForEmail(member.email, {
      redirectTo: `${SITE}/`,
    });
    expect(asked).toEqual({ data: {}, error: null });
    const stranger = await anonClient(stack).auth.resetPasswordForEmail('nobody@agency.test', {
      redirectTo: `${SITE}/`,
    });
    expect(stranger).toEqual({ data: {}, error: null });
    const mails = stack.inbox.messages();
    expect(mails.map((m) => m.to)).toEqual([member.email]);
    expect(mails[0]!.subject).toBe('Reset Your Password');

    const followed = await fetch(linkIn(mails[0]!.text), { redirect: 'manual' });
    const location = new URL(followed.headers.get('location') ?? '');
    expect(`${location.origin}${location.pathname}`).toBe(`${SITE}/`);
    const fragment = new URLSearchParams(location.hash.slice(1));
    expect(fragment.get('type')).toBe('recovery');
    const client = anonClient(stack);
    await client.auth.setSession({
      access_token: fragment.get('access_token')!,
      refresh_token: fragment.get('refresh_token')!,
    });
    expect((await client.auth.updateUser({ password: 'new-password' })).error).toBeNull();
    const withOld = await anonClient(stack).auth.signInWithPassword({
      email: member.email,
      password: 'old-password',
    });
    expect(withOld.error?.code).toBe('invalid_credentials');
    const withNew = await anonClient(stack).auth.signInWithPassword({
      email: member.email,
      password: 'new-password',
    });
    expect(withNew.error).toBeNull();
  });

  it('the admin API refuses a ban duration that is not a duration', async () => {
    const response = await fetch(`${stack.url}/auth/v1/admin/users/${mallory.id}`, {
      method: 'PUT',
      headers: {
        apikey: stack.serviceRoleKey,
        Authorization: `Bearer ${stack.serviceRoleKey}`,
        'Content-Type': 'application/json',
      },
      body: JSON.stringify({ ban_duration: 'forever' }),
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { code: string }).code).toBe('validation_failed');
  });
});
