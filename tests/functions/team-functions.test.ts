// manage-member and resend-invitation under real Deno (their deployed index.ts), behind the local
// stack's /functions/v1, called with the unmodified supabase-js: the database decides with the caller's
// own token, then GoTrue bans (or unbans) and the mail module sends the new link.
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  anonClient,
  createMember,
  inviteByServiceRole,
  signedInClient,
  startTestStack,
  type Member,
  type Stack,
} from '../support/stack.ts';

const SITE = 'http://127.0.0.1:4173';

async function invoke(client: SupabaseClient, name: string, body: Record<string, unknown>) {
  const { data, error } = await client.functions.invoke(name, { body });
  if (!error) return { status: 200, body: data as Record<string, unknown> };
  const response = (error as { context?: Response }).context;
  if (!(response instanceof Response)) throw error;
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe('team functions (Deno)', () => {
  let stack: Stack;
  let admin: SupabaseClient;
  let member: Member;
  let memberClient: SupabaseClient;

  beforeAll(async () => {
    stack = await startTestStack({ functionsRuntime: 'deno', siteUrl: SITE });
    admin = await signedInClient(stack, stack.adminEmail, stack.adminPassword);
    member = await createMember(stack, { email: 'member@example.test', password: 'member-password' });
    memberClient = await signedInClient(stack, member.email, member.password);
  });
  afterAll(() => stack?.close());
  beforeEach(() => stack.inbox.clear());

  it('manage-member: refuses bad input and members, bans and unbans for an admin', async () => {
    expect(await invoke(admin, 'manage-member', { user_id: 'nope', active: false })).toEqual({
      status: 400,
      body: { error: 'user_id must be a member id' },
    });
    expect(await invoke(admin, 'manage-member', { user_id: member.id })).toEqual({
      status: 400,
      body: { error: 'active must be true or false' },
    });
    expect(await invoke(memberClient, 'manage-member', { user_id: member.id, active: false })).toEqual({
      status: 403,
      body: { error: 'Only admins can manage the team' },
    });
    expect((await invoke(admin, 'manage-member', { user_id: member.id, active: false })).status).toBe(200);
    const banned = await stack.db.query<{ banned: boolean }>(
      'select banned_until > now() as banned from auth.users where id = $1',
      [member.id],
    );
    expect(banned.rows).toEqual([{ banned: true }]);
    const refused = await anonClient(stack).auth.signInWithPassword({
      email: member.email,
      password: member.password,
    });
    expect(refused.error?.code).toBe('user_banned');
    expect((await invoke(admin, 'manage-member', { user_id: member.id, active: true })).status).toBe(200);
    const back = await anonClient(stack).auth.signInWithPassword({
      email: member.email,
      password: member.password,
    });
    expect(back.error).toBeNull();
    // The deactivation ended the member's sessions: a reactivated member signs in again.
    memberClient = await signedInClient(stack, member.email, member.password);
  });

  it('manage-member: deactivating ends every session; after Reactivate the old refresh token stays dead', async () => {
    const leaver = await createMember(stack, { email: 'leaver@example.test', password: 'leaver-password' });
    const device = await signedInClient(stack, leaver.email, leaver.password);
    const before = (await device.auth.getSession()).data.session!;

    expect((await invoke(admin, 'manage-member', { user_id: leaver.id, active: false })).status).toBe(200);
    // GoTrue refuses the access token whose session is gone, as it does after a sign-out.
    const user = await fetch(`${stack.url}/auth/v1/user`, {
      headers: { apikey: stack.anonKey, Authorization: `Bearer ${before.access_token}` },
    });
    expect(user.status).toBe(403);
    expect(await user.json()).toMatchObject({ error_code: 'session_not_found' });

    expect((await invoke(admin, 'manage-member', { user_id: leaver.id, active: true })).status).toBe(200);
    const refreshed = await anonClient(stack).auth.refreshSession({ refresh_token: before.refresh_token });
    expect(refreshed.error?.code).toBe('refresh_token_not_found');
    expect(refreshed.data.session).toBeNull();
    // Signing in again works.
    const again = await anonClient(stack).auth.signInWithPassword({
      email: leaver.email,
      password: leaver.password,
    });
    expect(again.error).toBeNull();
  });

  it('resend-invitation: e-mails a new link in the app role words; the old token stops working', async () => {
    const old = await inviteByServiceRole(stack, 'invitee@example.test', 'admin');
    await stack.db.query("update public.invitations set full_name = 'Ines Invitee' where token = $1", [old]);
    const { rows } = await stack.db.query<{ id: string }>(
      'select id from public.invitations where token = $1',
      [old],
    );
    expect(await invoke(memberClient, 'resend-invitation', { invitation_id: rows[0]!.id })).toEqual({
      status: 403,
      body: { error: 'Only admins can manage the team' },
    });
    const resent = await invoke(admin, 'resend-invitation', { invitation_id: rows[0]!.id });
    expect(resent).toMatchObject({
      status: 200,
      body: { success: true, email: 'invitee@example.test', role: 'admin' },
    });
    expect(JSON.stringify(resent.body)).not.toMatch(/[0-9a-f]{64}/);
    const [mail] = stack.inbox.messages();
    expect(mail!.text).toContain('to join Briefsmith as an admin.');
    expect(mail!.text).toContain('Hi Ines Invitee,');
    const token = /\/auth\?invite=([0-9a-f]+)/.exec(mail!.text)![1]!;
    expect(token).not.toBe(old);
    const status = async (t: string) =>
      (await anonClient(stack).rpc('invitation_status', { invite_token: t }).single()).data as {
        status: string;
      };
    expect((await status(old)).status).toBe('superseded');
    expect((await status(token)).status).toBe('valid');
    expect(await invoke(admin, 'resend-invitation', { invitation_id: rows[0]!.id })).toEqual({
      status: 400,
      body: { error: 'This invitation is no longer pending' },
    });
  });

  it('send-auth-email with type recovery: a recovery link for an active member, nothing for a stranger', async () => {
    for (const email of [member.email, 'stranger@example.test']) {
      expect(
        await invoke(anonClient(stack), 'send-auth-email', {
          email,
          type: 'recovery',
          redirectTo: `${SITE}/`,
        }),
      ).toEqual({ status: 200, body: { success: true } });
    }
    const mails = stack.inbox.messages();
    expect(mails.map((m) => [m.to, m.subject])).toEqual([[member.email, 'Reset your Briefsmith password']]);
    const link = /https?:\/\/\S+\/auth\/v1\/verify\?\S+/.exec(mails[0]!.text)![0];
    const followed = await fetch(link, { redirect: 'manual' });
    const fragment = new URLSearchParams(new URL(followed.headers.get('location') ?? '').hash.slice(1));
    expect(fragment.get('type')).toBe('recovery');
    expect(fragment.get('access_token')).toBeTruthy();
  });
});
