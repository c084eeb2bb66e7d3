// The comments' component tests against the real local stack: Olive owns a brief shared (View Only)
// with Rita and Sam; Zed is a member who cannot read it. The app's client is signed in as Rita, whose
// device the screens run on; Sam and Olive write through their own clients.
import type { SupabaseClient } from '@supabase/supabase-js';
import { vi } from 'vitest';
import type * as RenderModule from '../app/render.tsx';
import type * as SupabaseModule from '../../../src/lib/supabase.ts';
import type { Backend } from '../app/backend.ts';
import { clientFor, createMember, startBackend } from '../app/backend.ts';
import type { BriefsmithDB } from '../../../src/data/db.ts';
import type { LocalBrief } from '../../../src/data/records.ts';
import { putBriefRecords } from '../../../src/data/sync-writer.ts';
import { pullComments, pushComments } from '../../../src/sync/comments.ts';
import type { SectionId } from '../../../src/domain/fields.ts';

vi.setConfig({ testTimeout: 30_000, hookTimeout: 120_000 });

export type Person = { id: string; email: string; password: string };

export interface World {
  stack: Backend;
  render: typeof RenderModule;
  supabase: typeof SupabaseModule.supabase;
  owner: Person;
  rita: Person;
  sam: Person;
  zed: Person;
  asOwner: SupabaseClient;
  asSam: SupabaseClient;
}

async function signedIn(stack: Backend, person: Person) {
  const client = clientFor(stack);
  const { error } = await client.auth.signInWithPassword({ email: person.email, password: person.password });
  if (error) throw error;
  return client;
}

export async function startWorld(): Promise<World> {
  const stack = await startBackend();
  const render = await import('../app/render.tsx');
  const { supabase } = await import('../../../src/lib/supabase.ts');
  const service = clientFor(stack, stack.serviceRoleKey);
  const names: [string, string][] = [
    ['olive@example.com', 'Olive Owner'],
    ['rita@example.com', 'Rita Reader'],
    ['sam@example.com', 'Sam Second'],
    ['zed@example.com', 'Zed Stranger'],
  ];
  const [owner, rita, sam, zed] = await Promise.all(names.map(([email]) => createMember(stack, email)));
  await Promise.all(
    [owner, rita, sam, zed].map((person, i) =>
      service.from('profiles').update({ full_name: names[i]![1] }).eq('id', person!.id),
    ),
  );
  const signIn = await supabase.auth.signInWithPassword({ email: rita!.email, password: rita!.password });
  if (signIn.error) throw signIn.error;
  return {
    stack,
    render,
    supabase,
    owner: owner!,
    rita: rita!,
    sam: sam!,
    zed: zed!,
    asOwner: await signedIn(stack, owner!),
    asSam: await signedIn(stack, sam!),
  };
}

/** Signs Rita out and stops the stack (a file's afterAll; `world` is unset when startWorld failed). */
export async function stopWorld(world: World | undefined): Promise<void> {
  await world?.supabase.auth.signOut();
  await world?.stack.close();
}

/** Olive's brief, shared View Only with Rita and Sam, on Rita's device (a fresh database). */
export async function sharedBrief(world: World, title = 'Launch Plan') {
  const { asOwner, owner, rita, sam } = world;
  const db = world.render.freshDatabase(rita.id + crypto.randomUUID());
  const id = crypto.randomUUID();
  const inserted = await asOwner.from('briefs').insert({ id, user_id: owner.id, title });
  if (inserted.error) throw inserted.error;
  for (const person of [rita, sam]) {
    const shared = await asOwner.from('brief_shares').insert({
      brief_id: id,
      shared_with_user_id: person.id,
      shared_by_user_id: owner.id,
      permission: 'read',
    });
    if (shared.error) throw shared.error;
  }
  const { data } = await asOwner.from('briefs').select('*').eq('id', id).single();
  const { version, ...row } = data as Record<string, unknown> & { version: number };
  const record: LocalBrief = {
    id,
    row: row as never,
    base: row as never,
    serverVersion: version,
    ownerId: owner.id,
    ownerEmail: owner.email,
    ownerName: 'Olive Owner',
    isOwner: false,
    permission: 'read',
    updatedAt: row.updated_at as string,
  };
  await db.transaction('rw', [db.briefs, db.cards], () => putBriefRecords(db, [record]));
  return { db, id };
}

/** Someone else comments on the server (a new thread); Rita's device pulls it. */
export async function commentAs(
  world: World,
  client: SupabaseClient,
  db: BriefsmithDB,
  briefId: string,
  { section = 'audience', body, mentions = [] }: { section?: SectionId; body: string; mentions?: string[] },
) {
  const id = crypto.randomUUID();
  const { data, error } = await client.rpc('push_comment_changes', {
    changes: [
      {
        op_id: crypto.randomUUID(),
        kind: 'create',
        comment_id: id,
        brief_id: briefId,
        section,
        body,
        mentions,
      },
    ],
  });
  if (error) throw error;
  if (!(data as { ok: boolean }[])[0]?.ok) throw new Error(JSON.stringify(data));
  await syncComments(world, db);
  return id;
}

/** What the engine does for comments: send the queue, then pull. */
export async function syncComments(world: World, db: BriefsmithDB) {
  await pushComments(db, world.supabase);
  await pullComments(db, world.supabase);
}

export const asRita = (world: World, db: BriefsmithDB) => ({
  user: { id: world.rita.id, email: world.rita.email },
  db,
});
