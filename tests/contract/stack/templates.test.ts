// Team templates over HTTP, with the unmodified supabase-js against the local stack: the
// calls the app makes (list, save as template) and what a scripted client cannot do.
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  anonClient,
  availableEngines,
  createMember,
  signedInClient,
  startTestStack,
  type Member,
  type Stack,
} from '../../support/stack.ts';

const COLUMNS = 'id, name, type, content, author_id, created_at, updated_at';

describe.each(availableEngines())('templates on %s', (engine) => {
  let stack: Stack;
  let alice: Member;
  let bob: Member;
  let ada: Member;
  let aliceClient: SupabaseClient;
  let bobClient: SupabaseClient;
  let adaClient: SupabaseClient;

  beforeAll(async () => {
    stack = await startTestStack({ engine });
    alice = await createMember(stack, { email: 'alice@example.test', password: 'alice-password' });
    bob = await createMember(stack, { email: 'bob@example.test', password: 'bob-password' });
    ada = await createMember(stack, { email: 'ada@example.test', password: 'ada-password', role: 'admin' });
    aliceClient = await signedInClient(stack, alice.email, alice.password);
    bobClient = await signedInClient(stack, bob.email, bob.password);
    adaClient = await signedInClient(stack, ada.email, ada.password);
  });
  afterAll(() => stack?.close());

  async function saveTemplate(client: SupabaseClient, values: Record<string, unknown>) {
    return client.from('brief_templates').insert(values).select(COLUMNS).single();
  }

  it('saves a template as its author (whatever author and date the client sends) and every member reads it', async () => {
    const saved = await saveTemplate(aliceClient, {
      name: 'Launch kit',
      type: 'product',
      content: { project_type: 'Launch', key_messages: ['New'] },
      author_id: bob.id,
      created_at: '2000-01-01T00:00:00Z',
    });
    expect(saved.error).toBeNull();
    expect(saved.data).toMatchObject({ name: 'Launch kit', type: 'product', author_id: alice.id });
    expect(Date.parse(saved.data!.created_at)).toBeGreaterThan(Date.parse('2020-01-01'));

    const listed = await bobClient.from('brief_templates').select(COLUMNS).order('updated_at');
    expect(listed.error).toBeNull();
    expect(listed.data?.map((t) => t.name)).toContain('Launch kit');
    expect(listed.data?.find((t) => t.name === 'Launch kit')?.content).toEqual({
      project_type: 'Launch',
      key_messages: ['New'],
    });
  });

  it('lets only the author and admins change or delete a template', async () => {
    const { data: template } = await saveTemplate(aliceClient, { name: 'Alice only', content: {} });
    const renamed = await bobClient
      .from('brief_templates')
      .update({ name: 'Bob was here' })
      .eq('id', template!.id)
      .select();
    expect(renamed.data).toEqual([]);
    const removed = await bobClient.from('brief_templates').delete().eq('id', template!.id).select();
    expect(removed.data).toEqual([]);

    const own = await aliceClient
      .from('brief_templates')
      .update({ name: 'Alice renamed' })
      .eq('id', template!.id)
      .select('name');
    expect(own.data).toEqual([{ name: 'Alice renamed' }]);
    const byAdmin = await adaClient.from('brief_templates').delete().eq('id', template!.id).select('id');
    expect(byAdmin.data).toEqual([{ id: template!.id }]);
  });

  it('refuses anonymous callers and bad values with an error the client sees', async () => {
    const anon = await anonClient(stack).from('brief_templates').select('id');
    expect(anon.error?.code).toBe('42501');
    const blank = await saveTemplate(bobClient, { name: '  ', content: {} });
    expect(blank.error?.code).toBe('23514');
    const notObject = await saveTemplate(bobClient, { name: 'List', content: [1] });
    expect(notObject.error?.code).toBe('23514');
  });
});
