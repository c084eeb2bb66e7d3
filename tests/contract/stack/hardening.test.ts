// Hardening over HTTP, with the unmodified supabase-js where the app would use it: GoTrue's
// rate limits and e-mailed-code rules, sign-in and magic-link answers that do not tell members apart,
// size limits (413 at the HTTP layer, 23514 in the database), no existence oracle, 4xx for malformed
// requests, an inbox for this machine only, the app's content security policy and reauthentication
// for password changes.
import bcrypt from 'bcryptjs';
import { randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { handler as sendAuthEmail } from '../../../supabase/functions/send-auth-email/handler.ts';
import { configuredLimits } from '../../../supabase/local/auth/rate-limit.ts';
import { functionEnv } from '../../../supabase/local/functions/env.ts';
import { BODY_LIMITS } from '../../../supabase/local/http/body.ts';
import { serveStatic } from '../../../supabase/local/static/server.ts';
import {
  anonClient,
  createMember,
  signedInClient,
  startTestStack,
  type Member,
  type Stack,
} from '../../support/stack.ts';

const codeIn = (text: string) => /code: (\d{6})/.exec(text)?.[1] ?? '';
const mailTo = (stack: Stack, email: string) => stack.inbox.messages().filter((m) => m.to === email);

/** A raw HTTP/1.1 exchange: the status line, and the headers and body as text. */
function rawRequest(url: string, request: string): Promise<string> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), hostname, () => socket.write(request));
    let answer = '';
    socket.on('data', (chunk) => (answer += String(chunk)));
    socket.on('end', () => resolve(answer));
    socket.on('error', reject);
  });
}

describe('rate limits as supabase/config.toml [auth.rate_limit] sets them', () => {
  let stack: Stack;
  let ann: Member;
  beforeAll(async () => {
    stack = await startTestStack({ authLimits: {} });
    ann = await createMember(stack, { email: 'ann@example.test', password: 'ann-password' });
  });
  afterAll(() => stack?.close());

  it("uses config.toml's numbers by default", () => {
    expect(configuredLimits()).toMatchObject({
      emailSent: 2,
      signInSignUps: 30,
      tokenRefresh: 150,
      tokenVerifications: 30,
      emailMaxFrequency: 60,
      otpExpiry: 3600,
      securePasswordChange: true,
      requireCurrentPassword: true,
    });
  });

  it('sends one e-mail per address per minute: a second code request is 429 over_email_send_rate_limit', async () => {
    const client = anonClient(stack);
    const first = await client.auth.signInWithOtp({ email: ann.email, options: { shouldCreateUser: false } });
    expect(first.error).toBeNull();
    const second = await client.auth.signInWithOtp({
      email: ann.email,
      options: { shouldCreateUser: false },
    });
    expect(second.error).toMatchObject({ status: 429, code: 'over_email_send_rate_limit' });
    expect(mailTo(stack, ann.email)).toHaveLength(1);
  });

  it('sends at most email_sent (2) e-mails an hour in all', async () => {
    const client = anonClient(stack);
    const other = await createMember(stack, { email: 'other@example.test' });
    const third = await createMember(stack, { email: 'third@example.test' });
    expect((await client.auth.signInWithOtp({ email: other.email })).error).toBeNull();
    const over = await client.auth.signInWithOtp({ email: third.email });
    expect(over.error).toMatchObject({ status: 429, code: 'over_email_send_rate_limit' });
  });

  it('allows token_verifications (30) code guesses per 5 minutes from one address, then 429', async () => {
    const client = anonClient(stack);
    // The bucket refills evenly (30 per 5 minutes): on a slow machine one guess more may pass.
    let refused = 0;
    let over: { status?: number; code?: string } | null = null;
    while (!over && refused < 40) {
      const { error } = await client.auth.verifyOtp({ email: ann.email, token: '000000', type: 'email' });
      if (error?.status === 429) over = error;
      else {
        expect(error?.status).toBe(403);
        refused += 1;
      }
    }
    expect(refused).toBeGreaterThanOrEqual(30);
    expect(refused).toBeLessThan(40);
    expect(over).toMatchObject({ status: 429, code: 'over_request_rate_limit' });
  });

  it('allows token_refresh (150) refreshes per 5 minutes from one address, then 429', async () => {
    const refresh = () =>
      fetch(`${stack.url}/auth/v1/token?grant_type=refresh_token`, {
        method: 'POST',
        headers: { apikey: stack.anonKey, 'content-type': 'application/json' },
        body: JSON.stringify({ refresh_token: 'not-a-token' }),
      });
    // The bucket refills evenly (150 per 5 minutes), so a request or two more may pass while we count.
    let accepted = 0;
    let over: Response | undefined;
    while (!over && accepted < 160) {
      const response = await refresh();
      if (response.status === 429) over = response;
      else accepted += 1;
    }
    expect(accepted).toBeGreaterThanOrEqual(150);
    expect(accepted).toBeLessThan(160);
    expect(await over!.json()).toMatchObject({ code: 'over_request_rate_limit' });
  });

  it('allows sign_in_sign_ups (30) sign-ins and code requests per 5 minutes from one address, then 429', async () => {
    const client = anonClient(stack);
    let lastError: { status?: number; code?: string } | null = null;
    for (let i = 0; i < 30 && lastError?.status !== 429; i += 1) {
      lastError = (await client.auth.signInWithPassword({ email: ann.email, password: 'wrong-password' }))
        .error;
    }
    const { error } = await client.auth.signInWithPassword({ email: ann.email, password: ann.password });
    expect(error).toMatchObject({ status: 429, code: 'over_request_rate_limit' });
  });
});

describe('e-mailed codes', () => {
  let stack: Stack;
  let ann: Member;
  beforeAll(async () => {
    stack = await startTestStack();
    ann = await createMember(stack, { email: 'ann@example.test', password: 'ann-password' });
  });
  afterAll(() => stack?.close());

  const requestCode = async () => {
    const { error } = await anonClient(stack).auth.signInWithOtp({ email: ann.email });
    expect(error).toBeNull();
    return codeIn(mailTo(stack, ann.email)[0]!.text);
  };

  it('one live code per user: a new code revokes the previous one', async () => {
    const first = await requestCode();
    const second = await requestCode();
    const client = anonClient(stack);
    const old = await client.auth.verifyOtp({ email: ann.email, token: first, type: 'email' });
    if (first !== second) expect(old.error).toMatchObject({ status: 403, code: 'otp_expired' });
    const current = await client.auth.verifyOtp({ email: ann.email, token: second, type: 'email' });
    expect(current.error).toBeNull();
    expect(current.data.session).not.toBeNull();
  });

  it('revokes a code after 5 wrong guesses: even the right one no longer works', async () => {
    const code = await requestCode();
    const wrong = code === '000000' ? '111111' : '000000';
    const client = anonClient(stack);
    for (let i = 0; i < 5; i += 1) {
      const { error } = await client.auth.verifyOtp({ email: ann.email, token: wrong, type: 'email' });
      expect(error?.status).toBe(403);
    }
    const right = await client.auth.verifyOtp({ email: ann.email, token: code, type: 'email' });
    expect(right.error).toMatchObject({ status: 403, code: 'otp_expired' });
  });
});

describe('answers that do not tell members apart', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startTestStack();
    await createMember(stack, { email: 'member@example.test' });
  });
  afterAll(() => stack?.close());
  afterEach(() => vi.restoreAllMocks());

  it('password sign-in runs the password hash for an unknown address too', async () => {
    const compare = vi.spyOn(bcrypt, 'compare');
    const { error } = await anonClient(stack).auth.signInWithPassword({
      email: 'nobody@example.test',
      password: 'some-password',
    });
    expect(error).toMatchObject({ status: 400, code: 'invalid_credentials' });
    expect(compare).toHaveBeenCalledTimes(1);
  });

  it('the magic-link function answers a member without waiting for the mail, exactly as a stranger', async () => {
    // A mail API that accepts the connection and never answers.
    const hanging = http.createServer(() => undefined);
    await new Promise<void>((resolve) => hanging.listen(0, '127.0.0.1', () => resolve()));
    const { port } = hanging.address() as net.AddressInfo;
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const env = {
      ...functionEnv({
        url: stack.url,
        anonKey: stack.anonKey,
        serviceRoleKey: stack.serviceRoleKey,
        siteUrl: 'http://127.0.0.1:4173',
      }),
      MAIL_API_URL: `http://127.0.0.1:${port}/emails`,
      MAGIC_LINK_ANSWER_MS: '300',
    };
    const ask = (email: string) =>
      sendAuthEmail(
        new Request('http://functions.local/send-auth-email', {
          method: 'POST',
          headers: { authorization: `Bearer ${stack.anonKey}`, 'content-type': 'application/json' },
          body: JSON.stringify({ email, type: 'magiclink' }),
        }),
        env,
      );
    try {
      const member = await ask('member@example.test');
      const stranger = await ask('stranger@example.test');
      expect(member.status).toBe(200);
      expect([member.status, await member.text()]).toEqual([stranger.status, await stranger.text()]);
    } finally {
      hanging.closeAllConnections();
      await new Promise<void>((resolve) => hanging.close(() => resolve()));
    }
  });
});

describe('size limits', () => {
  let stack: Stack;
  let ann: Member;
  let mallory: Member;
  beforeAll(async () => {
    stack = await startTestStack();
    ann = await createMember(stack, { email: 'ann@example.test', password: 'ann-password' });
    mallory = await createMember(stack, { email: 'mallory@example.test', password: 'mallory-password' });
  });
  afterAll(() => stack?.close());

  it("refuses an auth body over GoTrue's 1 MB with 413 request_entity_too_large", async () => {
    const response = await fetch(`${stack.url}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { apikey: stack.anonKey, 'content-type': 'application/json' },
      body: JSON.stringify({ email: ann.email, password: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ code: 'request_entity_too_large' });
  });

  it('refuses a REST body declared larger than the limit with 413, before reading it', async () => {
    const answer = await rawRequest(
      stack.url,
      `POST /rest/v1/rpc/pull_brief_changes HTTP/1.1\r\nHost: 127.0.0.1\r\napikey: ${stack.anonKey}\r\n` +
        `content-type: application/json\r\ncontent-length: ${BODY_LIMITS.rest + 1}\r\n\r\n{"max_rows":`,
    );
    expect(answer.split('\r\n')[0]).toBe('HTTP/1.1 413 Payload Too Large');
  });

  it('refuses a pushed file over 10 MB with 400 and a reason (23514)', async () => {
    const client = await signedInClient(stack, ann.email, ann.password);
    const file = JSON.stringify({
      data: `data:application/pdf;base64,${'A'.repeat(15 * 1024 * 1024)}`,
      name: 'big.pdf',
    });
    const { error, status } = await client.rpc('push_brief_change', {
      op_id: randomUUID(),
      brief_id: randomUUID(),
      kind: 'upsert',
      base_version: 0,
      patch: { title: 'Huge', brand_documents: [file] },
      base_values: {},
    });
    expect(status).toBe(400);
    expect(error).toMatchObject({ code: '23514', message: 'Files must be 10 MB or smaller' });
  });

  it('no existence oracle: a taken id is a duplicate (409) whoever owns it; another owner is 403', async () => {
    const annClient = await signedInClient(stack, ann.email, ann.password);
    const id = randomUUID();
    expect(
      (await annClient.from('briefs').insert({ id, user_id: ann.id, title: 'Hidden' })).error,
    ).toBeNull();
    const malloryClient = await signedInClient(stack, mallory.email, mallory.password);
    const own = randomUUID();
    expect(
      (await malloryClient.from('briefs').insert({ id: own, user_id: mallory.id, title: 'Mine' })).error,
    ).toBeNull();
    const taken = await malloryClient.from('briefs').insert({ id, user_id: mallory.id, title: 'Mine?' });
    const ownAgain = await malloryClient
      .from('briefs')
      .insert({ id: own, user_id: mallory.id, title: 'Again' });
    const foreign = await malloryClient
      .from('briefs')
      .insert({ id: randomUUID(), user_id: ann.id, title: 'x' });
    expect([taken.status, taken.error?.code]).toEqual([409, '23505']);
    expect([ownAgain.status, ownAgain.error?.code]).toEqual([taken.status, taken.error?.code]);
    expect([foreign.status, foreign.error?.code]).toEqual([403, '42501']);
  });
});

describe('malformed requests get 4xx, never 500', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startTestStack();
  });
  afterAll(() => stack?.close());

  const headers = () => ({ apikey: stack.anonKey, 'content-type': 'application/json' });
  const deep = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

  it.each([
    ['deeply nested JSON to an RPC', '/rest/v1/rpc/get_invitation', `{"invite_token":${deep(100_000)}}`],
    ['deeply nested JSON to a table', '/rest/v1/invitations', deep(100_000)],
    ['deeply nested JSON to auth', '/auth/v1/token?grant_type=password', `{"email":${deep(100_000)}}`],
    ['a function body that is not JSON', '/functions/v1/send-auth-email', 'not json'],
  ])('%s', async (_case, url, body) => {
    const response = await fetch(`${stack.url}${url}`, { method: 'POST', headers: headers(), body });
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
  });

  it.each(['/rest/v1/%FF', '/auth/v1/admin/users/%FF', '/functions/v1/%FF'])(
    'an invalid percent-escape in the path: %s',
    async (url) => {
      const response = await fetch(`${stack.url}${url}`, { headers: headers() });
      expect(response.status).toBeGreaterThanOrEqual(400);
      expect(response.status).toBeLessThan(500);
    },
  );

  it('a malformed Host header', async () => {
    const answer = await rawRequest(
      stack.url,
      `POST /functions/v1/send-auth-email HTTP/1.1\r\nHost: [::1\r\napikey: ${stack.anonKey}\r\n` +
        `content-type: application/json\r\ncontent-length: 2\r\nconnection: close\r\n\r\n{}`,
    );
    expect(answer.split('\r\n')[0]).toMatch(/^HTTP\/1.1 4\d\d /);
  });
});

describe('the inbox is for this machine only', () => {
  let stack: Stack;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'briefsmith-inbox-'));
    stack = await startTestStack({ dataDir });
  });
  afterAll(async () => {
    await stack?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('answers other origins without CORS headers (their pages cannot read it)', async () => {
    const preflight = await fetch(`${stack.url}/inbox/api/messages`, {
      method: 'OPTIONS',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'GET' },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
    const read = await fetch(`${stack.url}/inbox/api/messages`, {
      headers: { origin: 'https://evil.example' },
    });
    expect(read.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('keeps its messages unless the service role key wipes them', async () => {
    await createMember(stack, { email: 'ann@example.test' });
    await anonClient(stack).auth.signInWithOtp({ email: 'ann@example.test' });
    const url = `${stack.url}/inbox/api/messages`;
    expect((await fetch(url, { method: 'DELETE' })).status).toBe(401);
    expect(
      (await fetch(url, { method: 'DELETE', headers: { authorization: `Bearer ${stack.anonKey}` } })).status,
    ).toBe(401);
    expect(stack.inbox.messages()).toHaveLength(1);
    const wiped = await fetch(url, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${stack.serviceRoleKey}` },
    });
    expect(wiped.status).toBe(204);
    expect(stack.inbox.messages()).toEqual([]);
  });

  it('appends each message to its store instead of rewriting it', async () => {
    const store = path.join(dataDir, 'inbox.jsonl');
    await anonClient(stack).auth.signInWithOtp({ email: 'ann@example.test' });
    const before = await readFile(store, 'utf8');
    await anonClient(stack).auth.signInWithOtp({ email: 'ann@example.test' });
    const after = await readFile(store, 'utf8');
    expect(after.startsWith(before)).toBe(true);
    expect(after.trim().split('\n')).toHaveLength(before.trim().split('\n').length + 1);
  });
});

describe("the app's content security policy (npm start's server)", () => {
  let root: string;
  let app: Awaited<ReturnType<typeof serveStatic>>;
  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'briefsmith-csp-'));
    await writeFile(path.join(root, 'index.html'), '<!doctype html><title>x</title>');
    app = await serveStatic(root, 0, '127.0.0.1', { apiUrl: 'http://127.0.0.1:54321' });
  });
  afterAll(async () => {
    await app?.close();
    await rm(root, { recursive: true, force: true });
  });

  it('allows scripts from the app only, no plugins, no framing; brief images and the API still load', async () => {
    const response = await fetch(`${app.url}/brief/123`, { headers: { accept: 'text/html' } });
    const policy = response.headers.get('content-security-policy') ?? '';
    const directives = new Map(
      policy.split(';').map((d) => {
        const [name, ...values] = d.trim().split(/\s+/);
        return [name, values] as const;
      }),
    );
    expect(directives.get('script-src')).toEqual(["'self'"]);
    expect(directives.get('object-src')).toEqual(["'none'"]);
    expect(directives.get('frame-ancestors')).toEqual(["'none'"]);
    expect(directives.get('img-src')).toEqual(expect.arrayContaining(['data:', 'blob:']));
    expect(directives.get('connect-src')).toEqual(
      expect.arrayContaining(['http://127.0.0.1:54321', 'ws://127.0.0.1:54321']),
    );
    expect(response.headers.get('x-frame-options')).toBe('DENY');
  });
});

// The current password is needed as well (tests/contract/stack/password-change.test.ts).
describe('changing a password needs a recent sign-in or reauthentication (secure_password_change)', () => {
  let stack: Stack;
  let ann: Member;
  beforeAll(async () => {
    stack = await startTestStack();
    ann = await createMember(stack, { email: 'ann@example.test', password: 'ann-password' });
  });
  afterAll(() => stack?.close());

  const ageSessions = (userId: string) =>
    stack.db.query(`update auth.sessions set created_at = now() - interval '25 hours' where user_id = $1`, [
      userId,
    ]);

  it('refuses a password change from a session older than 24 hours: reauthentication_needed', async () => {
    const client = await signedInClient(stack, ann.email, ann.password);
    await ageSessions(ann.id);
    const { error } = await client.auth.updateUser({ password: 'new-password-1' });
    expect(error).toMatchObject({ status: 400, code: 'reauthentication_needed' });
  });

  it('accepts it with the e-mailed nonce, and refuses a wrong nonce', async () => {
    const client = await signedInClient(stack, ann.email, ann.password);
    await ageSessions(ann.id);
    expect((await client.auth.reauthenticate()).error).toBeNull();
    const nonce = codeIn(mailTo(stack, ann.email)[0]!.text);
    const wrong = await client.auth.updateUser({
      password: 'new-password-2',
      current_password: ann.password,
      nonce: nonce === '000000' ? '111111' : '000000',
    });
    expect(wrong.error).toMatchObject({ status: 422, code: 'reauthentication_not_valid' });
    const right = await client.auth.updateUser({
      password: 'new-password-2',
      current_password: ann.password,
      nonce,
    });
    expect(right.error).toBeNull();
    ann = { ...ann, password: 'new-password-2' };
  });

  it("the app's flow works: sign in again with the current password, then updateUser with both", async () => {
    const client = await signedInClient(stack, ann.email, ann.password);
    await ageSessions(ann.id);
    expect(
      (await client.auth.signInWithPassword({ email: ann.email, password: ann.password })).error,
    ).toBeNull();
    expect(
      (await client.auth.updateUser({ password: 'new-password-3', current_password: ann.password })).error,
    ).toBeNull();
    expect(
      (await anonClient(stack).auth.signInWithPassword({ email: ann.email, password: 'new-password-3' }))
        .error,
    ).toBeNull();
  });
});
