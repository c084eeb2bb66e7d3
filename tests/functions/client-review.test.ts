// client-review over HTTP, on the local stack: members make and revoke links with the unmodified
// supabase-js client; the client is a plain fetch with the public key and no account, as the client's
// page calls it. Every answer the client gets is read whole: the brief, its files (signed URLs that
// download the bytes), client threads and decisions; refusals 404/410/403/400/429 with Retry-After; and
// the e-mail the link's creator gets. The per-IP flood runs last: it blocks this machine's address for
// the rest of the minute.
import { createHash, randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { handler } from '../../supabase/functions/client-review/handler.ts';
import { functionEnv } from '../../supabase/local/functions/env.ts';
import { createMember, signedInClient, startTestStack, type Member, type Stack } from '../support/stack.ts';

const SITE = 'http://127.0.0.1:4173';

interface Answer {
  status: number;
  retryAfter: string | null;
  body: Record<string, unknown>;
}

describe('client-review', () => {
  let stack: Stack;
  let alice: Member;
  let bob: Member;
  let asAlice: SupabaseClient;
  let asBob: SupabaseClient;

  beforeAll(async () => {
    stack = await startTestStack({ siteUrl: SITE });
    alice = await createMember(stack, { email: 'alice@example.test' });
    bob = await createMember(stack, { email: 'bob@example.test' });
    asAlice = await signedInClient(stack, alice.email, alice.password);
    asBob = await signedInClient(stack, bob.email, bob.password);
    await asAlice.from('profiles').update({ full_name: 'Maya Patel' }).eq('id', alice.id);
  });
  afterAll(() => stack?.close());
  beforeEach(() => stack.inbox.clear());

  /** The client's call: plain fetch, the public key, no account. */
  async function client(body: unknown, headers: Record<string, string> = {}): Promise<Answer> {
    const response = await fetch(`${stack.url}/functions/v1/client-review`, {
      method: 'POST',
      headers: { apikey: stack.anonKey, 'Content-Type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
    return {
      status: response.status,
      retryAfter: response.headers.get('retry-after'),
      body: (await response.json()) as Record<string, unknown>,
    };
  }

  async function aliceBrief(title: string, fields: Record<string, unknown> = {}) {
    const id = randomUUID();
    const { error } = await asAlice
      .from('briefs')
      .insert({ id, user_id: alice.id, title, company: 'Acme', ...fields });
    expect(error).toBeNull();
    const shared = await asAlice
      .from('brief_shares')
      .insert({ brief_id: id, shared_with_user_id: bob.id, shared_by_user_id: alice.id, permission: 'read' });
    expect(shared.error).toBeNull();
    return id;
  }

  async function link(briefId: string, permission: 'view' | 'comment', days = 14) {
    const { data, error } = await asAlice.rpc('create_client_link', {
      brief_id: briefId,
      permission,
      expires_in_days: days,
    });
    expect(error).toBeNull();
    return data as { id: string; token: string; expires_at: string };
  }

  const comment = (token: string, extra: Record<string, unknown> = {}) =>
    client({
      action: 'comment',
      token,
      section: 'goals',
      body: 'Can the logo be larger?',
      name: 'Ann Client',
      email: 'ann@client.test',
      ...extra,
    });

  it('opens a link: the brief, who sent it, until when; no e-mail address and no member id', async () => {
    const briefId = await aliceBrief('Spring launch');
    const { token, expires_at } = await link(briefId, 'comment');
    const opened = await client({ action: 'open', token });
    expect(opened.status).toBe(200);
    expect(opened.body.link).toEqual({ permission: 'comment', expires_at, sent_by: 'Maya Patel' });
    expect(opened.body.brief).toMatchObject({ id: briefId, title: 'Spring launch', company: 'Acme' });
    expect(opened.body).toMatchObject({ files: {}, threads: [], decisions: [] });
    const text = JSON.stringify(opened.body);
    expect(text).not.toContain('@');
    expect(text).not.toContain(alice.id);
    expect(text).not.toContain(token);
    const { data } = await asAlice.from('client_links').select('last_opened_at').eq('brief_id', briefId);
    expect(data?.[0]?.last_opened_at).toEqual(expect.any(String));
  });

  it('answers 404 for an unknown or malformed token, 410 for revoked (at once) and expired ones', async () => {
    expect(await client({ action: 'open', token: '0123456789abcdef0123456789abcdef' })).toMatchObject({
      status: 404,
      body: { code: 'link_not_found' },
    });
    expect(await client({ action: 'open', token: 42 })).toMatchObject({
      status: 404,
      body: { code: 'link_not_found' },
    });
    const briefId = await aliceBrief('Taken back');
    const revoked = await link(briefId, 'comment');
    expect((await client({ action: 'open', token: revoked.token })).status).toBe(200);
    const { data, error } = await asAlice.rpc('revoke_client_link', { link_id: revoked.id });
    expect(error).toBeNull();
    expect((data as { revoked_at: string | null }).revoked_at).toEqual(expect.any(String));
    const gone = await client({ action: 'open', token: revoked.token });
    expect(gone).toMatchObject({ status: 410, body: { code: 'link_revoked' } });
    expect(Object.keys(gone.body).sort()).toEqual(['code', 'message']);

    const expired = await link(briefId, 'view', 1);
    await stack.db.query(
      "update public.client_links set expires_at = now() - interval '1 second' where id = $1",
      [expired.id],
    );
    const late = await client({ action: 'open', token: expired.token });
    expect(late).toMatchObject({ status: 410, body: { code: 'link_expired' } });
    expect(Object.keys(late.body).sort()).toEqual(['code', 'expires_at', 'message']);
  });

  it('refuses a View Only share holder a link (42501), and a "Can view" link comments and decisions (403)', async () => {
    const briefId = await aliceBrief('Look only');
    const refused = await asBob.rpc('create_client_link', {
      brief_id: briefId,
      permission: 'comment',
      expires_in_days: 14,
    });
    expect(refused.error).toMatchObject({
      code: '42501',
      message: 'You cannot share this brief with a client.',
    });
    const { token } = await link(briefId, 'view');
    expect(await comment(token)).toMatchObject({ status: 403, body: { code: 'view_only' } });
    expect(
      await client({
        action: 'decide',
        token,
        decision: 'approved',
        note: '',
        name: 'Ann',
        email: 'ann@client.test',
      }),
    ).toMatchObject({ status: 403, body: { code: 'view_only' } });
  });

  it('answers 400 with what to fix', async () => {
    const { token } = await link(await aliceBrief('Inputs'), 'comment');
    expect(await comment(token, { name: ' ' })).toMatchObject({
      status: 400,
      body: { code: 'invalid', message: 'Enter your name.' },
    });
    expect(await comment(token, { email: 'ann' })).toMatchObject({
      status: 400,
      body: { code: 'invalid', message: 'Enter a valid e-mail address.' },
    });
    expect(await comment(token, { body: '' })).toMatchObject({
      status: 400,
      body: { code: 'invalid', message: 'Write a comment.' },
    });
    expect(await comment(token, { thread_id: 'nope' })).toMatchObject({
      status: 400,
      body: { code: 'invalid' },
    });
    expect(await client({ action: 'delete', token })).toMatchObject({
      status: 400,
      body: { code: 'invalid' },
    });
  });

  it('comments: the team pulls it marked as a client, replies, and the client sees the thread; the creator is e-mailed once that day', async () => {
    const briefId = await aliceBrief('Talk');
    const { token } = await link(briefId, 'comment');
    const first = await comment(token, { body: '<script>alert(1)</script>', name: '<b>Ann</b>' });
    expect(first.status).toBe(200);
    const posted = first.body.comment as Record<string, unknown>;
    expect(posted).toMatchObject({
      section: 'goals',
      body: '<script>alert(1)</script>',
      author_name: '<b>Ann</b>',
      client: true,
    });
    expect(posted.thread_id).toBe(posted.id);

    const pulled = await asBob.rpc('pull_comment_changes', { brief_ids: [briefId] });
    expect(pulled.error).toBeNull();
    const rows = (pulled.data as { comments: Record<string, unknown>[] }).comments;
    expect(rows).toMatchObject([{ id: posted.id, author_id: null, client_name: '<b>Ann</b>' }]);

    const reply = await asAlice.rpc('push_comment_changes', {
      changes: [
        {
          op_id: randomUUID(),
          kind: 'create',
          comment_id: randomUUID(),
          brief_id: briefId,
          thread_id: posted.id,
          section: 'goals',
          body: 'Yes, we will.',
        },
      ],
    });
    expect((reply.data as { ok: boolean }[])[0]?.ok).toBe(true);
    expect((await comment(token, { body: 'Thanks', thread_id: posted.id })).status).toBe(200);

    const opened = await client({ action: 'open', token });
    const threads = opened.body.threads as Record<string, unknown>[];
    expect(threads.map((t) => [t.body, t.author_name, t.client])).toEqual([
      ['<script>alert(1)</script>', '<b>Ann</b>', true],
      ['Yes, we will.', 'Maya Patel', false],
      ['Thanks', 'Ann Client', true],
    ]);

    const mail = stack.inbox.messages();
    expect(mail).toHaveLength(1);
    expect(mail[0]).toMatchObject({
      to: 'alice@example.test',
      subject: '<b>Ann</b> (client) commented on "Talk"',
    });
    expect(mail[0]!.text).toContain('ann@client.test');
    expect(mail[0]!.text).toContain(`${SITE}/brief/${briefId}/view#comments-goals`);
    expect(mail[0]!.html).toContain('&lt;script&gt;');
  });

  it("a team member's device hears a client's comment live", async () => {
    const briefId = await aliceBrief('Live');
    const { token } = await link(briefId, 'comment');
    const heard: unknown[] = [];
    let joined: (status: string) => void = () => {};
    const subscribed = new Promise<string>((resolve) => (joined = resolve));
    const channel = asBob
      .channel(`user:${bob.id}`, { config: { private: true } })
      .on('broadcast', { event: 'comment_changed' }, (message) => heard.push(message.payload))
      .subscribe((status) => joined(status));
    try {
      expect(await subscribed).toBe('SUBSCRIBED');
      expect((await comment(token)).status).toBe(200);
      await vi.waitFor(() => expect(heard).toContainEqual({ brief_ids: [briefId] }), { timeout: 5_000 });
    } finally {
      await asBob.removeChannel(channel);
    }
  });

  it('decides: recorded in the history as the client, e-mailed to the creator per decision', async () => {
    const briefId = await aliceBrief('Sign off');
    const { token } = await link(briefId, 'comment');
    const decided = await client({
      action: 'decide',
      token,
      decision: 'approved',
      note: 'Ship it',
      name: 'Ann Client',
      email: 'ann@client.test',
    });
    expect(decided.status).toBe(200);
    expect(decided.body.decision).toMatchObject({
      decision: 'approved',
      note: 'Ship it',
      name: 'Ann Client',
    });

    const { data: history } = await asAlice
      .from('brief_history')
      .select('kind, author_id, details')
      .eq('brief_id', briefId)
      .eq('kind', 'approved');
    expect(history).toEqual([
      { kind: 'approved', author_id: null, details: { note: 'Ship it', client: { name: 'Ann Client' } } },
    ]);
    const changes = await client({
      action: 'decide',
      token,
      decision: 'changes_requested',
      note: 'Actually, one more thing',
      name: 'Ann Client',
      email: 'ann@client.test',
    });
    expect(changes.status).toBe(200);
    const opened = await client({ action: 'open', token });
    expect((opened.body.decisions as { decision: string }[]).map((d) => d.decision)).toEqual([
      'approved',
      'changes_requested',
    ]);

    // The inbox lists the newest first.
    const mail = stack.inbox.messages().reverse();
    expect(mail.map((m) => [m.to, m.subject])).toEqual([
      ['alice@example.test', 'Approved by your client: "Sign off"'],
      ['alice@example.test', 'Your client requested changes: "Sign off"'],
    ]);
    expect(mail[0]!.text).toContain('Approved by Ann Client (client)');
    expect(mail[0]!.text).toContain('Ship it');
    expect(mail[0]!.text).toContain(`${SITE}/brief/${briefId}/view`);
  });

  it('keeps the decision when the e-mail cannot be sent, and gives the claim back for a retry', async () => {
    const briefId = await aliceBrief('Mail down');
    const { id, token } = await link(briefId, 'comment');
    const env = {
      ...functionEnv({
        url: stack.url,
        anonKey: stack.anonKey,
        serviceRoleKey: stack.serviceRoleKey,
        siteUrl: SITE,
      }),
      MAIL_API_URL: 'http://127.0.0.1:9/unreachable',
    };
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const response = await handler(
        new Request('http://localhost/client-review', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', 'x-forwarded-for': '192.0.2.50' },
          body: JSON.stringify({
            action: 'decide',
            token,
            decision: 'approved',
            note: '',
            name: 'Ann Client',
            email: 'ann@client.test',
          }),
        }),
        env,
      );
      expect(response.status).toBe(200);
    } finally {
      quiet.mockRestore();
    }
    const { data } = await asAlice
      .from('brief_history')
      .select('kind')
      .eq('brief_id', briefId)
      .eq('kind', 'approved');
    expect(data).toEqual([{ kind: 'approved' }]);
    const claims = await stack.db.query('select 1 from public.mail_events where subject_id = $1', [id]);
    expect(claims.rows).toEqual([]);
  });

  it("signs the brief's files: the URL downloads the bytes, and nothing of another brief", async () => {
    const briefId = await aliceBrief('With files');
    const fileId = randomUUID();
    const bytes = new Uint8Array(2048).map((_, i) => i % 251);
    const path = `${briefId}/${fileId}`;
    const uploaded = await asAlice.storage
      .from('brief-files')
      .upload(path, new Blob([bytes], { type: 'application/pdf' }));
    expect(uploaded.error).toBeNull();
    const ref = JSON.stringify({
      name: 'Brand book.pdf',
      file: {
        id: fileId,
        path,
        size: bytes.length,
        type: 'application/pdf',
        sha256: createHash('sha256').update(bytes).digest('hex'),
      },
    });
    const saved = await asAlice
      .from('briefs')
      .update({ brand_documents: [ref] })
      .eq('id', briefId);
    expect(saved.error).toBeNull();

    const { token } = await link(briefId, 'view');
    const opened = await client({ action: 'open', token });
    const files = opened.body.files as Record<string, string>;
    expect(Object.keys(files)).toEqual([path]);
    const download = await fetch(files[path]!);
    expect(download.status).toBe(200);
    expect(new Uint8Array(await download.arrayBuffer())).toEqual(bytes);
    // The signature is for that object only.
    const other = files[path]!.replace(fileId, randomUUID());
    expect((await fetch(other)).status).toBeGreaterThanOrEqual(400);
  });

  it('answers 429 with Retry-After past 10 decisions an hour on one link', async () => {
    const { token } = await link(await aliceBrief('Flood'), 'comment');
    const decide = () =>
      client({
        action: 'decide',
        token,
        decision: 'approved',
        note: '',
        name: 'Ann',
        email: 'ann@client.test',
      });
    for (let i = 0; i < 10; i++) expect((await decide()).status).toBe(200);
    const refused = await decide();
    expect(refused).toMatchObject({ status: 429, body: { code: 'rate_limited' } });
    expect(Number(refused.retryAfter)).toBeGreaterThanOrEqual(1);
    expect(Number(refused.retryAfter)).toBeLessThanOrEqual(3600);
  });

  it('answers 429 past 120 calls a minute from one address, whatever x-forwarded-for the client sends', async () => {
    const guess = (i: number) =>
      client(
        { action: 'open', token: i.toString(16).padStart(32, '0') },
        { 'x-forwarded-for': `10.0.${i >> 8}.${i & 255}` },
      );
    // Until the first refusal: at most two windows' worth, as the minute may turn during the run (and
    // this file's earlier calls may share the first minute).
    const answers: Answer[] = [];
    for (let i = 0; i < 250 && answers.at(-1)?.status !== 429; i++) answers.push(await guess(i));
    const limited = answers.length - 1;
    expect(answers[limited]).toMatchObject({ status: 429, body: { code: 'rate_limited' } });
    expect(answers.slice(0, limited).every((a) => a.status === 404)).toBe(true);
    const wait = Number(answers[limited]!.retryAfter);
    expect(wait).toBeGreaterThanOrEqual(1);
    expect(wait).toBeLessThanOrEqual(60);
  });
});
