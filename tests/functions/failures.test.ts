// When the mail API or the configuration fails, the functions say so with `{error}` and leave nothing
// half-done. The handlers are called from Node here (the contract: plain `(Request, env) => Response`)
// against the real local stack, with the mail API pointed somewhere broken.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { handler as notify } from '../../supabase/functions/notify/handler.ts';
import { handler as sendAuthEmail } from '../../supabase/functions/send-auth-email/handler.ts';
import { handler as sendInvitation } from '../../supabase/functions/send-invitation/handler.ts';
import { functionEnv } from '../../supabase/local/functions/env.ts';
import { createMember, signedInClient, startTestStack, type Stack } from '../support/stack.ts';

const SITE = 'http://127.0.0.1:4173';

describe('edge function failures', () => {
  let stack: Stack;
  let adminToken: string;
  let env: Record<string, string>;

  beforeAll(async () => {
    stack = await startTestStack({ siteUrl: SITE });
    const admin = await signedInClient(stack, stack.adminEmail, stack.adminPassword);
    adminToken = (await admin.auth.getSession()).data.session!.access_token;
    await createMember(stack, { email: 'member@example.test' });
    env = functionEnv({
      url: stack.url,
      anonKey: stack.anonKey,
      serviceRoleKey: stack.serviceRoleKey,
      siteUrl: SITE,
    });
  });
  afterAll(() => stack?.close());
  beforeEach(async () => {
    await stack.inbox.clear();
    // The handlers log the failures for the function's logs; keep the test output readable.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => vi.restoreAllMocks());

  const post = (body: unknown, token = adminToken) =>
    new Request('http://functions.local/send', {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
  const openInvitations = async (email: string) =>
    (await stack.db.query('select 1 from public.invitations where email = $1', [email])).rows.length;

  it.each([
    [
      'the mail API is unreachable',
      { MAIL_API_URL: 'http://127.0.0.1:9/emails' },
      502,
      'The e-mail could not be sent. Please try again.',
    ],
    [
      'the mail API refuses the key',
      { MAIL_API_KEY: 'wrong' },
      502,
      'The e-mail could not be sent. Please try again.',
    ],
    [
      'no mail API key is set',
      { MAIL_API_KEY: '' },
      500,
      'The mail API is not configured: MAIL_API_KEY is required',
    ],
  ])('send-invitation when %s answers %i and keeps no invitation', async (_case, override, status, error) => {
    const response = await sendInvitation(post({ email: 'lost@example.test', role: 'user' }), {
      ...env,
      ...override,
    });
    expect(response.status).toBe(status);
    expect(await response.json()).toEqual({ error });
    expect(await openInvitations('lost@example.test')).toBe(0);
  });

  it('send-auth-email for a member answers as for anyone when the mail API is down, and logs it', async () => {
    const brokenMail = { ...env, MAIL_API_URL: 'http://127.0.0.1:9/emails', MAGIC_LINK_ANSWER_MS: '300' };
    const member = await sendAuthEmail(
      post({ email: 'member@example.test', type: 'magiclink' }, stack.anonKey),
      brokenMail,
    );
    const stranger = await sendAuthEmail(
      post({ email: 'stranger@example.test', type: 'magiclink' }, stack.anonKey),
      brokenMail,
    );
    expect([member.status, await member.json()]).toEqual([stranger.status, await stranger.json()]);
    expect(member.status).toBe(200);
    await vi.waitFor(() => expect(console.error).toHaveBeenCalled());
  });

  it.each([
    ['send-invitation', sendInvitation],
    ['send-auth-email', sendAuthEmail],
  ])('%s without the service key answers 500 naming what is missing', async (_name, handler) => {
    const response = await handler(post({ email: 'member@example.test', type: 'magiclink' }), {
      ...env,
      SUPABASE_SERVICE_ROLE_KEY: undefined,
    });
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({
      error: 'The function is not configured: SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY are required',
    });
  });

  it('notify with the mail API down answers 502 and keeps the event unmailed, so a retry sends it once', async () => {
    const owner = await createMember(stack, { email: 'sharer@example.test' });
    const friend = await createMember(stack, { email: 'friend@example.test' });
    const asOwner = await signedInClient(stack, owner.email, owner.password);
    const token = (await asOwner.auth.getSession()).data.session!.access_token;
    const brief = crypto.randomUUID();
    expect(
      (await asOwner.from('briefs').insert({ id: brief, user_id: owner.id, title: 'Retry' })).error,
    ).toBeNull();
    const shared = await asOwner.from('brief_shares').insert({
      brief_id: brief,
      shared_with_user_id: friend.id,
      shared_by_user_id: owner.id,
      permission: 'read',
    });
    expect(shared.error).toBeNull();
    const tell = (mailEnv: Record<string, string>) =>
      notify(post({ event: 'shared', brief_id: brief, user_id: friend.id }, token), mailEnv);

    const failed = await tell({ ...env, MAIL_API_URL: 'http://127.0.0.1:9/emails' });
    expect([failed.status, await failed.json()]).toEqual([
      502,
      { error: 'The e-mail could not be sent. Please try again.' },
    ]);
    const retried = await Promise.all([tell(env), tell(env), tell(env)]);
    expect((await Promise.all(retried.map((r) => r.json()))).map((b) => b.sent).sort()).toEqual([0, 0, 1]);
    expect(stack.inbox.messages().map((m) => m.to)).toEqual(['friend@example.test']);
  });

  it('notify with the mail API down gives back only the mention it could not send, so a retry mails only that person', async () => {
    const [author, bob, carol] = await Promise.all(
      ['author', 'mentioned-bob', 'mentioned-carol'].map((name) =>
        createMember(stack, { email: `${name}@example.test` }),
      ),
    );
    const asAuthor = await signedInClient(stack, author!.email, author!.password);
    const token = (await asAuthor.auth.getSession()).data.session!.access_token;
    const brief = crypto.randomUUID();
    expect(
      (await asAuthor.from('briefs').insert({ id: brief, user_id: author!.id, title: 'Mentions' })).error,
    ).toBeNull();
    for (const member of [bob!, carol!]) {
      const shared = await asAuthor.from('brief_shares').insert({
        brief_id: brief,
        shared_with_user_id: member.id,
        shared_by_user_id: author!.id,
        permission: 'read',
      });
      expect(shared.error).toBeNull();
    }
    const comment = crypto.randomUUID();
    const push = (kind: 'create' | 'edit', mentions: string[]) =>
      asAuthor.rpc('push_comment_changes', {
        changes: [
          {
            op_id: crypto.randomUUID(),
            kind,
            comment_id: comment,
            brief_id: brief,
            section: 'overview',
            body: 'Look',
            mentions,
          },
        ],
      });
    const tell = (mailEnv: Record<string, string>) =>
      notify(post({ event: 'mentioned', comment_id: comment }, token), mailEnv);

    expect((await push('create', [bob!.id])).error).toBeNull();
    expect(await (await tell(env)).json()).toEqual({ sent: 1 });
    // An edit adds Carol; her e-mail fails, Bob's stays sent.
    expect((await push('edit', [bob!.id, carol!.id])).error).toBeNull();
    const failed = await tell({ ...env, MAIL_API_URL: 'http://127.0.0.1:9/emails' });
    expect(failed.status).toBe(502);
    const retried = await Promise.all([tell(env), tell(env), tell(env)]);
    expect((await Promise.all(retried.map((r) => r.json()))).map((b) => b.sent).sort()).toEqual([0, 0, 1]);
    expect(stack.inbox.messages().map((m) => m.to)).toEqual([
      'mentioned-carol@example.test',
      'mentioned-bob@example.test',
    ]);
  });

  it('send-invitation refuses a forged token (401)', async () => {
    const response = await sendInvitation(
      post({ email: 'x@example.test' }, `${adminToken.slice(0, -4)}AAAA`),
      env,
    );
    expect(response.status).toBe(401);
  });

  it('send-invitation refuses a body that is not JSON (400)', async () => {
    const request = new Request('http://functions.local/send', {
      method: 'POST',
      headers: { Authorization: `Bearer ${adminToken}` },
      body: 'email=x@example.test',
    });
    const response = await sendInvitation(request, env);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: 'The request body must be JSON' });
  });
});
