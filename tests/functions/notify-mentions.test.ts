// notify's 'mentioned' event under real Deno, called as the app calls it (notifyMentions in
// src/lib/notify.ts, the unmodified supabase-js client): the people a comment mentions get one e-mail
// each with the comment quoted and a link to its section — only for a comment the caller wrote a few
// minutes ago (server time) and did not delete, and only to people who can still read the brief.
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SECTIONS } from '../../src/domain/fields.ts';
import { notifyMentions } from '../../src/lib/notify.ts';
import { mentionMail } from '../../supabase/functions/_shared/emails.ts';
import {
  anonClient,
  createMember,
  signedInClient,
  startTestStack,
  type Member,
  type Stack,
} from '../support/stack.ts';

const SITE = 'http://127.0.0.1:4173';
const NO_COMMENT = 'No recent comment of yours to tell anyone about';

async function notify(client: SupabaseClient, body: Record<string, unknown>) {
  const { data, error } = await client.functions.invoke('notify', { body });
  if (!error) return { status: 200, body: data as Record<string, unknown> };
  const response = (error as { context?: Response }).context;
  if (!(response instanceof Response)) throw error;
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe('notify: mentions (Deno)', () => {
  let stack: Stack;
  let alice: Member;
  let bob: Member;
  let carol: Member;
  let mallory: Member;
  let asAlice: SupabaseClient;
  let asBob: SupabaseClient;
  let asMallory: SupabaseClient;

  beforeAll(async () => {
    stack = await startTestStack({ functionsRuntime: 'deno', siteUrl: SITE });
    alice = await createMember(stack, { email: 'alice@example.test' });
    bob = await createMember(stack, { email: 'bob@example.test' });
    carol = await createMember(stack, { email: 'carol@example.test' });
    mallory = await createMember(stack, { email: 'mallory@example.test' });
    asAlice = await signedInClient(stack, alice.email, alice.password);
    asBob = await signedInClient(stack, bob.email, bob.password);
    asMallory = await signedInClient(stack, mallory.email, mallory.password);
    await asAlice.from('profiles').update({ full_name: 'Alice Owner' }).eq('id', alice.id);
  });
  afterAll(() => stack?.close());
  beforeEach(() => stack.inbox.clear());

  /** A new brief of Alice's, shared (View Only) with Bob and Carol. */
  async function aliceBrief(title: string) {
    const id = crypto.randomUUID();
    expect((await asAlice.from('briefs').insert({ id, user_id: alice.id, title })).error).toBeNull();
    for (const member of [bob, carol]) {
      const shared = await asAlice.from('brief_shares').insert({
        brief_id: id,
        shared_with_user_id: member.id,
        shared_by_user_id: alice.id,
        permission: 'read',
      });
      expect(shared.error).toBeNull();
    }
    return id;
  }

  /** A comment pushed as the app pushes it; its id. */
  async function comment(
    as: SupabaseClient,
    briefId: string,
    body: string,
    mentions: string[],
    section = 'audience',
  ) {
    const id = crypto.randomUUID();
    const { data, error } = await as.rpc('push_comment_changes', {
      changes: [
        {
          op_id: crypto.randomUUID(),
          kind: 'create',
          comment_id: id,
          brief_id: briefId,
          section,
          body,
          mentions,
        },
      ],
    });
    expect(error).toBeNull();
    expect((data as { ok: boolean }[])[0]!.ok).toBe(true);
    return id;
  }

  it('refuses a caller who is not signed in (401), a missing id (400) and an unknown comment (404)', async () => {
    const id = await comment(asAlice, await aliceBrief('Signed in'), 'Hi @Bob', [bob.id]);
    expect((await notify(anonClient(stack), { event: 'mentioned', comment_id: id })).status).toBe(401);
    expect(await notify(asAlice, { event: 'mentioned' })).toEqual({
      status: 400,
      body: { error: 'comment_id is required' },
    });
    expect(await notify(asAlice, { event: 'mentioned', comment_id: crypto.randomUUID() })).toEqual({
      status: 404,
      body: { error: NO_COMMENT },
    });
    expect(stack.inbox.messages()).toEqual([]);
  });

  it('e-mails the mentioned reader once, with the comment and a link to its section; not the author', async () => {
    const briefId = await aliceBrief('Spring <launch>');
    const id = await comment(asAlice, briefId, 'Is this the right audience, Bob?', [bob.id, alice.id]);
    expect(await notifyMentions(asAlice, id)).toBe(true);
    expect(await notifyMentions(asAlice, id)).toBe(true);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => notify(asAlice, { event: 'mentioned', comment_id: id })),
    );
    expect(answers.every((a) => a.status === 200 && a.body.sent === 0)).toBe(true);
    const mail = stack.inbox.messages();
    expect(mail).toHaveLength(1);
    expect(mail[0]).toMatchObject({
      to: 'bob@example.test',
      subject: 'Alice Owner mentioned you on "Spring <launch>"',
    });
    const link = `${SITE}/brief/${briefId}/view#comments-audience`;
    expect(mail[0]!.text).toContain(
      'Alice Owner mentioned you in a comment on Target Audience in the brief "Spring <launch>":',
    );
    expect(mail[0]!.text).toContain('> Is this the right audience, Bob?');
    expect(mail[0]!.text).toContain(link);
    expect(mail[0]!.html).toContain(`href="${link}"`);
    expect(mail[0]!.html).toContain('Spring &lt;launch&gt;');
  });

  it('e-mails each mentioned reader once, concurrently told', async () => {
    const briefId = await aliceBrief('Two readers');
    const id = await comment(asAlice, briefId, 'Both of you', [bob.id, carol.id], 'brand');
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => notify(asAlice, { event: 'mentioned', comment_id: id })),
    );
    expect(answers.reduce((n, a) => n + Number(a.body.sent), 0)).toBe(2);
    expect(
      stack.inbox
        .messages()
        .map((m) => m.to)
        .sort(),
    ).toEqual(['bob@example.test', 'carol@example.test']);
  });

  it('never e-mails someone who can no longer read the brief, nor a stranger whose id is in the row', async () => {
    const briefId = await aliceBrief('Lost access');
    const id = await comment(asAlice, briefId, 'Carol and Bob, look', [bob.id, carol.id]);
    const unshared = await asAlice
      .from('brief_shares')
      .delete()
      .eq('brief_id', briefId)
      .eq('shared_with_user_id', carol.id);
    expect(unshared.error).toBeNull();
    // The database refuses a stranger's mention on push; even a row that held one mails no stranger.
    await stack.db.query('update public.brief_comments set mentions = mentions || $2::uuid where id = $1', [
      id,
      mallory.id,
    ]);
    expect(await notify(asAlice, { event: 'mentioned', comment_id: id, mentions: [mallory.id] })).toEqual({
      status: 200,
      body: { sent: 1 },
    });
    expect(stack.inbox.messages().map((m) => m.to)).toEqual(['bob@example.test']);
  });

  it("never e-mails for someone else's comment", async () => {
    const briefId = await aliceBrief('Not yours');
    const id = await comment(asAlice, briefId, 'Carol?', [carol.id]);
    for (const as of [asBob, asMallory])
      expect(await notify(as, { event: 'mentioned', comment_id: id })).toEqual({
        status: 404,
        body: { error: NO_COMMENT },
      });
    expect(stack.inbox.messages()).toEqual([]);
  });

  it('never e-mails for an old or a deleted comment', async () => {
    const briefId = await aliceBrief('Old news');
    const old = await comment(asAlice, briefId, 'Long ago, Bob', [bob.id]);
    await stack.db.query(
      "update public.brief_comments set created_at = created_at - interval '11 minutes' where id = $1",
      [old],
    );
    expect((await notify(asAlice, { event: 'mentioned', comment_id: old })).status).toBe(404);

    const gone = await comment(asAlice, briefId, 'Never mind, Bob', [bob.id]);
    const deleted = await asAlice.rpc('push_comment_changes', {
      changes: [{ op_id: crypto.randomUUID(), kind: 'delete', comment_id: gone, brief_id: briefId }],
    });
    expect(deleted.error).toBeNull();
    expect((await notify(asAlice, { event: 'mentioned', comment_id: gone })).status).toBe(404);
    expect(await notifyMentions(asAlice, gone)).toBe(false);
    expect(stack.inbox.messages()).toEqual([]);
  });

  it('quotes a comment with markup as text: escaped in the HTML', async () => {
    const briefId = await aliceBrief('Markup');
    const body = '<script>alert("x")</script> & <a href="https://evil.test">click</a>\nSecond line';
    const id = await comment(asAlice, briefId, body, [bob.id], 'goals');
    expect((await notify(asAlice, { event: 'mentioned', comment_id: id })).body).toEqual({ sent: 1 });
    const [mail] = stack.inbox.messages();
    expect(mail!.text).toContain(
      '> <script>alert("x")</script> & <a href="https://evil.test">click</a>\n> Second line',
    );
    expect(mail!.html).not.toContain('<script>');
    expect(mail!.html).not.toContain('evil.test"');
    expect(mail!.html).toContain(
      '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &lt;a href=&quot;https://evil.test&quot;&gt;click&lt;/a&gt;',
    );
    expect(mail!.text).toContain(`${SITE}/brief/${briefId}/view#comments-goals`);
  });
});

describe('the mention e-mail', () => {
  it.each(Object.entries(SECTIONS))('names the section %s as the app titles it: %s', (section, title) => {
    const mail = mentionMail({
      to: 'bob@example.test',
      link: 'http://x.test',
      title: 'Plan',
      mentionedBy: 'Alice',
      section,
      comment: 'Hi',
    });
    expect(mail.text).toContain(`Alice mentioned you in a comment on ${title} in the brief "Plan":`);
  });
});
