// The local stack's Realtime subset over the unmodified supabase-js (realtime-js 2.109 on `ws`):
// private channels authorised by the RLS policies on realtime.messages, broadcast from the database
// (the live-update signal of supabase/migrations/*_live_updates.sql), heartbeat, leave. A member who
// cannot read a brief receives nothing about it — not on their own topic, and they cannot join another's.
// As hosted Realtime does when it re-checks a channel's token (lib/realtime_web/channels/
// realtime_channel.ex: confirm_token, access_token), a channel is closed with a `system` error when its
// token expires or a new token no longer may read the topic; a deactivated member is sent nothing.
import { createRequire } from 'node:module';
import { createClient, type RealtimeChannel, type SupabaseClient } from '@supabase/supabase-js';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { JWT_SECRET } from '../../../supabase/local/keys.ts';
import {
  createMember,
  signedInClient,
  startTestStack,
  testClock,
  type Member,
  type Stack,
} from '../../support/stack.ts';
import { signedWith } from './tokens.ts';

const transport: unknown =
  typeof globalThis.WebSocket === 'undefined' ? createRequire(import.meta.url)('ws') : undefined;

let stack: Stack;
let alice: Member;
let bob: Member;
let mallory: Member;
let admin: SupabaseClient;
const clients: SupabaseClient[] = [];
const clock = testClock();

beforeAll(async () => {
  stack = await startTestStack({ clock: clock.now });
  const stamp = Date.now();
  alice = await createMember(stack, { email: `rt-alice-${stamp}@example.com` });
  bob = await createMember(stack, { email: `rt-bob-${stamp}@example.com` });
  mallory = await createMember(stack, { email: `rt-mallory-${stamp}@example.com` });
  admin = await signedInClient(stack, stack.adminEmail, stack.adminPassword);
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

type Listening = {
  channel: RealtimeChannel;
  received: unknown[];
  state: Promise<string>;
  /** Every status the subscribe callback reported, in order. */
  states: string[];
  /** The `system` messages the server sent the channel. */
  system: { status?: string; message?: string }[];
};

/** Joins `topic` privately and records every live-update signal. */
function listen(client: SupabaseClient, topic: string): Listening {
  const received: unknown[] = [];
  const states: string[] = [];
  const system: Listening['system'] = [];
  let settle: (state: string) => void = () => {};
  const state = new Promise<string>((resolve) => (settle = resolve));
  const channel = client
    .channel(topic, { config: { private: true } })
    .on('broadcast', { event: 'brief_changed' }, (message) => received.push(message.payload))
    .on('system', {}, (message: { status?: string; message?: string }) => system.push(message))
    .subscribe((status) => {
      states.push(status);
      if (status !== 'CLOSED') settle(status);
    });
  return { channel, received, state, states, system };
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

  it('sends a channel only what is sent after it joined, as hosted Realtime does', async () => {
    const client = await clientFor(bob);
    const before = await createBriefAs(client, bob, 'Before joining');
    const own = listen(client, `user:${bob.id}`);
    expect(await own.state).toBe('SUBSCRIBED');
    const after = await createBriefAs(client, bob, 'After joining');
    await vi.waitFor(() => expect(own.received).toContainEqual({ brief_ids: [after] }), { timeout: 5_000 });
    expect(own.received).not.toContainEqual({ brief_ids: [before] });
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

  it('closes a channel when its token expires, saying so', async () => {
    const client = await clientFor(bob);
    // A token that expires in a minute, as a session's does when it is not refreshed in time; the
    // minute passes on the stack's clock.
    await client.realtime.setAuth(
      await signedWith(JWT_SECRET, { sub: bob.id, role: 'authenticated', email: bob.email }, 60),
    );
    const own = listen(client, `user:${bob.id}`);
    expect(await own.state).toBe('SUBSCRIBED');
    clock.advance(65_000);
    await vi.waitFor(() => expect(own.states).toContain('CLOSED'), { timeout: 5_000 });
    expect(own.system).toContainEqual(
      expect.objectContaining({
        status: 'error',
        message: expect.stringMatching(/^Token has expired \d+ seconds ago$/),
      }),
    );
  });
});

describe('Realtime for a deactivated member', () => {
  async function deactivate(member: Member) {
    const { error } = await admin.rpc('set_member_active', { member_id: member.id, active: false });
    if (error) throw error;
  }

  it('sends nothing to an open channel, refuses a new one, and closes the open one on its next token', async () => {
    const stamp = Date.now();
    const dana = await createMember(stack, { email: `rt-dana-${stamp}@example.com` });
    const carl = await createMember(stack, { email: `rt-carl-${stamp}@example.com` });
    const owner = await clientFor(alice);
    const id = await createBriefAs(owner, alice, 'Shared with Dana and Carl');
    const marker = await createBriefAs(owner, alice, 'Marker');
    for (const member of [dana, carl]) {
      const { error } = await owner.from('brief_shares').insert(
        [id, marker].map((brief_id) => ({
          brief_id,
          shared_with_user_id: member.id,
          shared_by_user_id: alice.id,
          permission: 'read',
        })),
      );
      expect(error).toBeNull();
    }
    const danaClient = await clientFor(dana);
    const open = listen(danaClient, `user:${dana.id}`);
    const carlTopic = listen(await clientFor(carl), `user:${carl.id}`);
    expect(await open.state).toBe('SUBSCRIBED');
    expect(await carlTopic.state).toBe('SUBSCRIBED');

    // Signals of the set-up may still be on their way: wait for one sent after both joined.
    await owner.from('briefs').update({ title: 'Marker, before Dana left' }).eq('id', marker);
    for (const topic of [open, carlTopic]) {
      await vi.waitFor(() => expect(topic.received).toContainEqual({ brief_ids: [marker] }), {
        timeout: 5_000,
      });
    }
    open.received.length = 0;
    carlTopic.received.length = 0;

    await deactivate(dana);
    await owner.from('briefs').update({ title: 'After Dana left' }).eq('id', id);
    // One statement signals both readers; once Carl's signal is here, Dana's would be too.
    await vi.waitFor(() => expect(carlTopic.received).toContainEqual({ brief_ids: [id] }), {
      timeout: 5_000,
    });
    expect(open.received).toEqual([]);

    // A new channel is refused.
    expect(await listen(await clientFor(dana), `user:${dana.id}`).state).toBe('CHANNEL_ERROR');

    // The open one is closed as soon as Realtime checks its next token.
    await danaClient.realtime.setAuth(
      await signedWith(JWT_SECRET, { sub: dana.id, role: 'authenticated', email: dana.email }),
    );
    await vi.waitFor(() => expect(open.states).toContain('CLOSED'), { timeout: 5_000 });
    expect(open.system).toContainEqual(
      expect.objectContaining({
        status: 'error',
        message: `You no longer have permission to read from this Channel topic: user:${dana.id}`,
      }),
    );
  });
});
