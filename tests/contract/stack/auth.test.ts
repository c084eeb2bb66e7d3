// Auth (/auth/v1) driven by the unmodified supabase-js: invite-only sign-up, password sign-in, the
// user, sign-out, rotating refresh tokens, magic links from the inbox, the admin API, bad tokens.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  anonClient,
  clientFor,
  createMember,
  serviceClient,
  signedInClient,
  startTestStack,
  type Stack,
} from '../../support/stack.ts';
import { expiredToken, forgedToken, unsignedToken } from './tokens.ts';

let stack: Stack;
beforeAll(async () => {
  stack = await startTestStack();
  await createMember(stack, { email: 'ann@example.test', password: 'ann-password' });
});
afterAll(() => stack?.close());

async function invite(email: string, role = 'user'): Promise<string> {
  const { data, error } = await serviceClient(stack)
    .from('invitations')
    .insert({ email, role })
    .select('token')
    .single();
  expect(error).toBeNull();
  return (data as { token: string }).token;
}

const latestMailTo = (email: string) => stack.inbox.messages().find((m) => m.to === email);
const linkIn = (text: string) => /https?:\/\/\S+\/auth\/v1\/verify\?\S+/.exec(text)?.[0] ?? '';

describe('sign-up (invite-only, as the database decides)', () => {
  it('refuses an e-mail without an invitation with the database message, as a 403', async () => {
    const { data, error } = await anonClient(stack).auth.signUp({
      email: 'stranger@example.test',
      password: 'secret-pw',
    });
    expect(data.session).toBeNull();
    expect(error?.status).toBe(403);
    expect(error?.message).toMatch(/invitation/i);
  });

  it('signs an invited e-mail up and returns a session (auto-confirm, as the local CLI)', async () => {
    const invite_token = await invite('newbie@example.test');
    const { data, error } = await anonClient(stack).auth.signUp({
      email: 'Newbie@Example.test',
      password: 'secret-pw',
      options: { data: { invite_token } },
    });
    expect(error).toBeNull();
    expect(data.user?.email).toBe('newbie@example.test');
    expect(data.session?.access_token).toBeTruthy();
    expect(data.session?.refresh_token).toBeTruthy();
    expect(data.user?.app_metadata).toEqual({ provider: 'email', providers: ['email'] });
  });

  it('says "User already registered" (422 user_already_exists) for a second sign-up', async () => {
    const { error } = await anonClient(stack).auth.signUp({
      email: 'ann@example.test',
      password: 'whatever-pw',
    });
    expect(error?.status).toBe(422);
    expect(error?.code).toBe('user_already_exists');
    expect(error?.message).toBe('User already registered');
  });

  it('rejects a password shorter than 6 characters as weak_password', async () => {
    await invite('shorty@example.test');
    const { error } = await anonClient(stack).auth.signUp({
      email: 'shorty@example.test',
      password: '12345',
    });
    expect(error?.status).toBe(422);
    expect(error?.code).toBe('weak_password');
  });
});

describe('password sign-in and the user', () => {
  it('signs in and returns the user', async () => {
    const client = anonClient(stack);
    const { data, error } = await client.auth.signInWithPassword({
      email: 'ann@example.test',
      password: 'ann-password',
    });
    expect(error).toBeNull();
    expect(data.session?.expires_in).toBe(3600);
    const user = await client.auth.getUser();
    expect(user.data.user?.email).toBe('ann@example.test');
    expect(user.data.user?.id).toBe(data.user?.id);
  });

  it.each([
    ['a wrong password', 'ann@example.test', 'not-her-password'],
    ['an unknown e-mail', 'nobody@example.test', 'ann-password'],
  ])('answers %s with 400 invalid_credentials "Invalid login credentials"', async (_, email, password) => {
    const { data, error } = await anonClient(stack).auth.signInWithPassword({ email, password });
    expect(data.session).toBeNull();
    expect(error?.status).toBe(400);
    expect(error?.code).toBe('invalid_credentials');
    expect(error?.message).toBe('Invalid login credentials');
  });

  it('updates the user metadata and password of the signed-in user', async () => {
    await createMember(stack, { email: 'meta@example.test', password: 'first-pw' });
    const client = await signedInClient(stack, 'meta@example.test', 'first-pw');
    const { data, error } = await client.auth.updateUser({
      password: 'second-pw',
      current_password: 'first-pw',
      data: { full_name: 'Meta' },
    });
    expect(error).toBeNull();
    expect(data.user?.user_metadata).toEqual({ full_name: 'Meta' });
    await expect(signedInClient(stack, 'meta@example.test', 'second-pw')).resolves.toBeTruthy();
  });
});

describe('sessions: sign-out and rotating refresh tokens', () => {
  it('a refresh token rotated past cannot be used again once its reuse interval is over', async () => {
    // Interval 0: every replay is past the window. (Inside it, GoTrue forgives replays — see
    // refresh-reuse.test.ts — and it always answers the parent of the active token with that token.)
    const strict = await startTestStack({ refreshTokenReuseInterval: 0 });
    try {
      await createMember(strict, { email: 'ann@example.test', password: 'ann-password' });
      const client = anonClient(strict);
      const { data } = await client.auth.signInWithPassword({
        email: 'ann@example.test',
        password: 'ann-password',
      });
      const first = data.session?.refresh_token ?? '';
      const refreshed = await client.auth.refreshSession({ refresh_token: first });
      expect(refreshed.error).toBeNull();
      expect(refreshed.data.session?.refresh_token).not.toBe(first);
      const next = await anonClient(strict).auth.refreshSession({
        refresh_token: refreshed.data.session?.refresh_token ?? '',
      });
      expect(next.error).toBeNull();
      const again = await anonClient(strict).auth.refreshSession({ refresh_token: first });
      expect(again.error?.status).toBe(400);
      expect(again.error?.code).toBe('refresh_token_already_used');
    } finally {
      await strict.close();
    }
  });

  it('an unknown refresh token is refresh_token_not_found', async () => {
    const { error } = await anonClient(stack).auth.refreshSession({ refresh_token: 'made-up-token' });
    expect(error?.status).toBe(400);
    expect(error?.code).toBe('refresh_token_not_found');
  });

  it('after sign-out the access token and the refresh token no longer work', async () => {
    const client = anonClient(stack);
    const { data } = await client.auth.signInWithPassword({
      email: 'ann@example.test',
      password: 'ann-password',
    });
    const access = data.session?.access_token ?? '';
    expect((await client.auth.signOut()).error).toBeNull();
    const user = await anonClient(stack).auth.getUser(access);
    // The stack answers 403 session_not_found; auth-js turns that into its "session missing" error.
    expect(user.data.user).toBeNull();
    expect(user.error?.name).toBe('AuthSessionMissingError');
    const refresh = await anonClient(stack).auth.refreshSession({
      refresh_token: data.session?.refresh_token ?? '',
    });
    expect(refresh.error?.code).toBe('refresh_token_not_found');
  });

  it('sign-out with scope "local" ends only that session', async () => {
    const one = await signedInClient(stack, 'ann@example.test', 'ann-password');
    const two = await signedInClient(stack, 'ann@example.test', 'ann-password');
    await one.auth.signOut({ scope: 'local' });
    expect((await two.auth.getUser()).error).toBeNull();
  });
});

describe('bad tokens are refused by /auth/v1/user', () => {
  const claims = { sub: '00000000-0000-0000-0000-000000000001', role: 'authenticated', aud: 'authenticated' };
  it.each([
    ['forged', () => forgedToken(claims)],
    ['expired', () => expiredToken(claims)],
    ['alg: none', async () => unsignedToken({ ...claims, exp: Math.floor(Date.now() / 1000) + 3600 })],
  ])('a %s token gets 403 bad_jwt', async (_, make) => {
    const { data, error } = await anonClient(stack).auth.getUser(await make());
    expect(data.user).toBeNull();
    expect(error?.status).toBe(403);
    expect(error?.code).toBe('bad_jwt');
  });
});

describe('magic links', () => {
  const redirectTo = 'http://127.0.0.1:4173/';

  it('a link taken from the inbox signs the user in through GET /verify, and only once', async () => {
    await stack.inbox.clear();
    const { error } = await anonClient(stack).auth.signInWithOtp({
      email: 'ann@example.test',
      options: { emailRedirectTo: redirectTo, shouldCreateUser: false },
    });
    expect(error).toBeNull();
    const mail = latestMailTo('ann@example.test');
    const link = linkIn(mail?.text ?? '');
    expect(link).toContain(`${stack.url}/auth/v1/verify?token=`);

    const first = await fetch(link, { redirect: 'manual' });
    expect(first.status).toBe(303);
    const location = new URL(first.headers.get('location') ?? '');
    expect(`${location.origin}${location.pathname}`).toBe(redirectTo);
    const fragment = new URLSearchParams(location.hash.slice(1));
    expect(fragment.get('token_type')).toBe('bearer');
    expect(Number(fragment.get('expires_in'))).toBe(3600);
    const client = anonClient(stack);
    const session = await client.auth.setSession({
      access_token: fragment.get('access_token') ?? '',
      refresh_token: fragment.get('refresh_token') ?? '',
    });
    expect(session.error).toBeNull();
    expect((await client.auth.getUser()).data.user?.email).toBe('ann@example.test');

    const second = await fetch(link, { redirect: 'manual' });
    expect(second.status).toBe(303);
    const failed = new URLSearchParams(new URL(second.headers.get('location') ?? '').hash.slice(1));
    expect(failed.get('error')).toBe('access_denied');
    expect(failed.get('error_code')).toBe('otp_expired');
    expect(failed.get('error_description')).toBe('Email link is invalid or has expired');
    expect(failed.get('access_token')).toBeNull();
  });

  it('a link older than an hour has expired', async () => {
    const { data, error } = await serviceClient(stack).auth.admin.generateLink({
      type: 'magiclink',
      email: 'ann@example.test',
    });
    expect(error).toBeNull();
    await stack.db.query(
      `update auth.one_time_tokens set created_at = now() - interval '61 minutes' where token_hash = $1`,
      [data.properties?.hashed_token],
    );
    const res = await fetch(data.properties?.action_link ?? '', { redirect: 'manual' });
    expect(res.headers.get('location')).toContain('error_code=otp_expired');
  });

  it('a redirect to a foreign site is replaced by the site URL', async () => {
    const { data } = await serviceClient(stack).auth.admin.generateLink({
      type: 'magiclink',
      email: 'ann@example.test',
      options: { redirectTo: 'https://evil.example.com/steal' },
    });
    const res = await fetch(data.properties?.action_link ?? '', { redirect: 'manual' });
    expect(res.headers.get('location')).toMatch(/^http:\/\/127\.0\.0\.1:4173\/?#access_token=/);
  });

  it('the OTP code of a link works with verifyOtp, once', async () => {
    const { data } = await serviceClient(stack).auth.admin.generateLink({
      type: 'magiclink',
      email: 'ann@example.test',
    });
    const token = data.properties?.email_otp ?? '';
    const ok = await anonClient(stack).auth.verifyOtp({ email: 'ann@example.test', token, type: 'email' });
    expect(ok.error).toBeNull();
    expect(ok.data.session?.access_token).toBeTruthy();
    const again = await anonClient(stack).auth.verifyOtp({ email: 'ann@example.test', token, type: 'email' });
    expect(again.error?.code).toBe('otp_expired');
  });

  it('does not create a stranger through the magic link (invite-only holds)', async () => {
    const created = await anonClient(stack).auth.signInWithOtp({ email: 'walkin@example.test' });
    expect(created.error?.status).toBe(403);
    const notCreated = await anonClient(stack).auth.signInWithOtp({
      email: 'walkin@example.test',
      options: { shouldCreateUser: false },
    });
    expect(notCreated.error?.status).toBe(422);
    const generated = await serviceClient(stack).auth.admin.generateLink({
      type: 'magiclink',
      email: 'walkin@example.test',
    });
    expect(generated.error?.status).toBe(403);
    const users = await stack.db.query(`select 1 from auth.users where email = 'walkin@example.test'`);
    expect(users.rows).toHaveLength(0);
  });
});

describe('admin API', () => {
  it('needs the service role: 403 not_admin for the anon key and for a member', async () => {
    const anon = await anonClient(stack).auth.admin.listUsers();
    expect(anon.error?.status).toBe(403);
    expect(anon.error?.code).toBe('not_admin');
    const member = await signedInClient(stack, 'ann@example.test', 'ann-password');
    const session = (await member.auth.getSession()).data.session;
    const asMember = await clientFor(stack, session?.access_token).auth.admin.generateLink({
      type: 'magiclink',
      email: 'ann@example.test',
    });
    expect(asMember.error?.code).toBe('not_admin');
  });

  it('lists, gets, creates (invite-only) and deletes users with the service role', async () => {
    const admin = serviceClient(stack).auth.admin;
    const list = await admin.listUsers();
    expect(list.data.users.map((u) => u.email)).toContain('admin@briefsmith.local');
    const refused = await admin.createUser({ email: 'uninvited@example.test', password: 'secret-pw' });
    expect(refused.error?.status).toBe(403);
    const invite_token = await invite('created@example.test');
    const created = await admin.createUser({
      email: 'created@example.test',
      password: 'secret-pw',
      email_confirm: true,
      user_metadata: { invite_token },
    });
    expect(created.error).toBeNull();
    const id = created.data.user?.id ?? '';
    expect((await admin.getUserById(id)).data.user?.email).toBe('created@example.test');
    const duplicate = await admin.createUser({ email: 'created@example.test', password: 'secret-pw' });
    expect(duplicate.error?.code).toBe('email_exists');
    expect((await admin.deleteUser(id)).error).toBeNull();
    expect((await admin.getUserById(id)).error?.status).toBe(404);
  });

  it('created the local admin on start, with the admin role from its invitation', async () => {
    const admin = await signedInClient(stack, 'admin@briefsmith.local', 'briefsmith-admin');
    const { data: user } = await admin.auth.getUser();
    const { data, error } = await admin
      .from('user_roles')
      .select('role')
      .eq('user_id', user.user?.id ?? '')
      .single();
    expect(error).toBeNull();
    expect(data?.role).toBe('admin');
  });
});

describe('protocol details', () => {
  it('echoes X-Supabase-Api-Version on errors and answers CORS preflights', async () => {
    const res = await fetch(`${stack.url}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: {
        apikey: stack.anonKey,
        'content-type': 'application/json',
        'x-supabase-api-version': '2024-01-01',
      },
      body: JSON.stringify({ email: 'x@example.test', password: 'nope-nope' }),
    });
    expect(res.status).toBe(400);
    expect(res.headers.get('x-supabase-api-version')).toBe('2024-01-01');
    expect(await res.json()).toMatchObject({
      code: 'invalid_credentials',
      message: 'Invalid login credentials',
    });
    const preflight = await fetch(`${stack.url}/auth/v1/token`, {
      method: 'OPTIONS',
      headers: { origin: 'http://127.0.0.1:4173', 'access-control-request-headers': 'apikey, x-client-info' },
    });
    expect(preflight.ok).toBe(true);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
    expect(preflight.headers.get('access-control-allow-headers')).toContain('x-client-info');
  });

  it('never answers malformed input with a 5xx', async () => {
    for (const [path, body] of [
      ['/signup', '{not json'],
      ['/signup', JSON.stringify({ email: 42, password: ['x'] })],
      ['/token?grant_type=password', JSON.stringify([1, 2])],
      ['/token?grant_type=refresh_token', JSON.stringify({ refresh_token: { $ne: 1 } })],
      ['/verify', JSON.stringify({ type: 'magiclink', token_hash: "' or 1=1 --" })],
      ['/otp', JSON.stringify({ email: 'not-an-email' })],
    ] as const) {
      const res = await fetch(`${stack.url}/auth/v1${path}`, {
        method: 'POST',
        headers: { apikey: stack.anonKey, 'content-type': 'application/json' },
        body,
      });
      expect(res.status, `${path} ${body}`).toBeGreaterThanOrEqual(400);
      expect(res.status, `${path} ${body}`).toBeLessThan(500);
    }
  });
});
