// The local stack's Realtime on PostgreSQL, where transactions run side by side: a database message is
// delivered however its transaction's commit is ordered against other messages'. realtime.messages
// numbers rows as they are inserted (local_seq), but a transaction that inserted first may commit after
// one that inserted later; delivering up to the highest number seen would skip the earlier message for
// good (hosted Realtime reads committed changes from the write-ahead log and never skips one). Seen
// with 8 devices live on PostgreSQL (bench/live.bench.ts): a save that never reached some devices.
import { createRequire } from 'node:module';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createMember, startTestStack, type Member, type Stack } from '../../support/stack.ts';

const transport: unknown =
  typeof globalThis.WebSocket === 'undefined' ? createRequire(import.meta.url)('ws') : undefined;

describe.runIf(process.env.TEST_DATABASE_URL)('Realtime on PostgreSQL, commits out of order', () => {
  let stack: Stack;
  let alice: Member;
  let client: SupabaseClient;

  beforeAll(async () => {
    stack = await startTestStack({ engine: 'postgres' });
    alice = await createMember(stack, { email: `rt-order-${Date.now()}@example.com` });
    client = createClient(stack.url, stack.anonKey, {
      auth: { persistSession: false, autoRefreshToken: false },
      ...(transport ? { realtime: { transport: transport as never } } : {}),
    });
    const { error } = await client.auth.signInWithPassword({ email: alice.email, password: alice.password });
    if (error) throw error;
  });
  afterAll(async () => {
    await client?.removeAllChannels();
    await stack?.close();
  });

  it('delivers a message whose transaction commits after a later message was delivered', async () => {
    const received: unknown[] = [];
    const subscribed = new Promise<string>((resolve) =>
      client
        .channel(`user:${alice.id}`, { config: { private: true } })
        .on('broadcast', { event: 'brief_changed' }, (message) => received.push(message.payload))
        .subscribe((status) => {
          if (status !== 'CLOSED') resolve(status);
        }),
    );
    expect(await subscribed).toBe('SUBSCRIBED');
    const send = (label: string): [string, unknown[]] => [
      "select realtime.send($1::jsonb, 'brief_changed', $2, true)",
      [JSON.stringify({ brief_ids: [label] }), `user:${alice.id}`],
    ];

    // The first transaction sends, then stays open while a second one sends and commits.
    let commitFirst: () => void = () => {};
    const firstMayCommit = new Promise<void>((resolve) => (commitFirst = resolve));
    let firstSent: () => void = () => {};
    const sentFirst = new Promise<void>((resolve) => (firstSent = resolve));
    const first = stack.db.transaction(async (tx) => {
      await tx.query(...send('sent first, committed last'));
      firstSent();
      await firstMayCommit;
    });
    await sentFirst;
    await stack.db.transaction((tx) => tx.query(...send('sent second, committed first')));
    await vi.waitFor(() => expect(received).toContainEqual({ brief_ids: ['sent second, committed first'] }), {
      timeout: 5_000,
    });

    commitFirst();
    await first;
    await vi.waitFor(() => expect(received).toContainEqual({ brief_ids: ['sent first, committed last'] }), {
      timeout: 5_000,
    });
    expect(received).toHaveLength(2);
  });
});
