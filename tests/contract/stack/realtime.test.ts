// The local stack's Realtime subset over the unmodified supabase-js (realtime-js 2.109 on `ws`):
// private channels authorised by the RLS policies on realtime.messages, broadcast from the database
// (the live-update signal of supabase/migrations/*_live_updates.sql), heartbeat, leave. A member who
// cannot read a brief receives nothing about it — not on their own topic, and they cannot join another's.
import { createRequire } from 'node:module';
import { createClient, type RealtimeChannel, type SupabaseClient } from '@supabase/supabase-js';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createMember, startTestStack, type Member, type Stack } from '../../support/stack.ts';

const transport: unknown =
  typeof globalThis.WebSocket === 'undefined' ? createRequire(import.meta.url)('ws') : undefined;

let stack: Stack;
let alice: Member;
let bob: Member;
let mallory: Member;
const clients: SupabaseClient[] = [];

beforeAll(async () => {
  stack = await startTestStack();
  const stamp = Date.now();
  alice = await createMember(stack, { email: `rt-alice-${stamp}@example.com` });
  bob = await createMember(stack, { email: `rt-bob-${stamp}@example.com` });
  mallory = await createMember(stack, { email: `rt-mallory-${stamp}@example.com` });
});
afterEach(async () => {
  await Promise.all(clients.splice(0).map((client) => client.removeAllChannels()));
});
afterAll(async () => {
  await stack?.close();
});

async function clientFor(member: Member | null): Promise<SupabaseClient> {
  const client = createClient(stack.url, stack.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    ...(transport ? { realtime: { transport: transport as never } } : {}),
  });
  if (member) {
    const { error } = await client.auth.signInWithPassword({
      email: member.email,
      password: member.password,
    });
    if (error) throw error;
  }
  clients.push(client);
  return client;
}

type Listening = { channel: RealtimeChannel; received: unknown[]; state: Promise<string> };

/** Joins `topic` privately and records every live-update signal. */
function listen(client: SupabaseClient, topic: string): Listening {
  const received: unknown[] = [];
  let settle: (state: string) => void = () => {};
  const state = new Promise<string>((resolve) => (settle = resolve));
  const channel = client
    .channel(topic, { config: { private: true } })
    .on('broadcast', { event: 'brief_changed' }, (message) => received.push(message.payload))
    .subscribe((status) => {
      if (status !== 'CLOSED') settle(status);
    });
  return { channel, received, state };
}

async function createBriefAs(client: SupabaseClient, member: Member, title: string): Promise<string> {
  const id = crypto.randomUUID();
  const { error } = await client.from('briefs').insert({ id, user_id: member.id, title });
  if (error) throw error;
  return id;
}

describe('Realtime on the local stack', () => {
  it('delivers the change signal of her brief to its owner, on her private topic', async () => {
    const client = await clientFor(alice);
    const own = listen(client, `user:${alice.id}`);
    expect(await own.state).toBe('SUBSCRIBED');
    const id = await createBriefAs(client, alice, 'Live one');
    await vi.waitFor(() => expect(own.received).toContainEqual({ brief_ids: [id] }), { timeout: 5_000 });
  });

  it('refuses to let a member join another member’s topic', async () => {
    const client = await clientFor(mallory);
    const spying = listen(client, `user:${alice.id}`);
    expect(await spying.state).toBe('CHANNEL_ERROR');
  });

  it('refuses a private topic without a session', async () => {
    const client = await clientFor(null);
    expect(await listen(client, `user:${alice.id}`).state).toBe('CHANNEL_ERROR');
  });

  it('tells a member nothing of a brief they cannot read, and tells them once it is shared or unshared', async () => {
    const owner = await clientFor(alice);
    const stranger = await clientFor(mallory);
    const reader = await clientFor(bob);
    const strangerTopic = listen(stranger, `user:${mallory.id}`);
    const readerTopic = listen(reader, `user:${bob.id}`);
    expect(await strangerTopic.state).toBe('SUBSCRIBED');
    expect(await readerTopic.state).toBe('SUBSCRIBED');

    const id = await createBriefAs(owner, alice, 'Not for Mallory');
    await owner.from('briefs').update({ title: 'Still not for Mallory' }).eq('id', id);
    const { error } = await owner
      .from('brief_shares')
      .insert({ brief_id: id, shared_with_user_id: bob.id, shared_by_user_id: alice.id, permission: 'read' });
    expect(error).toBeNull();
    await vi.waitFor(() => expect(readerTopic.received).toContainEqual({ brief_ids: [id] }), {
      timeout: 5_000,
    });

    readerTopic.received.length = 0;
    await owner.from('brief_shares').delete().eq('brief_id', id).eq('shared_with_user_id', bob.id);
    await vi.waitFor(() => expect(readerTopic.received).toContainEqual({ brief_ids: [id] }), {
      timeout: 5_000,
    });
    await owner.from('briefs').delete().eq('id', id);

    // A brief Mallory can read, changed after all the above: once her signal for it has arrived, any
    // signal about Alice's brief would have too.
    const marker = await createBriefAs(stranger, mallory, 'Mallory marker');
    await vi.waitFor(() => expect(strangerTopic.received).toContainEqual({ brief_ids: [marker] }), {
      timeout: 5_000,
    });
    expect(strangerTopic.received).toEqual([{ brief_ids: [marker] }]);
  });

  it('answers heartbeats and leaves cleanly', async () => {
    const client = await clientFor(alice);
    const own = listen(client, `user:${alice.id}`);
    expect(await own.state).toBe('SUBSCRIBED');
    // The socket's heartbeat round trip (realtime-js sends one and waits for the reply).
    const latency = await new Promise<number>((resolve) => {
      client.realtime.onHeartbeat((status) => {
        if (status === 'ok') resolve(0);
      });
      void client.realtime.sendHeartbeat();
    });
    expect(latency).toBe(0);
    expect(await own.channel.unsubscribe()).toBe('ok');
  });
});
