// History, reviews and share permissions over HTTP, through the unmodified supabase-js client against the
// local stack: what a member (or an attacker holding a member's token) gets back from PostgREST.
import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createMember,
  signedInClient,
  startTestStack,
  type Member,
  type Stack,
} from '../../support/stack.ts';

describe('history and reviews over HTTP', () => {
  let stack: Stack;
  let alice: Member;
  let bob: Member;
  let mallory: Member;
  let asAlice: SupabaseClient;
  let asBob: SupabaseClient;
  let asMallory: SupabaseClient;
  const brief = randomUUID();

  beforeAll(async () => {
    stack = await startTestStack();
    alice = await createMember(stack, { email: 'alice@example.test' });
    bob = await createMember(stack, { email: 'bob@example.test' });
    mallory = await createMember(stack, { email: 'mallory@example.test' });
    asAlice = await signedInClient(stack, alice.email, alice.password);
    asBob = await signedInClient(stack, bob.email, bob.password);
    asMallory = await signedInClient(stack, mallory.email, mallory.password);
    await asAlice.from('briefs').insert({ id: brief, user_id: alice.id, title: 'Launch', budget: '$10' });
    await asAlice.from('brief_shares').insert({
      brief_id: brief,
      shared_with_user_id: bob.id,
      shared_by_user_id: alice.id,
      permission: 'read',
    });
    await asAlice.from('briefs').update({ budget: '$20' }).eq('id', brief);
  });
  afterAll(() => stack?.close());

  it('gives the history to those who can read the brief, and nothing to others', async () => {
    const shared = await asBob
      .from('brief_history')
      .select('kind, changes')
      .eq('brief_id', brief)
      .order('id');
    expect(shared.error).toBeNull();
    expect(shared.data?.map((row) => row.kind)).toEqual(['created', 'updated']);
    expect(shared.data?.[1]?.changes).toEqual({ budget: { before: '$10', after: '$20' } });
    const stranger = await asMallory.from('brief_history').select('*').eq('brief_id', brief);
    expect(stranger).toMatchObject({ error: null, data: [] });
  });

  it('refuses to write or delete history (403, nothing changed)', async () => {
    const insert = await asAlice
      .from('brief_history')
      .insert({ brief_id: brief, version: 9, kind: 'approved', author_id: bob.id });
    expect(insert.status).toBe(403);
    const remove = await asAlice.from('brief_history').delete().eq('brief_id', brief);
    expect(remove.status).toBe(403);
    const { count } = await asAlice
      .from('brief_history')
      .select('*', { count: 'exact', head: true })
      .eq('brief_id', brief);
    expect(count).toBe(2);
  });

  it('refuses a review from someone who cannot read the brief, and a decision nobody asked for', async () => {
    const stranger = await asAlice.rpc('request_review', {
      brief_id: brief,
      reviewer_ids: [mallory.id],
      note: '',
    });
    expect(stranger.error?.code).toBe('42501');
    const undecided = await asBob.rpc('decide_review', { brief_id: brief, decision: 'approved', note: '' });
    expect(undecided.error?.code).toBe('42501');
    const forged = await asBob
      .from('brief_review_requests')
      .insert({ brief_id: brief, reviewer_id: bob.id, requested_by: alice.id, status: 'approved' });
    expect(forged.status).toBe(403);
  });

  it("lets only the owner change a share's permission in place", async () => {
    const byRecipient = await asBob
      .from('brief_shares')
      .update({ permission: 'write' })
      .eq('brief_id', brief)
      .select('permission');
    expect(byRecipient).toMatchObject({ error: null, data: [] });
    const byOwner = await asAlice
      .from('brief_shares')
      .update({ permission: 'write' })
      .eq('brief_id', brief)
      .select('permission');
    expect(byOwner).toMatchObject({ error: null, data: [{ permission: 'write' }] });
  });
});
