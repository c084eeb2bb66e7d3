// The backend attack table (tests/db/attacks/*.test.ts) again, this time over HTTP: each row is a
// request a client holding the public anon key — and maybe a member's token — can send with
// supabase-js through the local stack. Expected: 'rows N' (rows returned, or affected for writes) or
// the SQLSTATE of the error the client sees. A refused or filtered attempt must leave every table
// exactly as it was.
import type { SupabaseClient } from '@supabase/supabase-js';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  anonClient,
  availableEngines,
  createMember,
  serviceClient,
  signedInClient,
  startTestStack,
  type Member,
  type Stack,
} from '../../support/stack.ts';

type Who = 'anon' | 'alice' | 'bob' | 'carol' | 'mallory' | 'ada';

interface World {
  members: Record<Exclude<Who, 'anon'>, Member>;
  clients: Record<Who, SupabaseClient>;
  brief: string;
  malloryBrief: string;
  inviteToken: string;
}

type Result = { error: { code?: string } | null; data: unknown; count?: number | null };

interface AttackRow {
  who: Who;
  action: string;
  run: (c: SupabaseClient, w: World) => PromiseLike<Result>;
  expected: string;
}

const TABLES = [
  'briefs',
  'brief_shares',
  'user_roles',
  'invitations',
  'profiles',
  'brief_tombstones',
  'applied_ops',
];

describe.each(availableEngines())('on %s', (engine) => {
  let stack: Stack;
  let world: World;

  async function snapshot(): Promise<string> {
    const parts: string[] = [];
    for (const t of TABLES) {
      const r = await stack.db.query<{ h: string | null }>(
        `select md5(coalesce(string_agg(x::text, ',' order by x::text), '')) as h from public.${t} x`,
      );
      parts.push(`${t}:${r.rows[0]?.h}`);
    }
    return parts.join(' ');
  }

  function outcome(r: Result): string {
    if (r.error) return r.error.code ?? 'error';
    if (typeof r.count === 'number') return `rows ${r.count}`;
    if (Array.isArray(r.data)) return `rows ${r.data.length}`;
    return r.data === null ? 'rows 0' : 'rows 1';
  }

  const save = (c: SupabaseClient, w: World, userId: string) =>
    c.from('briefs').upsert({ id: w.brief, user_id: userId, title: 'Saved' }, { onConflict: 'id' });
  const push = (c: SupabaseClient, w: World, kind: string) =>
    c.rpc('push_brief_change', {
      op_id: randomUUID(),
      brief_id: w.brief,
      kind,
      base_version: 1,
      patch: { title: 'Pushed' },
      base_values: { title: 'Alice brief' },
    });

  const rows: AttackRow[] = [
    // anonymous callers
    {
      who: 'anon',
      action: "reads Alice's brief",
      run: (c, w) => c.from('briefs').select('*').eq('id', w.brief),
      expected: 'rows 0',
    },
    { who: 'anon', action: 'lists briefs', run: (c) => c.from('briefs').select('*'), expected: 'rows 0' },
    {
      who: 'anon',
      action: "updates Alice's brief",
      run: (c, w) => c.from('briefs').update({ title: 'x' }, { count: 'exact' }).eq('id', w.brief),
      expected: 'rows 0',
    },
    {
      who: 'anon',
      action: "deletes Alice's brief",
      run: (c, w) => c.from('briefs').delete({ count: 'exact' }).eq('id', w.brief),
      expected: 'rows 0',
    },
    {
      who: 'anon',
      action: 'inserts a brief owned by Alice',
      run: (c, w) => c.from('briefs').insert({ user_id: w.members.alice.id, title: 'x' }),
      expected: '42501',
    },
    {
      who: 'anon',
      action: 'reads shares',
      run: (c) => c.from('brief_shares').select('*'),
      expected: 'rows 0',
    },
    { who: 'anon', action: 'pushes a change', run: (c, w) => push(c, w, 'upsert'), expected: '42501' },
    {
      who: 'anon',
      action: 'lists invitations',
      run: (c) => c.from('invitations').select('*'),
      expected: 'rows 0',
    },
    {
      who: 'anon',
      action: "reads an invitation by token (spec's direct select)",
      run: (c, w) => c.from('invitations').select('*').eq('token', w.inviteToken),
      expected: 'rows 0',
    },
    {
      who: 'anon',
      action: 'looks an invitation up with its token',
      run: (c, w) => c.rpc('get_invitation', { invite_token: w.inviteToken }),
      expected: 'rows 1',
    },
    {
      who: 'anon',
      action: 'looks an invitation up with a guessed token',
      run: (c) => c.rpc('get_invitation', { invite_token: '0'.repeat(64) }),
      expected: 'rows 0',
    },
    {
      who: 'anon',
      action: "marks an invitation used (spec's update)",
      run: (c, w) =>
        c
          .from('invitations')
          .update({ used_at: new Date().toISOString() }, { count: 'exact' })
          .eq('token', w.inviteToken),
      expected: 'rows 0',
    },
    {
      who: 'anon',
      action: 'creates an invitation',
      run: (c) => c.from('invitations').insert({ email: 'evil@example.test', role: 'admin' }),
      expected: '42501',
    },
    {
      who: 'anon',
      action: 'asks the sign-up hook whether an e-mail is invited',
      run: (c) => c.rpc('hook_before_user_created', { event: { user: { email: 'newcomer@example.test' } } }),
      expected: '42501',
    },
    {
      who: 'anon',
      action: 'grants someone admin',
      run: (c, w) => c.from('user_roles').insert({ user_id: w.members.mallory.id, role: 'admin' }),
      expected: '42501',
    },
    { who: 'anon', action: 'reads profiles', run: (c) => c.from('profiles').select('*'), expected: 'rows 0' },

    // a member with no access
    {
      who: 'mallory',
      action: "reads Alice's brief",
      run: (c, w) => c.from('briefs').select('*').eq('id', w.brief),
      expected: 'rows 0',
    },
    {
      who: 'mallory',
      action: 'lists briefs (only her own)',
      run: (c) => c.from('briefs').select('id'),
      expected: 'rows 1',
    },
    {
      who: 'mallory',
      action: "updates Alice's brief",
      run: (c, w) => c.from('briefs').update({ title: 'x' }, { count: 'exact' }).eq('id', w.brief),
      expected: 'rows 0',
    },
    {
      who: 'mallory',
      action: "saves over Alice's brief with the spec's upsert",
      run: (c, w) => save(c, w, w.members.mallory.id),
      expected: '42501',
    },
    {
      who: 'mallory',
      action: "deletes Alice's brief",
      run: (c, w) => c.from('briefs').delete({ count: 'exact' }).eq('id', w.brief),
      expected: 'rows 0',
    },
    {
      who: 'mallory',
      action:
        "inserts Alice's brief id unless taken (ignore-duplicates): answered as a fresh id, nothing changes",
      run: (c, w) =>
        c
          .from('briefs')
          .upsert({ id: w.brief, user_id: w.members.mallory.id, title: 'Mine?' }, { ignoreDuplicates: true }),
      expected: 'rows 0',
    },
    {
      who: 'mallory',
      action: 'changes her password with her token alone (no current password)',
      run: (c) => c.auth.updateUser({ password: 'taken-over-1' }),
      expected: 'current_password_required',
    },
    {
      who: 'mallory',
      action: 'inserts a brief owned by Alice',
      run: (c, w) => c.from('briefs').insert({ user_id: w.members.alice.id, title: 'x' }),
      expected: '42501',
    },
    {
      who: 'mallory',
      action: "pushes an edit to Alice's brief",
      run: (c, w) => push(c, w, 'upsert'),
      expected: '42501',
    },
    {
      who: 'mallory',
      action: "pushes a delete of Alice's brief",
      run: (c, w) => push(c, w, 'delete'),
      expected: '42501',
    },
    {
      who: 'mallory',
      action: "shares Alice's brief with herself",
      run: (c, w) =>
        c.from('brief_shares').insert({
          brief_id: w.brief,
          shared_with_user_id: w.members.mallory.id,
          shared_by_user_id: w.members.mallory.id,
          permission: 'write',
        }),
      expected: '42501',
    },
    {
      who: 'mallory',
      action: "reads the shares of Alice's brief",
      run: (c, w) => c.from('brief_shares').select('*').eq('brief_id', w.brief),
      expected: 'rows 0',
    },
    {
      who: 'mallory',
      action: "removes Bob's share",
      run: (c, w) => c.from('brief_shares').delete({ count: 'exact' }).eq('brief_id', w.brief),
      expected: 'rows 0',
    },
    {
      who: 'mallory',
      action: 'grants herself admin (insert)',
      run: (c, w) => c.from('user_roles').insert({ user_id: w.members.mallory.id, role: 'admin' }),
      expected: '42501',
    },
    {
      who: 'mallory',
      action: 'grants herself admin (update)',
      run: (c, w) => c.from('user_roles').update({ role: 'admin' }).eq('user_id', w.members.mallory.id),
      expected: '42501',
    },
    {
      who: 'mallory',
      action: "grants herself admin (the spec's store-role upsert)",
      run: (c, w) => c.from('user_roles').upsert({ user_id: w.members.mallory.id, role: 'admin' }),
      expected: '42501',
    },
    {
      who: 'mallory',
      action: "deletes Ada's role",
      run: (c, w) => c.from('user_roles').delete().eq('user_id', w.members.ada.id),
      expected: '42501',
    },
    {
      who: 'mallory',
      action: "reads Ada's role",
      run: (c, w) => c.from('user_roles').select('role').eq('user_id', w.members.ada.id),
      expected: 'rows 0',
    },
    {
      who: 'mallory',
      action: 'lists invitations',
      run: (c) => c.from('invitations').select('*'),
      expected: 'rows 0',
    },
    {
      who: 'mallory',
      action: 'invites a friend as admin',
      run: (c, w) =>
        c
          .from('invitations')
          .insert({ email: 'friend@example.test', role: 'admin', invited_by: w.members.mallory.id }),
      expected: '42501',
    },
    {
      who: 'mallory',
      action: 'deletes an invitation',
      run: (c, w) => c.from('invitations').delete({ count: 'exact' }).eq('token', w.inviteToken),
      expected: 'rows 0',
    },
    {
      who: 'mallory',
      action: "renames Alice's profile",
      run: (c, w) =>
        c.from('profiles').update({ full_name: 'x' }, { count: 'exact' }).eq('id', w.members.alice.id),
      expected: 'rows 0',
    },
    {
      who: 'mallory',
      action: "takes over Alice's e-mail in her profile",
      run: (c, w) =>
        c.from('profiles').update({ email: 'alice@example.test' }).eq('id', w.members.mallory.id),
      expected: '42501',
    },
    {
      who: 'mallory',
      action: 'creates a profile',
      run: (c) => c.from('profiles').insert({ id: randomUUID(), email: 'x@example.test' }),
      expected: '42501',
    },
    {
      who: 'mallory',
      action: 'writes a tombstone',
      run: (c, w) => c.from('brief_tombstones').insert({ brief_id: w.brief, version: 9 }),
      expected: '42501',
    },
    {
      who: 'mallory',
      action: 'records an applied op for Alice',
      run: (c, w) =>
        c
          .from('applied_ops')
          .insert({ op_id: randomUUID(), user_id: w.members.alice.id, brief_id: w.brief, result: {} }),
      expected: '42501',
    },

    // Bob: read share
    {
      who: 'bob',
      action: "reads Alice's brief (read share)",
      run: (c, w) => c.from('briefs').select('id').eq('id', w.brief),
      expected: 'rows 1',
    },
    {
      who: 'bob',
      action: 'updates it (read share)',
      run: (c, w) => c.from('briefs').update({ title: 'x' }, { count: 'exact' }).eq('id', w.brief),
      expected: 'rows 0',
    },
    {
      who: 'bob',
      action: "saves it with the spec's upsert (read share)",
      run: (c, w) => save(c, w, w.members.bob.id),
      expected: '42501',
    },
    {
      who: 'bob',
      action: 'pushes an edit (read share)',
      run: (c, w) => push(c, w, 'upsert'),
      expected: '42501',
    },
    {
      who: 'bob',
      action: 'deletes it (read share)',
      run: (c, w) => c.from('briefs').delete({ count: 'exact' }).eq('id', w.brief),
      expected: 'rows 0',
    },
    {
      who: 'bob',
      action: 'shares it with Mallory (read share)',
      run: (c, w) =>
        c.from('brief_shares').insert({
          brief_id: w.brief,
          shared_with_user_id: w.members.mallory.id,
          shared_by_user_id: w.members.bob.id,
          permission: 'read',
        }),
      expected: '42501',
    },
    {
      who: 'bob',
      action: 'upgrades his own share to write',
      run: (c, w) =>
        c
          .from('brief_shares')
          .update({ permission: 'write' })
          .eq('brief_id', w.brief)
          .eq('shared_with_user_id', w.members.bob.id),
      // Owners may change a permission in place; a recipient's update matches no row.
      expected: 'rows 0',
    },
    {
      who: 'bob',
      action: "sees the brief's shares",
      run: (c, w) => c.from('brief_shares').select('id').eq('brief_id', w.brief),
      expected: 'rows 2',
    },

    // Carol: write share — may edit, may not delete or give the brief away
    {
      who: 'carol',
      action: 'deletes it (write share)',
      run: (c, w) => c.from('briefs').delete({ count: 'exact' }).eq('id', w.brief),
      expected: 'rows 0',
    },
    {
      who: 'carol',
      action: 'pushes a delete (write share)',
      run: (c, w) => push(c, w, 'delete'),
      expected: '42501',
    },
    {
      who: 'carol',
      action: 'shares it (write share)',
      run: (c, w) =>
        c.from('brief_shares').insert({
          brief_id: w.brief,
          shared_with_user_id: w.members.mallory.id,
          shared_by_user_id: w.members.carol.id,
          permission: 'write',
        }),
      expected: '42501',
    },

    // Alice: owner — cannot forge, cannot touch Mallory's brief, cannot break the value rules
    {
      who: 'alice',
      action: 'shares with Bob again (duplicate share)',
      run: (c, w) =>
        c.from('brief_shares').insert({
          brief_id: w.brief,
          shared_with_user_id: w.members.bob.id,
          shared_by_user_id: w.members.alice.id,
          permission: 'read',
        }),
      expected: '23505',
    },
    {
      who: 'alice',
      action: "shares in Bob's name (forged shared_by)",
      run: (c, w) =>
        c.from('brief_shares').insert({
          brief_id: w.brief,
          shared_with_user_id: w.members.mallory.id,
          shared_by_user_id: w.members.bob.id,
          permission: 'read',
        }),
      expected: '42501',
    },
    {
      who: 'alice',
      action: "shares Mallory's brief",
      run: (c, w) =>
        c.from('brief_shares').insert({
          brief_id: w.malloryBrief,
          shared_with_user_id: w.members.alice.id,
          shared_by_user_id: w.members.alice.id,
          permission: 'write',
        }),
      expected: '42501',
    },
    {
      who: 'alice',
      action: 'sets an unknown status',
      run: (c, w) => c.from('briefs').update({ status: 'shipped' }).eq('id', w.brief),
      expected: '23514',
    },
    {
      who: 'alice',
      action: 'sets an unknown type',
      run: (c, w) => c.from('briefs').update({ type: 'poem' }).eq('id', w.brief),
      expected: '23514',
    },
    {
      who: 'alice',
      action: 'shares with an unknown permission',
      run: (c, w) =>
        c.from('brief_shares').insert({
          brief_id: w.brief,
          shared_with_user_id: w.members.mallory.id,
          shared_by_user_id: w.members.alice.id,
          permission: 'owner',
        }),
      expected: '23514',
    },

    // Ada: admin — but no role changes through the API
    {
      who: 'ada',
      action: 'changes a role through the API (admin)',
      run: (c, w) => c.from('user_roles').update({ role: 'admin' }).eq('user_id', w.members.mallory.id),
      expected: '42501',
    },
    {
      who: 'ada',
      action: 'lists every brief (admin)',
      run: (c) => c.from('briefs').select('id'),
      expected: 'rows 2',
    },
  ];

  beforeAll(async () => {
    stack = await startTestStack({ engine });
    const make = (name: string, role: 'user' | 'admin' = 'user') =>
      createMember(stack, { email: `${name}@example.test`, password: `${name}-password`, role });
    const members = {
      alice: await make('alice'),
      bob: await make('bob'),
      carol: await make('carol'),
      mallory: await make('mallory'),
      ada: await make('ada', 'admin'),
    };
    const clients = { anon: anonClient(stack) } as Record<Who, SupabaseClient>;
    for (const [name, m] of Object.entries(members)) {
      clients[name as Who] = await signedInClient(stack, m.email, m.password);
    }
    const brief = randomUUID();
    const malloryBrief = randomUUID();
    const put = async (c: SupabaseClient, row: object) => {
      const { error } = await c.from('briefs').insert(row);
      expect(error).toBeNull();
    };
    await put(clients.alice, { id: brief, user_id: members.alice.id, title: 'Alice brief' });
    await put(clients.mallory, { id: malloryBrief, user_id: members.mallory.id, title: 'Mallory brief' });
    for (const [who, permission] of [
      ['bob', 'read'],
      ['carol', 'write'],
    ] as const) {
      const { error } = await clients.alice.from('brief_shares').insert({
        brief_id: brief,
        shared_with_user_id: members[who].id,
        shared_by_user_id: members.alice.id,
        permission,
      });
      expect(error).toBeNull();
    }
    const inviteToken = randomUUID().replace(/-/g, '') + randomUUID().replace(/-/g, '');
    const invited = await serviceClient(stack)
      .from('invitations')
      .insert({ email: 'newcomer@example.test', token: inviteToken });
    expect(invited.error).toBeNull();
    world = { members, clients, brief, malloryBrief, inviteToken };
  });
  afterAll(() => stack?.close());

  describe('attack table over HTTP', () => {
    it.each(rows.map((r) => [`${r.who} ${r.action} → ${r.expected}`, r] as const))('%s', async (_, row) => {
      const before = await snapshot();
      const result = await row.run(world.clients[row.who], world);
      expect(outcome(result)).toBe(row.expected);
      const refused = row.expected === 'rows 0' || !row.expected.startsWith('rows');
      if (refused) expect(await snapshot()).toBe(before);
    });

    it('a write share edits the brief but never takes it over; the owner stays Alice', async () => {
      const { clients, members, brief } = world;
      const edited = await clients.carol
        .from('briefs')
        .update({ title: 'Edited by Carol' }, { count: 'exact' })
        .eq('id', brief);
      expect(outcome(edited)).toBe('rows 1');
      const saved = await save(clients.carol, world, members.carol.id);
      expect(saved.error).toBeNull();
      const owner = await stack.db.query<{ user_id: string }>(
        'select user_id from public.briefs where id = $1',
        [brief],
      );
      expect(owner.rows[0]?.user_id).toBe(members.alice.id);
    });

    it('sign-up stays invite-only over /auth/v1, whatever the client sends', async () => {
      const attempts = [
        { email: 'stranger@example.test', password: 'secret-pw' },
        { email: 'stranger@example.test', password: 'secret-pw', options: { data: { role: 'admin' } } },
        { email: 'NEWCOMER@example.test'.replace('NEWCOMER', 'newcomer2'), password: 'secret-pw' },
      ];
      for (const attempt of attempts) {
        const { error } = await anonClient(stack).auth.signUp(attempt);
        expect(error?.status).toBe(403);
      }
      const users = await stack.db.query(
        `select 1 from auth.users where email like 'stranger%' or email like 'newcomer2%'`,
      );
      expect(users.rows).toHaveLength(0);
    });
  });
});
