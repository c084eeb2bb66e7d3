// The attack table for comments (docs/design.md §26): actor × action → what the database lets happen.
// The cast of world.ts (Alice's brief is shared read-only with Bob and writable with Carol; Mallory has
// no access; Ada is an admin), plus Dana, who had a write share and commented, then was deactivated.
// Carol started a thread on Target Audience; Bob (View Only) replied. An RPC's outcome is the answer of
// its one operation: "ok", or the refusal's SQLSTATE and hint.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe } from 'vitest';
import type { Database } from '../../../supabase/local/db/database.ts';
import { availableEngines, createTestDatabase } from '../../../supabase/local/db/test-database.ts';
import { createMember, queryAs, share, type Member } from '../support.ts';
import { buildWorld, type World } from '../world.ts';
import { runAttacks, type Attack } from '../attack-rows.ts';

interface CommentedWorld extends World {
  dana: Member;
  /** Carol's thread on Alice's brief. */
  carolThread: string;
  /** Bob's reply in it. */
  bobReply: string;
  /** Dana's comment, written before she was deactivated. */
  danaComment: string;
}

type Who = 'anon' | 'alice' | 'bob' | 'carol' | 'mallory' | 'ada' | 'dana';

const pushOne = (op: Record<string, unknown>): [string, unknown[]] => [
  'select public.push_comment_changes($1::jsonb)',
  [JSON.stringify([{ op_id: randomUUID(), ...op }])],
];

/** The one operation's answer: "ok", or its SQLSTATE and hint. */
const answered = (answer: unknown): string => {
  const [first] = answer as { ok: boolean; code?: string; hint?: string | null }[];
  if (!first) return 'no answer';
  return first.ok ? 'ok' : [first.code, first.hint].filter(Boolean).join(' ');
};

const comment = (brief: string, body: string, extra: Record<string, unknown> = {}) =>
  pushOne({ kind: 'create', comment_id: randomUUID(), brief_id: brief, section: 'audience', body, ...extra });

async function buildCommentedWorld(db: Database): Promise<CommentedWorld> {
  const world = await buildWorld(db);
  const dana = await createMember(db, 'dana@example.test', 'user', 'Dana Leaver');
  await share(db, world.alice, world.brief, dana, 'write');
  const write = async (who: Member, op: Record<string, unknown>) => {
    const id = randomUUID();
    await queryAs(db, who, 'select public.push_comment_changes($1::jsonb)', [
      JSON.stringify([
        {
          op_id: randomUUID(),
          kind: 'create',
          comment_id: id,
          brief_id: world.brief,
          section: 'audience',
          ...op,
        },
      ]),
    ]);
    return id;
  };
  const carolThread = await write(world.carol, { body: 'Is this the right audience?' });
  const bobReply = await write(world.bob, { body: 'I think so', thread_id: carolThread });
  const danaComment = await write(dana, { body: 'Before I leave' });
  await db.query('update public.user_roles set deactivated_at = now() where user_id = $1', [dana.id]);
  return { ...world, dana, carolThread, bobReply, danaComment };
}

const rows: Attack<CommentedWorld, Who>[] = [
  // Reading
  {
    who: 'anon',
    action: 'reads the comments table',
    run: () => ['select * from public.brief_comments', []],
    expected: '42501',
  },
  {
    who: 'mallory',
    action: "reads the comments of Alice's brief",
    run: (w) => ['select * from public.brief_comments where brief_id = $1', [w.brief]],
    expected: 'rows 0',
  },
  {
    who: 'mallory',
    action: "pulls the comments of Alice's brief by naming it",
    run: (w) => ["select public.pull_comment_changes(null, null, 500, $1) -> 'comments'", [[w.brief]]],
    expected: '[]',
    reads: (answer) => JSON.stringify(answer),
  },
  {
    who: 'mallory',
    action: "reads the earlier texts of Carol's comment",
    run: (w) => ['select * from public.brief_comment_edits where comment_id = $1', [w.carolThread]],
    expected: 'rows 0',
  },
  {
    who: 'bob',
    action: "reads the comments of Alice's brief shared View Only with him",
    run: (w) => ['select * from public.brief_comments where brief_id = $1', [w.brief]],
    expected: 'rows 3',
  },
  {
    who: 'dana',
    action: 'reads the comments after her deactivation, her own included',
    run: (w) => ['select * from public.brief_comments where brief_id = $1', [w.brief]],
    expected: 'rows 0',
  },
  {
    who: 'dana',
    action: 'pulls comments after her deactivation',
    run: () => ['select public.pull_comment_changes()', []],
    expected: '42501 account_deactivated',
  },

  // Writing outside the RPC
  {
    who: 'bob',
    action: 'inserts a comment directly',
    run: (w) => [
      "insert into public.brief_comments (id, brief_id, thread_id, section, author_id, body) values ($1, $2, $1, 'goals', $3, 'Hi')",
      [randomUUID(), w.brief, w.bob.id],
    ],
    expected: '42501',
  },
  {
    who: 'carol',
    action: 'rewrites her own comment directly',
    run: (w) => ["update public.brief_comments set body = 'Changed' where id = $1", [w.carolThread]],
    expected: '42501',
  },
  {
    who: 'alice',
    action: 'deletes a comment on her brief directly',
    run: (w) => ['delete from public.brief_comments where id = $1', [w.bobReply]],
    expected: '42501',
  },
  {
    who: 'carol',
    action: 'adds an earlier text to a comment directly',
    run: (w) => [
      "insert into public.brief_comment_edits (comment_id, body) values ($1, 'Forged past')",
      [w.carolThread],
    ],
    expected: '42501',
  },

  // Creating
  {
    who: 'anon',
    action: 'pushes a comment',
    run: (w) => comment(w.brief, 'Hello'),
    expected: '42501',
  },
  {
    who: 'mallory',
    action: "comments on Alice's brief",
    run: (w) => comment(w.brief, 'Let me in'),
    expected: '42501',
    reads: answered,
  },
  {
    who: 'mallory',
    action: "replies in Carol's thread from her own brief",
    run: (w) => comment(w.malloryBrief, 'Sneaky', { thread_id: w.carolThread }),
    expected: '22023 thread_missing',
    reads: answered,
  },
  {
    who: 'mallory',
    action: "creates a comment under the id of Carol's",
    run: (w) =>
      pushOne({
        kind: 'create',
        comment_id: w.carolThread,
        brief_id: w.malloryBrief,
        section: 'goals',
        body: 'Mine now',
      }),
    expected: '42501',
    reads: answered,
  },
  {
    who: 'bob',
    action: "comments on Alice's brief shared View Only with him",
    run: (w) => comment(w.brief, 'A reviewer may comment'),
    expected: 'ok',
    reads: answered,
  },
  {
    who: 'carol',
    action: 'mentions Mallory, who cannot read the brief',
    run: (w) => comment(w.brief, '@Mallory look', { mentions: [w.mallory.id] }),
    expected: '22023 mention_not_reader',
    reads: answered,
  },
  {
    who: 'carol',
    action: 'mentions Dana, deactivated',
    run: (w) => comment(w.brief, '@Dana look', { mentions: [w.dana.id] }),
    expected: '22023 mention_not_reader',
    reads: answered,
  },
  {
    who: 'carol',
    action: 'mentions Bob, who can read it',
    run: (w) => comment(w.brief, '@Bob look', { mentions: [w.bob.id] }),
    expected: 'ok',
    reads: answered,
  },
  {
    who: 'carol',
    action: 'writes an empty comment',
    run: (w) => comment(w.brief, '   '),
    expected: '22023 comment_empty',
    reads: answered,
  },
  {
    who: 'carol',
    action: 'writes a comment of 5,001 characters',
    run: (w) => comment(w.brief, 'x'.repeat(5001)),
    expected: '22023 comment_too_long',
    reads: answered,
  },
  {
    who: 'carol',
    action: 'comments on a section that does not exist',
    run: (w) => comment(w.brief, 'Where?', { section: 'secrets' }),
    expected: '22023',
    reads: answered,
  },
  {
    who: 'dana',
    action: 'comments after her deactivation',
    run: (w) => comment(w.brief, 'Still here'),
    expected: '42501 account_deactivated',
  },

  // Editing, deleting, resolving
  {
    who: 'bob',
    action: "edits Carol's comment",
    run: (w) => pushOne({ kind: 'edit', comment_id: w.carolThread, body: 'Edited by Bob' }),
    expected: '42501',
    reads: answered,
  },
  {
    who: 'alice',
    action: "edits Bob's reply on her own brief",
    run: (w) => pushOne({ kind: 'edit', comment_id: w.bobReply, body: 'Edited by the owner' }),
    expected: '42501',
    reads: answered,
  },
  {
    who: 'bob',
    action: 'edits his own reply',
    run: (w) => pushOne({ kind: 'edit', comment_id: w.bobReply, body: 'I think so, yes' }),
    expected: 'ok',
    reads: answered,
  },
  {
    who: 'mallory',
    action: "deletes Bob's reply",
    run: (w) => pushOne({ kind: 'delete', comment_id: w.bobReply }),
    expected: '42501',
    reads: answered,
  },
  {
    who: 'carol',
    action: "deletes Bob's reply (a write share is not the owner)",
    run: (w) => pushOne({ kind: 'delete', comment_id: w.bobReply }),
    expected: '42501',
    reads: answered,
  },
  {
    who: 'bob',
    action: 'deletes his own reply',
    run: (w) => pushOne({ kind: 'delete', comment_id: w.bobReply }),
    expected: 'ok',
    reads: answered,
  },
  {
    who: 'alice',
    action: "deletes Bob's reply on her brief",
    run: (w) => pushOne({ kind: 'delete', comment_id: w.bobReply }),
    expected: 'ok',
    reads: answered,
  },
  {
    who: 'ada',
    action: "deletes Carol's comment as an admin",
    run: (w) => pushOne({ kind: 'delete', comment_id: w.carolThread }),
    expected: 'ok',
    reads: answered,
  },
  {
    who: 'bob',
    action: "resolves Carol's thread",
    run: (w) => pushOne({ kind: 'resolve', comment_id: w.carolThread }),
    expected: '42501',
    reads: answered,
  },
  {
    who: 'carol',
    action: 'resolves her own thread',
    run: (w) => pushOne({ kind: 'resolve', comment_id: w.carolThread }),
    expected: 'ok',
    reads: answered,
  },
  {
    who: 'alice',
    action: "resolves Carol's thread on her brief",
    run: (w) => pushOne({ kind: 'resolve', comment_id: w.carolThread }),
    expected: 'ok',
    reads: answered,
  },
  {
    who: 'alice',
    action: "resolves Bob's reply as if it were a thread",
    run: (w) => pushOne({ kind: 'resolve', comment_id: w.bobReply }),
    expected: '22023',
    reads: answered,
  },
  {
    who: 'mallory',
    action: "reopens Carol's thread",
    run: (w) => pushOne({ kind: 'reopen', comment_id: w.carolThread }),
    expected: '42501',
    reads: answered,
  },
  {
    who: 'dana',
    action: 'edits her own comment after her deactivation',
    run: (w) => pushOne({ kind: 'edit', comment_id: w.danaComment, body: 'Changed my mind' }),
    expected: '42501 account_deactivated',
  },
];

describe.each(availableEngines())('comments attack table on %s', (engine) => {
  let db: Database;
  let world: CommentedWorld;

  beforeAll(async () => {
    db = await createTestDatabase(engine);
    world = await buildCommentedWorld(db);
  });
  afterAll(() => db?.close());

  runAttacks(rows, () => ({ db, world }), { withHint: true });
});
