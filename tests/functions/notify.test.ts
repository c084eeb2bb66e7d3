// notify under real Deno (the deployed index.ts), behind the local stack's /functions/v1, called with the
// unmodified supabase-js client: it mails the person a brief was just shared with and the reviewers a
// review was just requested from — and nobody when the caller did not do that in the database.
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
  let asMallory: SupabaseClient;
  let brief: string;

  beforeAll(async () => {
    stack = await startTestStack({ functionsRuntime: 'deno', siteUrl: SITE });
    alice = await createMember(stack, { email: 'alice@example.test' });
    bob = await createMember(stack, { email: 'bob@example.test' });
    mallory = await createMember(stack, { email: 'mallory@example.test' });
    asAlice = await signedInClient(stack, alice.email, alice.password);
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
      body: { error: 'event must be shared or review_requested' },
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
});
