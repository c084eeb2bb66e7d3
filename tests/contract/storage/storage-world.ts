// The cast over HTTP for the Storage contract tests: Alice owns a brief shared View Only with Bob and
// Can Edit with Carol and Dana (Dana is then deactivated, her token still valid); Mallory is a member
// with no access to it. Clients are the unmodified supabase-js, signed in through the stack's GoTrue.
import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { createMember, signedInClient, type Member, type Stack } from '../../support/stack.ts';

export const BUCKET = 'brief-files';

export interface StorageCast {
  alice: SupabaseClient;
  bob: SupabaseClient;
  carol: SupabaseClient;
  dana: SupabaseClient;
  mallory: SupabaseClient;
  members: Record<'alice' | 'bob' | 'carol' | 'dana' | 'mallory', Member>;
  /** Alice's brief. */
  brief: string;
  /** Mallory's own brief. */
  malloryBrief: string;
}

async function member(stack: Stack, name: string): Promise<[Member, SupabaseClient]> {
  const m = await createMember(stack, { email: `${name}@example.test`, password: `${name}-password` });
  return [m, await signedInClient(stack, m.email, m.password)];
}

async function newBrief(client: SupabaseClient, owner: Member, title: string): Promise<string> {
  const id = randomUUID();
  const { error } = await client.from('briefs').insert({ id, title, user_id: owner.id });
  if (error) throw new Error(`brief: ${error.message}`);
  return id;
}

export async function buildCast(stack: Stack): Promise<StorageCast> {
  const [alice, aliceClient] = await member(stack, 'alice');
  const [bob, bobClient] = await member(stack, 'bob');
  const [carol, carolClient] = await member(stack, 'carol');
  const [dana, danaClient] = await member(stack, 'dana');
  const [mallory, malloryClient] = await member(stack, 'mallory');
  const brief = await newBrief(aliceClient, alice, 'Alice brief');
  const malloryBrief = await newBrief(malloryClient, mallory, 'Mallory brief');
  for (const [who, permission] of [
    [bob, 'read'],
    [carol, 'write'],
    [dana, 'write'],
  ] as const) {
    const { error } = await aliceClient
      .from('brief_shares')
      .insert({ brief_id: brief, shared_with_user_id: who.id, shared_by_user_id: alice.id, permission });
    if (error) throw new Error(`share: ${error.message}`);
  }
  await stack.db.query('update public.user_roles set deactivated_at = now() where user_id = $1', [dana.id]);
  return {
    alice: aliceClient,
    bob: bobClient,
    carol: carolClient,
    dana: danaClient,
    mallory: malloryClient,
    members: { alice, bob, carol, dana, mallory },
    brief,
    malloryBrief,
  };
}

/** A PDF-typed body of `size` bytes (content need not be a real PDF: Storage checks the type given). */
export const pdf = (size: number, fill = 7) =>
  new Blob([new Uint8Array(size).fill(fill)], { type: 'application/pdf' });

/** What a refused call's error says: storage-api's body status (`statusCode`) and message. */
export function refusal(error: unknown): string {
  const e = error as { statusCode?: string; message?: string } | null;
  return e ? `${e.statusCode} ${e.message}` : 'ok';
}
