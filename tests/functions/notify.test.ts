// notify under real Deno (the deployed index.ts), behind the local stack's /functions/v1, called with the
// unmodified supabase-js client: it mails the person a brief was just shared with and the reviewers a
// review was just requested from, and the person who asked for a review once the reviewer decided — and
// nobody when the caller did not do that in the database. One e-mail per event, whatever the calls:
// the database records an event as mailed before the mail goes out.
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  anonClient,
  createMember,
  signedInClient,
  startTestStack,
  type Member,
  type Stack,
} from '../support/stack.ts';

const SITE = 'http://127.0.0.1:4173';

async function notify(client: SupabaseClient, body: Record<string, unknown>) {
  const { data, error } = await client.functions.invoke('notify', { body });
  if (!error) return { status: 200, body: data as Record<string, unknown> };
  const response = (error as { context?: Response }).context;
  if (!(response instanceof Response)) throw error;
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe('notify (Deno)', () => {
  let stack: Stack;
  let alice: Member;
  let bob: Member;
  let mallory: Member;
  let asAlice: SupabaseClient;
  let asBob: SupabaseClient;
  let asMallory: SupabaseClient;
  let brief: string;

  beforeAll(async () => {
    stack = await startTestStack({ functionsRuntime: 'deno', siteUrl: SITE });
    alice = await createMember(stack, { email: 'alice@example.test' });
    bob = await createMember(stack, { email: 'bob@example.test' });
    mallory = await createMember(stack, { email: 'mallory@example.test' });
    asAlice = await signedInClient(stack, alice.email, alice.password);
    asBob = await signedInClient(stack, bob.email, bob.password);
    asMallory = await signedInClient(stack, mallory.email, mallory.password);
    await asAlice.from('profiles').update({ full_name: 'Alice Owner' }).eq('id', alice.id);
    brief = crypto.randomUUID();
    const created = await asAlice
      .from('briefs')
      .insert({ id: brief, user_id: alice.id, title: 'Spring <launch>' });
    expect(created.error).toBeNull();
  });
  afterAll(() => stack?.close());
  beforeEach(() => stack.inbox.clear());

  it('refuses a caller who is not signed in (401) and sends nothing', async () => {
    const result = await notify(anonClient(stack), { event: 'shared', brief_id: brief, user_id: bob.id });
    expect(result.status).toBe(401);
    expect(stack.inbox.messages()).toEqual([]);
  });

  it('refuses an unknown event or missing ids (400)', async () => {
    expect(await notify(asAlice, { event: 'spam' })).toEqual({
      status: 400,
      body: { error: 'event must be shared, review_requested, review_decided or mentioned' },
    });
    expect((await notify(asAlice, { event: 'shared', brief_id: brief })).status).toBe(400);
  });

  it('sends nothing for a share that did not happen (404)', async () => {
    const result = await notify(asAlice, { event: 'shared', brief_id: brief, user_id: mallory.id });
    expect(result).toEqual({ status: 404, body: { error: 'No recent share of yours to tell anyone about' } });
    expect(stack.inbox.messages()).toEqual([]);
  });

  it('e-mails the person a brief was shared with its link, once; not for someone else', async () => {
    const shared = await asAlice.from('brief_shares').insert({
      brief_id: brief,
      shared_with_user_id: bob.id,
      shared_by_user_id: alice.id,
      permission: 'write',
    });
    expect(shared.error).toBeNull();
    // Mallory cannot claim Alice's share to mail Bob.
    expect((await notify(asMallory, { event: 'shared', brief_id: brief, user_id: bob.id })).status).toBe(404);
    expect(await notify(asAlice, { event: 'shared', brief_id: brief, user_id: bob.id })).toEqual({
      status: 200,
      body: { sent: 1 },
    });
    const mail = stack.inbox.messages();
    expect(mail).toHaveLength(1);
    expect(mail[0]).toMatchObject({
      to: 'bob@example.test',
      subject: 'Alice Owner shared "Spring <launch>" with you',
    });
    expect(mail[0]!.text).toContain(`${SITE}/brief/${brief}/view`);
    expect(mail[0]!.text).toContain('You can view and edit it');
    expect(mail[0]!.html).toContain('Spring &lt;launch&gt;');
  });

  it('e-mails each reviewer asked, with the note; not when nobody was asked', async () => {
    expect((await notify(asAlice, { event: 'review_requested', brief_id: brief })).status).toBe(404);
    const requested = await asAlice.rpc('request_review', {
      brief_id: brief,
      reviewer_ids: [bob.id],
      note: 'Check the budget',
    });
    expect(requested.error).toBeNull();
    expect((await notify(asMallory, { event: 'review_requested', brief_id: brief })).status).toBe(404);
    expect(
      await notify(asAlice, { event: 'review_requested', brief_id: brief, reviewer_ids: [bob.id] }),
    ).toEqual({
      status: 200,
      body: { sent: 1 },
    });
    const mail = stack.inbox.messages();
    expect(mail).toHaveLength(1);
    expect(mail[0]).toMatchObject({ to: 'bob@example.test', subject: 'Review requested: "Spring <launch>"' });
    expect(mail[0]!.text).toContain('Alice Owner asked you to review');
    expect(mail[0]!.text).toContain('Their note: Check the budget');
    expect(mail[0]!.text).toContain(`${SITE}/brief/${brief}/view`);
  });

  /** A new brief of Alice's, shared with Bob (read) — `sharedWithBob: false` leaves it unshared. */
  async function aliceBrief(title: string, { sharedWithBob = true } = {}) {
    const id = crypto.randomUUID();
    const created = await asAlice.from('briefs').insert({ id, user_id: alice.id, title });
    expect(created.error).toBeNull();
    if (sharedWithBob) {
      const shared = await asAlice.from('brief_shares').insert({
        brief_id: id,
        shared_with_user_id: bob.id,
        shared_by_user_id: alice.id,
        permission: 'read',
      });
      expect(shared.error).toBeNull();
    }
    return id;
  }
  const tenTimes = <T>(call: () => Promise<T>) => Promise.all(Array.from({ length: 10 }, call));

  it('e-mails a share once, however often and however concurrently notify is called', async () => {
    const id = await aliceBrief('Once only');
    const answers = await tenTimes(() => notify(asAlice, { event: 'shared', brief_id: id, user_id: bob.id }));
    expect(answers.every((a) => a.status === 200)).toBe(true);
    expect(answers.map((a) => a.body.sent).sort()).toEqual([0, 0, 0, 0, 0, 0, 0, 0, 0, 1]);
    expect(await notify(asAlice, { event: 'shared', brief_id: id, user_id: bob.id })).toEqual({
      status: 200,
      body: { sent: 0 },
    });
    expect(stack.inbox.messages().map((m) => m.to)).toEqual(['bob@example.test']);
  });

  it('e-mails a review request once, however often notify or request_review is called while it is open', async () => {
    const id = await aliceBrief('Review once');
    const ask = (note: string) =>
      asAlice.rpc('request_review', { brief_id: id, reviewer_ids: [bob.id], note });
    expect((await ask('')).error).toBeNull();
    const call = () => notify(asAlice, { event: 'review_requested', brief_id: id, reviewer_ids: [bob.id] });
    const answers = await tenTimes(call);
    expect(answers.map((a) => a.body.sent).sort()).toEqual([0, 0, 0, 0, 0, 0, 0, 0, 0, 1]);
    expect(stack.inbox.messages()).toHaveLength(1);

    // Asking again while Bob's request is open, even with other notes, is the same request.
    for (const note of ['', 'Again', 'And again']) {
      expect((await ask(note)).error).toBeNull();
      await call();
    }
    expect(stack.inbox.messages()).toHaveLength(1);

    // Once he has decided, asking again is a new request, e-mailed once.
    expect(
      (await asBob.rpc('decide_review', { brief_id: id, decision: 'approved', note: '' })).error,
    ).toBeNull();
    expect((await ask('One more look')).error).toBeNull();
    await tenTimes(call);
    expect(stack.inbox.messages()).toHaveLength(2);
    expect(stack.inbox.messages()[0]!.text).toContain('Their note: One more look');
  });

  it('tells the person who asked about a decision, once per decision', async () => {
    const id = await aliceBrief('Decide me');
    expect(
      (await asAlice.rpc('request_review', { brief_id: id, reviewer_ids: [bob.id], note: 'Please' })).error,
    ).toBeNull();
    // No decision yet: nothing to tell.
    expect(await notify(asBob, { event: 'review_decided', brief_id: id })).toEqual({
      status: 404,
      body: { error: 'No recent review decision of yours to tell anyone about' },
    });
    const decide = (decision: string, note: string) =>
      asBob.rpc('decide_review', { brief_id: id, decision, note });
    expect((await decide('changes_requested', 'Budget\r\ntoo low')).error).toBeNull();
    // Only the reviewer who decided can have it told; not Mallory, not the requester herself.
    expect((await notify(asMallory, { event: 'review_decided', brief_id: id })).status).toBe(404);
    expect((await notify(asAlice, { event: 'review_decided', brief_id: id })).status).toBe(404);
    const answers = await tenTimes(() => notify(asBob, { event: 'review_decided', brief_id: id }));
    expect(answers.map((a) => a.body.sent).sort()).toEqual([0, 0, 0, 0, 0, 0, 0, 0, 0, 1]);
    let mail = stack.inbox.messages();
    expect(mail).toHaveLength(1);
    expect(mail[0]).toMatchObject({ to: 'alice@example.test', subject: 'Changes requested: "Decide me"' });
    expect(mail[0]!.text).toContain('bob@example.test requested changes to the brief "Decide me".');
    expect(mail[0]!.text).toContain('Their note: Budget\r\ntoo low');
    expect(mail[0]!.text).toContain(`${SITE}/brief/${id}/view`);

    // The same decision again changes nothing, so there is nothing new to tell.
    expect((await decide('changes_requested', 'Budget\r\ntoo low')).error).toBeNull();
    expect(await notify(asBob, { event: 'review_decided', brief_id: id })).toEqual({
      status: 200,
      body: { sent: 0 },
    });
    // A new decision is a new e-mail.
    expect((await decide('approved', '')).error).toBeNull();
    await tenTimes(() => notify(asBob, { event: 'review_decided', brief_id: id }));
    mail = stack.inbox.messages();
    expect(mail).toHaveLength(2);
    expect(mail[0]).toMatchObject({ to: 'alice@example.test', subject: 'Approved: "Decide me"' });
    expect(mail[0]!.text).toContain('bob@example.test approved the brief "Decide me".');
  });

  it('never lets a line break in a title, a name or a note into an e-mail header', async () => {
    await asAlice
      .from('profiles')
      .update({ full_name: 'Alice\r\nBcc: mallory@example.test' })
      .eq('id', alice.id);
    try {
      const title = 'Plan\r\nBcc: mallory@example.test\nX-Spam: yes\u0007';
      const id = await aliceBrief(title);
      expect((await notify(asAlice, { event: 'shared', brief_id: id, user_id: bob.id })).body).toEqual({
        sent: 1,
      });
      expect(
        (await asAlice.rpc('request_review', { brief_id: id, reviewer_ids: [bob.id], note: 'Hi\r\nCc: x@y' }))
          .error,
      ).toBeNull();
      expect((await notify(asAlice, { event: 'review_requested', brief_id: id })).body).toEqual({ sent: 1 });
      const headerSafe = (m: { subject: string; from: string; to: string }) =>
        // eslint-disable-next-line no-control-regex -- finding control characters is the point
        expect([m.subject, m.from, m.to].join('|')).not.toMatch(/[\u0000-\u001f\u007f]/);
      let mail = stack.inbox.messages();
      expect(mail.map((m) => m.to)).toEqual(['bob@example.test', 'bob@example.test']);
      mail.forEach(headerSafe);
      expect(mail[1]!.subject).toBe(
        'Alice Bcc: mallory@example.test shared "Plan Bcc: mallory@example.test X-Spam: yes" with you',
      );
      expect(mail[0]!.subject).toBe('Review requested: "Plan Bcc: mallory@example.test X-Spam: yes"');

      expect(
        (await asBob.rpc('decide_review', { brief_id: id, decision: 'approved', note: 'Ok\r\nBcc: x@y' }))
          .error,
      ).toBeNull();
      expect((await notify(asBob, { event: 'review_decided', brief_id: id })).body).toEqual({ sent: 1 });
      mail = stack.inbox.messages();
      expect(mail.map((m) => m.to)).toEqual(['alice@example.test', 'bob@example.test', 'bob@example.test']);
      headerSafe(mail[0]!);
      expect(mail[0]!.subject).toBe('Approved: "Plan Bcc: mallory@example.test X-Spam: yes"');
    } finally {
      await asAlice.from('profiles').update({ full_name: 'Alice Owner' }).eq('id', alice.id);
    }
  });
});
