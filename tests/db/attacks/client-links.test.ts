// The attack table for client review links: actor × action → what the database lets happen.
// The cast of world.ts (Alice's brief is shared read-only with Bob and writable with Carol; Mallory has
// no access and a brief of her own; Ada is an admin), plus Dana, who had a write share, made a link and
// was deactivated. Alice made a "comment" link, a "view" link, a revoked one and an expired one; Mallory
// made a "comment" link to her own brief. A client started a thread on each brief; Carol started an
// internal thread on Alice's. The client's calls are the service role's (the client-review function),
// and their refusals are answers: {"error": …}.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../supabase/local/db/database.ts';
import { availableEngines, createTestDatabase } from '../../../supabase/local/db/test-database.ts';
import { createBrief, createMember, queryAs, serviceRole, share, type Member } from '../support.ts';
import { buildWorld, type World } from '../world.ts';
import { runAttacks, type Attack } from '../attack-rows.ts';

interface LinkedWorld extends World {
  dana: Member;
  /** Alice's "comment" link to her brief: its token and id. */
  token: string;
  linkId: string;
  viewToken: string;
  revokedToken: string;
  expiredToken: string;
  /** Dana's link, made before she was deactivated. */
  danaToken: string;
  /** Mallory's "comment" link to her own brief. */
  malloryToken: string;
  /** A fresh "comment" link of Alice's, for the floods. */
  floodToken: string;
  /** A link to a brief Alice deleted since. */
  deletedToken: string;
  /** The client thread on Alice's brief, the one on Mallory's, and Carol's internal thread. */
  clientThread: string;
  malloryClientThread: string;
  carolThread: string;
}

type Who = 'anon' | 'alice' | 'bob' | 'carol' | 'mallory' | 'ada' | 'dana' | 'service';

const IP = '203.0.113.7';
const LINK_COLUMNS =
  'id, brief_id, permission, created_by, created_at, expires_at, revoked_at, revoked_by, last_opened_at';

async function makeLink(db: Database, who: Member, brief: string, permission: 'view' | 'comment', days = 14) {
  const { rows } = await queryAs<{ link: { id: string; token: string } }>(
    db,
    who,
    'select public.create_client_link($1, $2, $3) as link',
    [brief, permission, days],
  );
  const link = rows[0]?.link;
  if (!link) throw new Error('no link');
  return link;
}

async function clientThread(db: Database, token: string, body: string): Promise<string> {
  const { rows } = await queryAs<{ answer: { comment?: { id: string } } }>(
    db,
    serviceRole,
    "select public.client_comment($1, $2, 'goals', $3, 'Ann Client', 'ann@client.test') as answer",
    [token, IP, body],
  );
  const id = rows[0]?.answer.comment?.id;
  if (!id) throw new Error(`no comment: ${JSON.stringify(rows[0])}`);
  return id;
}

async function buildLinkedWorld(db: Database): Promise<LinkedWorld> {
  const world = await buildWorld(db);
  const dana = await createMember(db, 'dana@example.test', 'user', 'Dana Leaver');
  await share(db, world.alice, world.brief, dana, 'write');
  const link = await makeLink(db, world.alice, world.brief, 'comment');
  const view = await makeLink(db, world.alice, world.brief, 'view');
  const revoked = await makeLink(db, world.alice, world.brief, 'comment');
  await queryAs(db, world.alice, 'select public.revoke_client_link($1)', [revoked.id]);
  const expired = await makeLink(db, world.alice, world.brief, 'comment', 1);
  await db.query("update public.client_links set expires_at = now() - interval '1 minute' where id = $1", [
    expired.id,
  ]);
  const danaLink = await makeLink(db, dana, world.brief, 'comment');
  await db.query('update public.user_roles set deactivated_at = now() where user_id = $1', [dana.id]);
  const malloryLink = await makeLink(db, world.mallory, world.malloryBrief, 'comment');
  const flood = await makeLink(db, world.alice, world.brief, 'comment');
  const gone = await createBrief(db, world.alice, { title: 'Gone brief' });
  const goneLink = await makeLink(db, world.alice, gone, 'comment');
  await queryAs(db, world.alice, 'delete from public.briefs where id = $1', [gone]);

  const carolThread = randomUUID();
  await queryAs(db, world.carol, 'select public.push_comment_changes($1::jsonb)', [
    JSON.stringify([
      {
        op_id: randomUUID(),
        kind: 'create',
        comment_id: carolThread,
        brief_id: world.brief,
        section: 'goals',
        body: 'Internal: is the budget right?',
      },
    ]),
  ]);
  return {
    ...world,
    dana,
    token: link.token,
    linkId: link.id,
    viewToken: view.token,
    revokedToken: revoked.token,
    expiredToken: expired.token,
    danaToken: danaLink.token,
    malloryToken: malloryLink.token,
    deletedToken: goneLink.token,
    floodToken: flood.token,
    clientThread: await clientThread(db, link.token, 'Can we see the logo larger?'),
    malloryClientThread: await clientThread(db, malloryLink.token, 'On Mallory brief'),
    carolThread,
  };
}

type Answer = Record<string, unknown> & { error?: string };
const errorOf = (answer: unknown): string => (answer as Answer).error ?? 'ok';

const open = (token: string, ip = IP): [string, unknown[]] => [
  'select public.client_open($1, $2)',
  [token, ip],
];
const comment = (
  token: string,
  body = 'A question',
  extra: { thread?: string; name?: string; email?: string } = {},
) =>
  [
    'select public.client_comment($1, $2, $3, $4, $5, $6, $7)',
    [
      token,
      IP,
      'goals',
      body,
      extra.name ?? 'Ann Client',
      extra.email ?? 'ann@client.test',
      extra.thread ?? null,
    ],
  ] as [string, unknown[]];
const decide = (token: string, decision = 'approved') =>
  [
    "select public.client_decide($1, $2, $3, 'Looks good', 'Ann Client', 'ann@client.test')",
    [token, IP, decision],
  ] as [string, unknown[]];

const rows: Attack<LinkedWorld, Who>[] = [
  // The table itself
  {
    who: 'anon',
    action: 'reads client_links',
    run: () => [`select ${LINK_COLUMNS} from public.client_links`, []],
    expected: '42501',
  },
  {
    who: 'anon',
    action: 'reads token_hash',
    run: () => ['select token_hash from public.client_links', []],
    expected: '42501',
  },
  {
    who: 'alice',
    action: 'reads the token_hash of her own links',
    run: (w) => ['select token_hash from public.client_links where brief_id = $1', [w.brief]],
    expected: '42501',
  },
  {
    who: 'alice',
    action: "lists her brief's client links",
    run: (w) => [`select ${LINK_COLUMNS} from public.client_links where brief_id = $1`, [w.brief]],
    expected: 'rows 6',
  },
  {
    who: 'carol',
    action: "lists the client links of Alice's brief (write share)",
    run: (w) => [`select ${LINK_COLUMNS} from public.client_links where brief_id = $1`, [w.brief]],
    expected: 'rows 6',
  },
  {
    who: 'ada',
    action: "lists the client links of Alice's brief (admin)",
    run: (w) => [`select ${LINK_COLUMNS} from public.client_links where brief_id = $1`, [w.brief]],
    expected: 'rows 6',
  },
  {
    who: 'bob',
    action: "lists the client links of Alice's brief (View Only)",
    run: (w) => [`select ${LINK_COLUMNS} from public.client_links where brief_id = $1`, [w.brief]],
    expected: 'rows 0',
  },
  {
    who: 'mallory',
    action: 'lists every client link',
    run: () => [`select ${LINK_COLUMNS} from public.client_links`, []],
    expected: 'rows 1',
  },
  {
    who: 'dana',
    action: 'lists client links after her deactivation',
    run: () => [`select ${LINK_COLUMNS} from public.client_links`, []],
    expected: 'rows 0',
  },
  {
    who: 'alice',
    action: 'inserts a link with a hash she chose',
    run: (w) => [
      "insert into public.client_links (brief_id, token_hash, permission, expires_at) values ($1, repeat('a', 64), 'comment', now() + interval '1 day')",
      [w.brief],
    ],
    expected: '42501',
  },
  {
    who: 'alice',
    action: 'extends a revoked link by updating it',
    run: (w) => ['update public.client_links set revoked_at = null where brief_id = $1', [w.brief]],
    expected: '42501',
  },
  {
    who: 'alice',
    action: 'deletes a link directly',
    run: (w) => ['delete from public.client_links where id = $1', [w.linkId]],
    expected: '42501',
  },
  {
    who: 'anon',
    action: 'reads the rate limits',
    run: () => ['select * from public.client_rate_limits', []],
    expected: '42501',
  },
  {
    who: 'mallory',
    action: 'clears the rate limits',
    run: () => ['delete from public.client_rate_limits', []],
    expected: '42501',
  },

  // Making and revoking links
  {
    who: 'carol',
    action: "creates a link to Alice's brief (write share)",
    run: (w) => ["select public.create_client_link($1, 'comment', 14)", [w.brief]],
    expected: 'token of 32 hex digits, no hash',
    reads: (a) => {
      const link = a as Record<string, unknown>;
      return /^[0-9a-f]{32}$/.test(String(link.token)) && !('token_hash' in link)
        ? 'token of 32 hex digits, no hash'
        : JSON.stringify(link);
    },
  },
  {
    who: 'ada',
    action: "creates a link to Alice's brief (admin)",
    run: (w) => ["select public.create_client_link($1, 'view', 1) ->> 'permission'", [w.brief]],
    expected: 'view',
    reads: String,
  },
  {
    who: 'bob',
    action: "creates a link to Alice's brief (View Only)",
    run: (w) => ["select public.create_client_link($1, 'comment', 14)", [w.brief]],
    expected: '42501',
  },
  {
    who: 'mallory',
    action: "creates a link to Alice's brief",
    run: (w) => ["select public.create_client_link($1, 'comment', 14)", [w.brief]],
    expected: '42501',
  },
  {
    who: 'dana',
    action: 'creates a link after her deactivation',
    run: (w) => ["select public.create_client_link($1, 'comment', 14)", [w.brief]],
    expected: '42501 account_deactivated',
  },
  {
    who: 'anon',
    action: 'creates a link',
    run: (w) => ["select public.create_client_link($1, 'comment', 14)", [w.brief]],
    expected: '42501',
  },
  {
    who: 'alice',
    action: 'creates a link that lets the client edit',
    run: (w) => ["select public.create_client_link($1, 'edit', 14)", [w.brief]],
    expected: '22023',
  },
  {
    who: 'alice',
    action: 'creates a link for 365 days',
    run: (w) => ["select public.create_client_link($1, 'view', 365)", [w.brief]],
    expected: '22023',
  },
  {
    who: 'mallory',
    action: "revokes Alice's link",
    run: (w) => ['select public.revoke_client_link($1)', [w.linkId]],
    expected: '42501',
  },
  {
    who: 'bob',
    action: "revokes Alice's link (View Only)",
    run: (w) => ['select public.revoke_client_link($1)', [w.linkId]],
    expected: '42501',
  },
  {
    who: 'mallory',
    action: 'revokes a link id that does not exist',
    run: () => ['select public.revoke_client_link($1)', [randomUUID()]],
    expected: '42501',
  },
  {
    who: 'carol',
    action: "revokes Alice's link (write share), and the client is cut off at once",
    run: (w) => ["select public.revoke_client_link($1) ->> 'revoked_by'", [w.linkId]],
    expected: 'carol',
    reads: (a) => (a ? 'carol' : 'nobody'),
    then: (w) => ({
      sql: "select public.client_open($1, $2) ->> 'error'",
      params: [w.token, IP],
      expected: 'link_revoked',
    }),
  },

  // The client's functions are the service role's alone
  {
    who: 'anon',
    action: 'opens a link through the RPC',
    run: (w) => open(w.token),
    expected: '42501',
  },
  {
    who: 'mallory',
    action: 'opens a link through the RPC',
    run: (w) => open(w.token),
    expected: '42501',
  },
  {
    who: 'anon',
    action: 'comments through the RPC',
    run: (w) => comment(w.token),
    expected: '42501',
  },
  {
    who: 'alice',
    action: 'decides through the RPC',
    run: (w) => decide(w.token),
    expected: '42501',
  },
  {
    who: 'anon',
    action: 'opens a link through the private function',
    run: (w) => ['select private.client_open($1, $2)', [w.token, IP]],
    expected: '42501',
  },
  {
    who: 'anon',
    action: 'resets its rate limit through the private function',
    run: () => ["select private.client_rate_take('ip:x', 1000, 60)", []],
    expected: '42501',
  },

  // Tokens
  {
    who: 'service',
    action: 'opens a guessed token',
    run: () => open('0123456789abcdef0123456789abcdef'),
    expected: 'link_not_found',
    reads: errorOf,
  },
  {
    who: 'service',
    action: 'opens a malformed token',
    run: () => open("' or 1=1 --"),
    expected: 'link_not_found',
    reads: errorOf,
  },
  {
    who: 'service',
    action: 'opens with the stored hash instead of the token',
    run: (w) => [
      'select public.client_open((select token_hash from public.client_links where id = $1), $2)',
      [w.linkId, IP],
    ],
    expected: 'link_not_found',
    reads: errorOf,
  },
  {
    who: 'service',
    action: 'opens a revoked token',
    run: (w) => open(w.revokedToken),
    expected: 'link_revoked',
    reads: errorOf,
  },
  {
    who: 'service',
    action: 'opens an expired token (shows nothing of the brief)',
    run: (w) => open(w.expiredToken),
    expected: '["error","expires_at"]',
    reads: (a) => JSON.stringify(Object.keys(a as Answer).sort()),
  },
  {
    who: 'service',
    action: 'comments with an expired token',
    run: (w) => comment(w.expiredToken),
    expected: 'link_expired',
    reads: errorOf,
  },
  {
    who: 'service',
    action: 'decides with a revoked token',
    run: (w) => decide(w.revokedToken),
    expected: 'link_revoked',
    reads: errorOf,
  },
  {
    who: 'service',
    action: 'opens the link of a creator since deactivated',
    run: (w) => open(w.danaToken),
    expected: 'link_revoked',
    reads: errorOf,
  },
  {
    who: 'service',
    action: 'opens a link to a deleted brief',
    run: (w) => open(w.deletedToken),
    expected: 'link_not_found',
    reads: errorOf,
  },
  {
    who: 'service',
    action: 'comments on a "Can view" link',
    run: (w) => comment(w.viewToken),
    expected: 'view_only',
    reads: errorOf,
  },
  {
    who: 'service',
    action: 'decides on a "Can view" link',
    run: (w) => decide(w.viewToken),
    expected: 'view_only',
    reads: errorOf,
  },

  // One brief, and only its client threads
  {
    who: 'service',
    action: "opens Alice's link: her brief, the client thread only",
    run: (w) => open(w.token),
    expected: 'ok',
    reads: (a) => errorOf(a),
    answer: {
      read: (a) => {
        const answer = a as {
          brief: { id: string; title: string };
          threads: { body: string; client: boolean }[];
        };
        return { title: answer.brief.title, threads: answer.threads.map((t) => [t.body, t.client]) };
      },
      expected: { title: 'Alice brief', threads: [['Can we see the logo larger?', true]] },
    },
  },
  {
    who: 'service',
    action: "opens Alice's link: no e-mail address, no member id, no hash",
    run: (w) => open(w.token),
    expected: 'ok',
    reads: errorOf,
    answer: {
      read: (a, w) => {
        const text = JSON.stringify(a);
        const members = [w.alice, w.bob, w.carol, w.mallory, w.ada, w.dana].map((m) => m.id);
        return ['@', 'token_hash', 'user_id', 'created_by', ...members].filter((s) => text.includes(s));
      },
      expected: [],
    },
  },
  {
    who: 'service',
    action: "opens Alice's link: sent by Alice's name",
    run: (w) => ["select public.client_open($1, $2) -> 'link'", [w.token, IP]],
    expected: 'ok',
    reads: errorOf,
    answer: {
      read: (a) => {
        const link = a as Record<string, unknown>;
        return [link.sent_by, link.permission, Object.keys(link).sort()];
      },
      expected: ['Alice Owner', 'comment', ['expires_at', 'permission', 'sent_by']],
    },
  },
  {
    who: 'service',
    action: "replies with Alice's token in Mallory's client thread",
    run: (w) => comment(w.token, 'Hello', { thread: w.malloryClientThread }),
    expected: 'invalid',
    reads: errorOf,
  },
  {
    who: 'service',
    action: "replies with Alice's token in Carol's internal thread",
    run: (w) => comment(w.token, 'Hello', { thread: w.carolThread }),
    expected: 'invalid',
    reads: errorOf,
  },
  {
    who: 'service',
    action: "replies in the client thread of Alice's brief",
    run: (w) => comment(w.token, 'And the colours?', { thread: w.clientThread }),
    expected: 'ok',
    reads: errorOf,
    then: (w) => ({
      sql: "select count(*)::int from public.brief_comments where thread_id = $1 and client_name = 'Ann Client'",
      params: [w.clientThread],
      expected: 2,
    }),
  },
  {
    who: 'service',
    action: "opens Mallory's link: nothing of Alice's brief",
    run: (w) => open(w.malloryToken),
    expected: 'ok',
    reads: errorOf,
    answer: {
      read: (a) => {
        const text = JSON.stringify(a);
        return [text.includes('Alice brief'), text.includes('logo larger'), text.includes('Internal')];
      },
      expected: [false, false, false],
    },
  },

  // What a client writes
  {
    who: 'service',
    action: 'comments with script in the name and the body: stored as the plain text',
    run: (w) => comment(w.token, '<script>alert(1)</script>', { name: '<img src=x onerror=alert(1)>' }),
    expected: 'ok',
    reads: errorOf,
    answer: {
      read: (a) => {
        const c = (a as { comment: { body: string; author_name: string } }).comment;
        return [c.body, c.author_name];
      },
      expected: ['<script>alert(1)</script>', '<img src=x onerror=alert(1)>'],
    },
  },
  {
    who: 'service',
    action: "comments: the brief's active readers hear comment_changed",
    run: (w) => comment(w.token, 'Heard live?'),
    expected: 'ok',
    reads: errorOf,
    then: (w) => ({
      sql: `select jsonb_agg(m.topic order by m.topic) from realtime.messages m
             where m.inserted_at = now()::timestamp and m.event = 'comment_changed' and m.payload -> 'brief_ids' ? $1`,
      params: [w.brief],
      expected: [w.alice, w.bob, w.carol, w.ada].map((m) => `user:${m.id}`).sort(),
    }),
  },
  {
    who: 'service',
    action: 'comments without a name',
    run: (w) => comment(w.token, 'Hi', { name: '   ' }),
    expected: 'invalid',
    reads: errorOf,
  },
  {
    who: 'service',
    action: 'comments with a name of 81 characters',
    run: (w) => comment(w.token, 'Hi', { name: 'x'.repeat(81) }),
    expected: 'invalid',
    reads: errorOf,
  },
  {
    who: 'service',
    action: 'comments with an e-mail address that is not one',
    run: (w) => comment(w.token, 'Hi', { email: 'ann at client' }),
    expected: 'invalid',
    reads: errorOf,
  },
  {
    who: 'service',
    action: 'comments: the answer holds no e-mail address, the database keeps none',
    run: (w) => comment(w.token, 'Mail me', { email: 'ann.secret@client.test' }),
    expected: 'ok',
    reads: errorOf,
    answer: { read: (a) => JSON.stringify(a).includes('@'), expected: false },
    then: () => ({
      sql: "select count(*)::int from public.brief_comments c where to_jsonb(c)::text like '%ann.secret%'",
      expected: 0,
    }),
  },
  {
    who: 'service',
    action: 'comments on a section that does not exist',
    run: (w) => [
      "select public.client_comment($1, $2, 'budget', 'Hi', 'Ann', 'ann@client.test', null)",
      [w.token, IP],
    ],
    expected: 'invalid',
    reads: errorOf,
  },
  {
    who: 'service',
    action: 'approves: a history row without an author, with the client name and no e-mail',
    run: (w) => decide(w.token),
    expected: 'ok',
    reads: errorOf,
    then: (w) => ({
      sql: "select jsonb_build_object('author', author_id, 'details', details) from public.brief_history where brief_id = $1 and kind = 'approved'",
      params: [w.brief],
      expected: { author: null, details: { note: 'Looks good', client: { name: 'Ann Client' } } },
    }),
  },

  // Members cannot pass for a client
  {
    who: 'bob',
    action: 'pushes a comment naming a client and a link',
    run: (w) => [
      'select public.push_comment_changes($1::jsonb)',
      [
        JSON.stringify([
          {
            op_id: randomUUID(),
            kind: 'create',
            comment_id: randomUUID(),
            brief_id: w.brief,
            section: 'goals',
            body: 'Approved!',
            client_name: 'The Client',
            client_link_id: w.linkId,
          },
        ]),
      ],
    ],
    expected: 'ok',
    reads: (a) => ((a as { ok: boolean }[])[0]?.ok ? 'ok' : 'refused'),
    then: (w) => ({
      sql: "select count(*)::int from public.brief_comments where brief_id = $1 and body = 'Approved!' and client_name is null and client_link_id is null",
      params: [w.brief],
      expected: 1,
    }),
  },
  {
    who: 'alice',
    action: "edits the client's comment",
    run: (w) => [
      'select public.push_comment_changes($1::jsonb)',
      [JSON.stringify([{ op_id: randomUUID(), kind: 'edit', comment_id: w.clientThread, body: 'Forged' }])],
    ],
    expected: '42501',
    reads: (a) => String((a as { code?: string }[])[0]?.code ?? 'ok'),
  },
  {
    who: 'carol',
    action: 'sets client_name on her comment directly',
    run: (w) => [
      "update public.brief_comments set client_name = 'The Client' where id = $1",
      [w.carolThread],
    ],
    expected: '42501',
  },
  {
    who: 'bob',
    action: 'pulls the client comment with its client name',
    run: (w) => ["select public.pull_comment_changes(null, null, 500, $1) -> 'comments'", [[w.brief]]],
    expected: 'ok',
    reads: () => 'ok',
    answer: {
      read: (a) =>
        (a as { client_name: string | null; author_id: string | null }[])
          .filter((c) => c.client_name !== null)
          .map((c) => [c.client_name, c.author_id]),
      expected: [['Ann Client', null]],
    },
  },

  // Flooding
  {
    who: 'service',
    action: 'comments 31 times in an hour on one link',
    run: (w) => [
      "select jsonb_agg(a ->> 'error') from (select public.client_comment($1, '198.51.100.' || (g % 50), 'goals', 'Flood ' || g, 'Ann', 'ann@client.test', null) a from generate_series(1, 31) g) x",
      [w.floodToken],
    ],
    expected: 'the 31st is rate_limited',
    reads: (a) => {
      const errors = a as (string | null)[];
      return errors.slice(0, 30).every((e) => e === null) && errors[30] === 'rate_limited'
        ? 'the 31st is rate_limited'
        : JSON.stringify(errors);
    },
  },
  {
    who: 'service',
    action: 'decides 11 times in an hour on one link',
    run: (w) => [
      "select jsonb_agg(a ->> 'error') from (select public.client_decide($1, '198.51.100.' || g, 'approved', '', 'Ann', 'ann@client.test') a from generate_series(1, 11) g) x",
      [w.floodToken],
    ],
    expected: 'the 11th is rate_limited',
    reads: (a) => {
      const errors = a as (string | null)[];
      return errors.slice(0, 10).every((e) => e === null) && errors[10] === 'rate_limited'
        ? 'the 11th is rate_limited'
        : JSON.stringify(errors);
    },
  },
  {
    who: 'service',
    action: 'guesses 121 tokens in a minute from one IP, then opens a real one',
    run: (w) => [
      "select jsonb_build_object('guesses', (select jsonb_agg(a ->> 'error') from (select public.client_open(md5(g::text), '192.0.2.1') a from generate_series(1, 121) g) x), 'real', public.client_open($1, '192.0.2.1'))",
      [w.token],
    ],
    expected: 'rate_limited with a wait',
    reads: (a) => {
      const { guesses, real } = a as { guesses: string[]; real: { error?: string; retry_after?: number } };
      const wait = real.retry_after ?? 0;
      return guesses.slice(0, 120).every((e) => e === 'link_not_found') &&
        guesses[120] === 'rate_limited' &&
        real.error === 'rate_limited' &&
        wait >= 1 &&
        wait <= 60
        ? 'rate_limited with a wait'
        : JSON.stringify(a);
    },
  },
];

describe.each(availableEngines())('client links attack table on %s', (engine) => {
  let db: Database;
  let world: LinkedWorld;

  beforeAll(async () => {
    db = await createTestDatabase(engine);
    world = await buildLinkedWorld(db);
  });
  afterAll(() => db?.close());

  runAttacks(rows, () => ({ db, world }), { withHint: true });

  it('a restored brief brings its unexpired links back', async () => {
    const brief = await createBrief(db, world.alice, { title: 'Back again' });
    const link = await makeLink(db, world.alice, brief, 'view');
    const { rows: before } = await queryAs<{ row: Record<string, unknown> }>(
      db,
      world.alice,
      'select to_jsonb(b) as row from public.briefs b where id = $1',
      [brief],
    );
    await queryAs(db, world.alice, 'delete from public.briefs where id = $1', [brief]);
    const gone = await queryAs<{ e: string }>(
      db,
      serviceRole,
      "select public.client_open($1, $2) ->> 'error' as e",
      [link.token, IP],
    );
    expect(gone.rows[0]?.e).toBe('link_not_found');
    await queryAs(
      db,
      world.alice,
      'insert into public.briefs select * from jsonb_populate_record(null::public.briefs, $1)',
      [JSON.stringify(before[0]?.row)],
    );
    const back = await queryAs<{ title: string }>(
      db,
      serviceRole,
      "select public.client_open($1, $2) -> 'brief' ->> 'title' as title",
      [link.token, IP],
    );
    expect(back.rows[0]?.title).toBe('Back again');
  });

  it('two links never share a token, and only the hash is stored', async () => {
    const a = await makeLink(db, world.alice, world.brief, 'view');
    const b = await makeLink(db, world.alice, world.brief, 'view');
    expect(a.token).not.toBe(b.token);
    const stored = await db.query<{ token_hash: string }>(
      'select token_hash from public.client_links where id = $1',
      [a.id],
    );
    expect(stored.rows[0]?.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored.rows[0]?.token_hash).not.toContain(a.token);
    const all = await db.query<{ n: number }>(
      "select count(*)::int as n from public.client_links where to_jsonb(client_links)::text like '%' || $1 || '%'",
      [a.token],
    );
    expect(all.rows[0]?.n).toBe(0);
  });
});
