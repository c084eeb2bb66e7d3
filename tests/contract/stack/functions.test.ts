// /functions/v1 and the inbox: the project's own functions hosted in-process (handler.ts) and under
// real Deno (index.ts), called with supabase-js; the e-mails they send land in /inbox, where a person
// (the HTML page) or a test (the JSON API) follows the links.
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_MAIL_API_KEY } from '../../../supabase/local/keys.ts';
import { anonClient, createMember, signedInClient, startTestStack, type Stack } from '../../support/stack.ts';

const SITE = 'http://127.0.0.1:4173';

async function invoke(client: SupabaseClient, name: string, body: Record<string, unknown>) {
  const { data, error } = await client.functions.invoke(name, { body });
  if (!error) return { status: 200, body: data as Record<string, unknown> };
  const response = (error as { context?: Response }).context as Response;
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const inboxJson = async (stack: Stack) =>
  (await (await fetch(`${stack.url}/inbox/api/messages`)).json()) as {
    id: string;
    to: string;
    subject: string;
    text: string;
    html: string;
    created_at: string;
  }[];

describe('functions hosted in the stack process, and the inbox', () => {
  let stack: Stack;
  let admin: SupabaseClient;
  beforeAll(async () => {
    stack = await startTestStack({ siteUrl: SITE });
    admin = await signedInClient(stack, 'admin@briefsmith.local', 'briefsmith-admin');
  });
  afterAll(() => stack?.close());

  it('invite → e-mail in the inbox → sign-up with it → magic link → signed in', async () => {
    const sent = await invoke(admin, 'send-invitation', { email: 'Invitee@Example.test', role: 'user' });
    expect(sent).toMatchObject({ status: 200, body: { success: true, email: 'invitee@example.test' } });

    const [mail] = await inboxJson(stack);
    expect(mail?.to).toBe('invitee@example.test');
    const invite = new RegExp(`${SITE}/auth\\?invite=([0-9a-f]+)`).exec(mail?.text ?? '')?.[1];
    expect(invite).toBeTruthy();
    const looked = await anonClient(stack).rpc('get_invitation', { invite_token: invite });
    expect(looked.data).toMatchObject([{ email: 'invitee@example.test', role: 'user' }]);

    const signUp = await anonClient(stack).auth.signUp({
      email: 'invitee@example.test',
      password: 'invitee-pw',
      options: { data: { invite_token: invite } },
    });
    expect(signUp.error).toBeNull();

    const magic = await invoke(anonClient(stack), 'send-auth-email', {
      email: 'invitee@example.test',
      type: 'magiclink',
      redirectTo: `${SITE}/`,
    });
    expect(magic.status).toBe(200);
    const [linkMail] = await inboxJson(stack);
    const link = /https?:\/\/\S+\/auth\/v1\/verify\?[^\s"<]+/.exec(linkMail?.text ?? '')?.[0] ?? '';
    const res = await fetch(link.replace(/&amp;/g, '&'), { redirect: 'manual' });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toMatch(new RegExp(`^${SITE}/#access_token=`));
  });

  it("a member's invite is refused with the function's own status and {error} body", async () => {
    await createMember(stack, { email: 'plain@example.test', password: 'plain-pw' });
    const member = await signedInClient(stack, 'plain@example.test', 'plain-pw');
    const res = await invoke(member, 'send-invitation', { email: 'x@example.test', role: 'admin' });
    expect(res.status).toBe(403);
    expect(typeof res.body.error).toBe('string');
  });

  it('answers the CORS preflight through the function, and 404 for an unknown function', async () => {
    const preflight = await fetch(`${stack.url}/functions/v1/send-invitation`, { method: 'OPTIONS' });
    expect(preflight.ok).toBe(true);
    expect(preflight.headers.get('access-control-allow-origin')).toBeTruthy();
    const withKey = { method: 'POST', headers: { authorization: `Bearer ${stack.anonKey}` } };
    const missing = await fetch(`${stack.url}/functions/v1/no-such-function`, withKey);
    expect(missing.status).toBe(404);
    const traversal = await fetch(`${stack.url}/functions/v1/..%2F..%2Flocal%2Fstack`, withKey);
    expect(traversal.status).toBe(404);
  });

  it('checks the JWT at the gateway unless config.toml sets verify_jwt = false', async () => {
    const call = (name: string, authorization?: string) =>
      fetch(`${stack.url}/functions/v1/${name}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(authorization ? { authorization } : {}) },
        body: JSON.stringify({ email: 'someone@example.test', type: 'magiclink' }),
      });
    const missing = await call('send-invitation');
    expect(missing.status).toBe(401);
    expect(await missing.json()).toEqual({ code: 401, message: 'Missing authorization header' });
    const forged = await call('send-invitation', `Bearer ${stack.anonKey.slice(0, -4)}AAAA`);
    expect(await forged.json()).toEqual({ code: 401, message: 'Invalid JWT' });
    const open = await call('send-auth-email');
    expect(open.status).toBe(200);
  });

  describe('inbox', () => {
    const send = (body: unknown, key = LOCAL_MAIL_API_KEY) =>
      fetch(`${stack.url}/inbox/api/send`, {
        method: 'POST',
        headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });

    it('accepts Resend-style mail with its key, lists it newest first, renders clickable links, clears', async () => {
      await stack.inbox.clear();
      expect(
        (await send({ from: 'a@b.test', to: ['one@example.test'], subject: 'First', text: 'hi' })).status,
      ).toBe(200);
      const second = await send({
        from: 'a@b.test',
        to: 'two@example.test',
        subject: 'Second <b>',
        text: 'Go to http://127.0.0.1:4173/auth?invite=abc now',
        html: '<p>x</p>',
      });
      expect(((await second.json()) as { id: string }).id).toBeTruthy();
      const messages = await inboxJson(stack);
      expect(messages.map((m) => [m.to, m.subject])).toEqual([
        ['two@example.test', 'Second <b>'],
        ['one@example.test', 'First'],
      ]);
      expect(Object.keys(messages[0] ?? {})).toEqual(
        expect.arrayContaining(['id', 'to', 'subject', 'text', 'html', 'created_at']),
      );
      const page = await (await fetch(`${stack.url}/inbox`)).text();
      expect(page).toContain('<a href="http://127.0.0.1:4173/auth?invite=abc">');
      expect(page).toContain('Second &lt;b&gt;');
      expect(
        (
          await fetch(`${stack.url}/inbox/api/messages`, {
            method: 'DELETE',
            headers: { authorization: `Bearer ${stack.serviceRoleKey}` },
          })
        ).status,
      ).toBe(204);
      expect(await inboxJson(stack)).toEqual([]);
    });

    it('refuses mail without the key or without a recipient', async () => {
      expect((await send({ to: 'x@example.test', subject: 's' }, 'wrong-key')).status).toBe(401);
      expect((await send({ subject: 'no recipient' })).status).toBe(422);
    });
  });
});

describe('functions under real Deno (FUNCTIONS_RUNTIME=deno)', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startTestStack({ functionsRuntime: 'deno', siteUrl: SITE });
  });
  afterAll(() => stack?.close());

  it('runs index.ts under Deno with the stack env: an admin invite reaches the inbox', async () => {
    const admin = await signedInClient(stack, 'admin@briefsmith.local', 'briefsmith-admin');
    const sent = await invoke(admin, 'send-invitation', { email: 'deno-invitee@example.test', role: 'user' });
    expect(sent.status).toBe(200);
    expect(stack.inbox.messages()[0]?.to).toBe('deno-invitee@example.test');
  });
});
