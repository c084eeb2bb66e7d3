// send-auth-email under real Deno behind the local stack, called as the app calls it (supabase-js,
// signed out, with the anon key): a member gets one e-mail with a working magic link; a stranger gets
// the same answer, no e-mail and no account. Per address at most one sign-in or recovery e-mail per
// max_frequency (config.toml's 60 s, kept in the database so it holds across function instances),
// answered exactly as every other request.
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { anonClient, createMember, startTestStack, type Member, type Stack } from '../support/stack.ts';

const SITE = 'http://127.0.0.1:4173';

async function requestLink(client: SupabaseClient, body: unknown) {
  const { data, error } = await client.functions.invoke('send-auth-email', {
    body: body as Record<string, unknown>,
  });
  if (!error) return { status: 200, body: data as Record<string, unknown> };
  const response = (error as { context?: Response }).context;
  if (!(response instanceof Response)) throw error;
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe('send-auth-email (Deno)', () => {
  let stack: Stack;
  let member: Member;

  const userCount = async () =>
    Number((await stack.db.query<{ n: number }>('select count(*)::int as n from auth.users')).rows[0]!.n);

  beforeAll(async () => {
    // config.toml's own auth limits (max_frequency 60 s), which the stack hands the function too.
    stack = await startTestStack({ functionsRuntime: 'deno', siteUrl: SITE, authLimits: {} });
    member = await createMember(stack, { email: 'member@example.test' });
  });
  afterAll(() => stack?.close());
  beforeEach(() => stack.inbox.clear());

  it('answers the CORS preflight', async () => {
    const response = await fetch(`${stack.url}/functions/v1/send-auth-email`, {
      method: 'OPTIONS',
      headers: { Origin: SITE, 'Access-Control-Request-Method': 'POST' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('access-control-allow-headers')).toContain('x-client-info');
  });

  it('refuses other methods with 405', async () => {
    const response = await fetch(`${stack.url}/functions/v1/send-auth-email`, {
      method: 'PUT',
      headers: { apikey: stack.anonKey, 'Content-Type': 'application/json' },
      body: '{}',
    });
    expect(response.status).toBe(405);
  });

  it.each([
    [{ email: 'nope', type: 'magiclink' }, 'Please enter a valid email address'],
    [{ type: 'magiclink' }, 'Please enter a valid email address'],
    [{ email: 'member@example.test', type: 'signup' }, "Only 'magiclink' and 'recovery' e-mails can be sent"],
    [{ email: 'member@example.test', type: 'magiclink', redirectTo: 42 }, 'redirectTo must be a URL'],
  ])('refuses bad input with 400: %j', async (body, message) => {
    expect(await requestLink(anonClient(stack), body)).toEqual({ status: 400, body: { error: message } });
    expect(stack.inbox.messages()).toEqual([]);
  });

  it('e-mails a member one magic link that signs them in', async () => {
    const result = await requestLink(anonClient(stack), {
      email: 'Member@Example.test',
      type: 'magiclink',
      redirectTo: `${SITE}/`,
    });
    expect(result).toEqual({ status: 200, body: { success: true } });
    const mail = stack.inbox.messages();
    expect(mail).toHaveLength(1);
    expect(mail[0]).toMatchObject({ to: member.email, subject: 'Your Briefsmith sign-in link' });

    const link = /(http:\/\/\S+\/auth\/v1\/verify\?\S+)/.exec(mail[0]!.text)![1]!;
    expect(mail[0]!.html).toContain(link.replace(/&/g, '&amp;'));
    const followed = await fetch(link, { redirect: 'manual' });
    expect(followed.status).toBe(303);
    const location = followed.headers.get('location') ?? '';
    expect(location.startsWith(`${SITE}/#access_token=`)).toBe(true);
  });

  it('for a stranger answers the same, sends nothing and creates no account', async () => {
    const before = await userCount();
    const result = await requestLink(anonClient(stack), {
      email: 'stranger@example.test',
      type: 'magiclink',
      redirectTo: `${SITE}/`,
    });
    expect(result).toEqual({ status: 200, body: { success: true } });
    expect(stack.inbox.messages()).toEqual([]);
    expect(await userCount()).toBe(before);
  });

  it('sends one e-mail for 12 requests to one address within a minute, every answer the same as for a stranger', async () => {
    const flooded = await createMember(stack, { email: 'flooded@example.test' });
    const ask = (email: string, i: number) =>
      requestLink(anonClient(stack), {
        email: i % 3 === 0 ? email.toUpperCase() : email,
        type: i % 2 === 0 ? 'recovery' : 'magiclink',
        redirectTo: `${SITE}/`,
      });
    const twelve = (email: string) => Promise.all(Array.from({ length: 12 }, (_, i) => ask(email, i)));
    const [member, stranger] = await Promise.all([twelve(flooded.email), twelve('nobody@example.test')]);
    for (const answer of [...member, ...stranger]) {
      expect(answer).toEqual({ status: 200, body: { success: true } });
    }
    // Every answer has come; the one e-mail may still be on its way (it never delays an answer).
    await vi.waitFor(() => expect(stack.inbox.messages()).not.toEqual([]));
    expect(stack.inbox.messages().map((m) => m.to)).toEqual([flooded.email]);
    // Still within the minute: the next request is answered the same and sends nothing.
    expect(await ask(flooded.email, 1)).toEqual({ status: 200, body: { success: true } });
    expect(stack.inbox.messages()).toHaveLength(1);
  });
});
