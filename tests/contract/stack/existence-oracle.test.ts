// No existence oracle on insert, over HTTP as a scripted client sends it: `Prefer:
// resolution=ignore-duplicates` ("insert unless the key is taken") with the id of a brief the caller
// cannot see answers exactly as with a fresh id — same status, headers and body — and changes nothing.
// The rule lives in the database (supabase/migrations/*_insert_without_existence_oracle.sql), so
// hosted PostgREST answers the same; the local stack's headers follow PostgREST's (Content-Range
// `*/*` unless the request asks for a count).
import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  availableEngines,
  createMember,
  serviceClient,
  signedInClient,
  startTestStack,
  type Member,
  type Stack,
} from '../../support/stack.ts';

interface Answer {
  status: number;
  contentRange: string | null;
  body: string;
}

describe.each(availableEngines())('ignore-duplicates tells nobody whether an id exists (%s)', (engine) => {
  let stack: Stack;
  let ann: Member;
  let mallory: Member;
  let annBrief: string;
  let malloryClient: SupabaseClient;
  let malloryToken: string;

  beforeAll(async () => {
    stack = await startTestStack({ engine });
    ann = await createMember(stack, { email: 'ann@example.test', password: 'ann-password' });
    mallory = await createMember(stack, { email: 'mallory@example.test', password: 'mallory-password' });
    const annClient = await signedInClient(stack, ann.email, ann.password);
    annBrief = randomUUID();
    const created = await annClient.from('briefs').insert({ id: annBrief, user_id: ann.id, title: 'Hidden' });
    expect(created.error).toBeNull();
    malloryClient = await signedInClient(stack, mallory.email, mallory.password);
    malloryToken = (await malloryClient.auth.getSession()).data.session!.access_token;
  });
  afterAll(() => stack?.close());

  /** Mallory's raw POST /rest/v1/briefs with ignore-duplicates, as curl would send it. */
  async function insertIgnoringDuplicates(id: string, prefer = ''): Promise<Answer> {
    const response = await fetch(`${stack.url}/rest/v1/briefs`, {
      method: 'POST',
      headers: {
        apikey: stack.anonKey,
        authorization: `Bearer ${malloryToken}`,
        'content-type': 'application/json',
        prefer: ['resolution=ignore-duplicates', prefer].filter(Boolean).join(', '),
      },
      body: JSON.stringify({ id, user_id: mallory.id, title: 'Mine?' }),
    });
    return {
      status: response.status,
      contentRange: response.headers.get('content-range'),
      body: await response.text(),
    };
  }

  const annTitle = async () =>
    (await serviceClient(stack).from('briefs').select('title, user_id').eq('id', annBrief).single()).data;

  it("answers an id that exists but is not hers exactly as a fresh id (201, no body), and Ann's brief is untouched", async () => {
    const taken = await insertIgnoringDuplicates(annBrief);
    const fresh = await insertIgnoringDuplicates(randomUUID());
    expect(taken).toEqual(fresh);
    expect(taken).toEqual({ status: 201, contentRange: '*/*', body: '' });
    expect(await annTitle()).toEqual({ title: 'Hidden', user_id: ann.id });
  });

  it('answers the same through supabase-js upsert({ ignoreDuplicates: true })', async () => {
    const upsert = (id: string) =>
      malloryClient
        .from('briefs')
        .upsert({ id, user_id: mallory.id, title: 'Mine?' }, { ignoreDuplicates: true });
    const taken = await upsert(annBrief);
    const fresh = await upsert(randomUUID());
    expect([taken.status, taken.error]).toEqual([201, null]);
    expect([fresh.status, fresh.error]).toEqual([taken.status, taken.error]);
    expect(await annTitle()).toEqual({ title: 'Hidden', user_id: ann.id });
  });
});
