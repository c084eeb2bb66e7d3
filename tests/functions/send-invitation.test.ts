// send-invitation under real Deno (the deployed index.ts), behind the local stack's /functions/v1, called
// with the unmodified supabase-js client: only an admin's JWT creates an invitation, which is stored
// with an unguessable token and e-mailed once as <site>/auth?invite=<token>.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { anonClient, createMember, signedInClient, startTestStack, type Stack } from '../support/stack.ts';
import type { SupabaseClient } from '@supabase/supabase-js';

const SITE = 'http://127.0.0.1:4173';

interface InvitationRow {
  token: string;
  email: string;
  role: string;
  expires_at: string;
  used_at: string | null;
  invited_by: string | null;
}

/** The status and `{error}` body of a failed invoke, or the data of a successful one. */
async function invite(client: SupabaseClient, body: unknown) {
  const { data, error } = await client.functions.invoke('send-invitation', {
    body: body as Record<string, unknown>,
  });
  if (!error) return { status: 200, body: data as Record<string, unknown> };
  const response = (error as { context?: Response }).context;
  if (!(response instanceof Response)) throw error;
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe('send-invitation (Deno)', () => {
  let stack: Stack;
  let admin: SupabaseClient;
  let adminId: string;

  const invitations = async (email: string) =>
    (
      await stack.db.query<InvitationRow>(
        'select token, email, role, expires_at::text, used_at, invited_by from public.invitations where email = $1',
        [email],
      )
    ).rows;

  beforeAll(async () => {
    stack = await startTestStack({ functionsRuntime: 'deno', siteUrl: SITE });
    admin = await signedInClient(stack, stack.adminEmail, stack.adminPassword);
    adminId = (await admin.auth.getUser()).data.user!.id;
  });
  afterAll(() => stack?.close());
  beforeEach(() => stack.inbox.clear());

  it('answers the CORS preflight', async () => {
    const response = await fetch(`${stack.url}/functions/v1/send-invitation`, {
      method: 'OPTIONS',
      headers: {
        Origin: SITE,
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'authorization, x-client-info, apikey, content-type',
      },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    const allowed = response.headers.get('access-control-allow-headers') ?? '';
    for (const header of ['authorization', 'x-client-info', 'apikey', 'content-type'])
      expect(allowed).toContain(header);
  });

  it('refuses other methods with 405', async () => {
    const response = await fetch(`${stack.url}/functions/v1/send-invitation`, {
      headers: { apikey: stack.anonKey, Authorization: `Bearer ${stack.anonKey}` },
    });
    expect(response.status).toBe(405);
    expect(await response.json()).toEqual({ error: 'Method not allowed' });
  });

  it('refuses a caller who is not signed in (401)', async () => {
    const result = await invite(anonClient(stack), { email: 'x@example.test', role: 'user' });
    expect(result).toEqual({ status: 401, body: { error: 'Please sign in as an admin to invite users' } });
    expect(await invitations('x@example.test')).toEqual([]);
  });

  it("refuses a member's invite (403): no invitation, no e-mail", async () => {
    const member = await createMember(stack, { email: 'plain@example.test' });
    const client = await signedInClient(stack, member.email, member.password);
    const result = await invite(client, { email: 'friend@example.test', role: 'admin' });
    expect(result).toEqual({ status: 403, body: { error: 'Only admins can invite users' } });
    expect(await invitations('friend@example.test')).toEqual([]);
    expect(stack.inbox.messages()).toEqual([]);
  });

  it.each([
    [{ email: 'not-an-address', role: 'user' }, 'Please enter a valid email address'],
    [{ email: '', role: 'user' }, 'Please enter a valid email address'],
    [{ email: 'ok@example.test', role: 'owner' }, 'The role must be user or admin'],
  ])('refuses bad input from an admin with 400: %j', async (body, message) => {
    expect(await invite(admin, body)).toEqual({ status: 400, body: { error: message } });
    expect(stack.inbox.messages()).toEqual([]);
  });

  it("stores an admin's invitation and sends exactly one e-mail with the link", async () => {
    const before = Date.now();
    const result = await invite(admin, { email: '  New.Person@Example.test ', role: 'admin' });
    expect(result.status).toBe(200);
    expect(result.body).toMatchObject({ success: true, email: 'new.person@example.test', role: 'admin' });
    expect(JSON.stringify(result.body)).not.toMatch(/[0-9a-f]{64}/);

    const [row, ...others] = await invitations('new.person@example.test');
    expect(others).toEqual([]);
    expect(row).toMatchObject({ role: 'admin', used_at: null, invited_by: adminId });
    expect(row!.token).toMatch(/^[0-9a-f]{64}$/);
    const ttl = Date.parse(row!.expires_at) - before;
    expect(ttl).toBeGreaterThan(7 * 86_400_000 - 60_000);
    expect(ttl).toBeLessThan(7 * 86_400_000 + 60_000);

    const mail = stack.inbox.messages();
    expect(mail).toHaveLength(1);
    const link = `${SITE}/auth?invite=${row!.token}`;
    expect(mail[0]).toMatchObject({ to: 'new.person@example.test', subject: "You're invited to Briefsmith" });
    expect(mail[0]!.text).toContain(link);
    expect(mail[0]!.html).toContain(link);
    expect(mail[0]!.html).toContain('Briefsmith');
  });

  it('greets the invitee by the name the admin typed, from the admin by name; the name prefills the sign-up', async () => {
    await stack.db.query("update public.profiles set full_name = 'Lena Lead' where id = $1", [adminId]);
    const result = await invite(admin, {
      email: 'nia@example.test',
      role: 'user',
      full_name: '  Nia\r\nNewcomer ',
    });
    expect(result.status).toBe(200);
    const [mail] = stack.inbox.messages();
    expect(mail!.text).toContain('Hi Nia Newcomer,');
    expect(mail!.text).toContain('Lena Lead has invited you to join Briefsmith as a user.');
    expect(mail!.html).toContain('Hi Nia Newcomer,');
    const token = /invite=([0-9a-f]{64})/.exec(mail!.text)![1]!;
    const found = await anonClient(stack).rpc('get_invitation', { invite_token: token }).single();
    expect(found.data).toMatchObject({ email: 'nia@example.test', full_name: 'Nia Newcomer' });
    await stack.db.query('update public.profiles set full_name = null where id = $1', [adminId]);
  });

  it('without a name, greets no one by name and names the admin by e-mail', async () => {
    expect((await invite(admin, { email: 'nameless@example.test', role: 'user' })).status).toBe(200);
    const [mail] = stack.inbox.messages();
    expect(mail!.text).not.toContain('Hi ');
    expect(mail!.text).toContain(`${stack.adminEmail} has invited you to join Briefsmith as a user.`);
  });

  it('refuses a full name that is not text or too long (400)', async () => {
    for (const full_name of [42, 'N'.repeat(121)]) {
      expect(await invite(admin, { email: 'named@example.test', role: 'user', full_name })).toEqual({
        status: 400,
        body: { error: 'The full name must be text of at most 120 characters' },
      });
    }
    expect(stack.inbox.messages()).toEqual([]);
  });

  it('the e-mailed invitation lets the person sign up with the invited role', async () => {
    await invite(admin, { email: 'joiner@example.test', role: 'user' });
    const token = /invite=([0-9a-f]{64})/.exec(stack.inbox.messages()[0]!.text)![1]!;
    const visitor = anonClient(stack);
    const found = await visitor.rpc('get_invitation', { invite_token: token }).maybeSingle();
    expect(found.data).toMatchObject({ email: 'joiner@example.test', role: 'user' });

    const signUp = await visitor.auth.signUp({
      email: 'joiner@example.test',
      password: 'secret123',
      options: { data: { invite_token: token } },
    });
    expect(signUp.error).toBeNull();
    const role = await visitor.from('user_roles').select('role').eq('user_id', signUp.data.user!.id).single();
    expect(role.data).toEqual({ role: 'user' });
    expect((await invitations('joiner@example.test'))[0]!.used_at).not.toBeNull();

    // The spec's own follow-up calls (§7) are harmless: "mark used" changes nothing, "store role" is refused.
    const markUsed = await visitor
      .from('invitations')
      .update({ used_at: new Date().toISOString() })
      .eq('token', token);
    expect(markUsed.error).toBeNull();
    const storeRole = await visitor
      .from('user_roles')
      .upsert({ user_id: signUp.data.user!.id, role: 'admin' });
    expect(storeRole.error).toMatchObject({ code: '42501' });
    expect(storeRole.status).toBe(403);
    const after = await visitor
      .from('user_roles')
      .select('role')
      .eq('user_id', signUp.data.user!.id)
      .single();
    expect(after.data).toEqual({ role: 'user' });
  });

  it('says an address is already invited instead of sending a second e-mail (409)', async () => {
    await invite(admin, { email: 'twice@example.test', role: 'user' });
    expect(await invite(admin, { email: 'twice@example.test', role: 'admin' })).toEqual({
      status: 409,
      body: {
        error: 'An invitation is already pending for this email address. Resend it from the Team page.',
      },
    });
    const rows = await invitations('twice@example.test');
    expect(rows.map((r) => r.role)).toEqual(['user']);
    expect(stack.inbox.messages()).toHaveLength(1);
  });

  it('a new invitation supersedes an expired one for the same address', async () => {
    await invite(admin, { email: 'lapsed@example.test', role: 'user' });
    await stack.db.query(
      "update public.invitations set expires_at = now() - interval '1 minute' where email = 'lapsed@example.test'",
    );
    expect((await invite(admin, { email: 'lapsed@example.test', role: 'admin' })).status).toBe(200);
    const open = await stack.db.query<{ role: string }>(
      "select role from public.invitations where email = 'lapsed@example.test' and superseded_at is null",
    );
    expect(open.rows).toEqual([{ role: 'admin' }]);
  });

  it('refuses to invite someone who is already a member (409)', async () => {
    expect(await invite(admin, { email: stack.adminEmail, role: 'user' })).toEqual({
      status: 409,
      body: { error: 'A member with this email address already exists' },
    });
    expect(stack.inbox.messages()).toEqual([]);
  });
});
