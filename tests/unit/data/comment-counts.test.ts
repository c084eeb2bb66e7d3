// A brief's comment counts (data/comment-counts.ts) are kept by the one writer of comments as it writes
// them: after every kind of write, what the view reads for a brief equals what its comments say when
// counted one by one (features/comments/threads.ts, the panel's own count).
import { describe, expect, it } from 'vitest';
import { hasLiveComments, openThreadCounts } from '../../../src/data/comment-counts.ts';
import {
  blockCommentOp,
  deleteComment,
  discardCommentOp,
  editComment,
  forgetCommentsOfBriefsGone,
  setThreadResolved,
  settleCommentOp,
  storePulledComments,
  type ServerComment,
} from '../../../src/data/comment-store.ts';
import type { BriefsmithDB } from '../../../src/data/db.ts';
import type { SectionId } from '../../../src/domain/fields.ts';
import { openCounts, threadsOf } from '../../../src/features/comments/threads.ts';
import { serverComment, writeComment } from '../../fixtures/make-comment.ts';
import { openTestDatabase } from './local-db.ts';

const now = Date.parse('2026-11-27T10:00:00.000Z');
const op = () => crypto.randomUUID();

const add = (db: BriefsmithDB, briefId: string, section: SectionId, threadId?: string) =>
  writeComment(db, briefId, section, threadId, now);
const serverRow = (briefId: string, section: SectionId, extra: Partial<ServerComment> = {}) =>
  serverComment(briefId, {
    section,
    author_id: 'someone-else',
    created_at: new Date(now).toISOString(),
    ...extra,
  });

/** What the brief's comments say, counted one by one as the panel counts them. */
async function countedOneByOne(db: BriefsmithDB, briefId: string) {
  const comments = await db.comments.where('briefId').equals(briefId).toArray();
  return {
    open: openCounts(threadsOf(comments)),
    live: comments.some((comment) => comment.deletedAt === null),
  };
}

async function expectKept(db: BriefsmithDB, ...briefIds: string[]) {
  for (const briefId of briefIds) {
    const kept = { open: await openThreadCounts(db, briefId), live: await hasLiveComments(db, briefId) };
    expect(kept, briefId).toEqual(await countedOneByOne(db, briefId));
  }
}

describe("a brief's comment counts, kept as its comments are written", () => {
  it('follow every write of the one writer of comments', async () => {
    const db = openTestDatabase();
    await expectKept(db, 'b1');

    const first = await add(db, 'b1', 'audience');
    const reply = await add(db, 'b1', 'audience', first.id);
    const goals = await add(db, 'b1', 'goals');
    await add(db, 'b2', 'brand');
    expect(await openThreadCounts(db, 'b1')).toEqual({ audience: 1, goals: 1 });
    await expectKept(db, 'b1', 'b2');

    await setThreadResolved(db, goals.id, true, db.userId, op(), now);
    await expectKept(db, 'b1');
    await setThreadResolved(db, goals.id, false, db.userId, op(), now);
    await editComment(db, reply.id, 'Changed', [], op(), now);
    await deleteComment(db, first.id, db.userId, op(), now);
    // The reply keeps the thread open.
    expect(await openThreadCounts(db, 'b1')).toEqual({ audience: 1, goals: 1 });
    await expectKept(db, 'b1');
    await deleteComment(db, reply.id, db.userId, op(), now);
    expect(await openThreadCounts(db, 'b1')).toEqual({ goals: 1 });
    await expectKept(db, 'b1');

    // The server answers the queued operations: its copy replaces the device's.
    const ops = await db.commentOps.where('commentId').equals(goals.id).sortBy('seq');
    for (const [i, queued] of ops.entries()) {
      const last = i === ops.length - 1;
      await settleCommentOp(db, queued, serverRow('b1', 'goals', { id: goals.id, version: i + 1 }));
      if (!last) await expectKept(db, 'b1');
    }
    await expectKept(db, 'b1');

    // Pulled: a new thread, one resolved elsewhere, and the goals thread deleted elsewhere.
    const pulled = serverRow('b1', 'requirements');
    await storePulledComments(db, [
      pulled,
      serverRow('b1', 'brand', { resolved_at: new Date(now).toISOString(), resolved_by: 'x' }),
      serverRow('b1', 'goals', { id: goals.id, version: 9, deleted_at: new Date(now).toISOString() }),
      serverRow('b3', 'overview'),
    ]);
    expect(await openThreadCounts(db, 'b1')).toEqual({ requirements: 1 });
    await expectKept(db, 'b1', 'b3');

    // A refused creation discarded: the comment never reached anyone and goes, with its count.
    const refused = await add(db, 'b3', 'overview');
    const [creation] = await db.commentOps.where('commentId').equals(refused.id).toArray();
    await blockCommentOp(db, creation!, 'Refused');
    expect(await openThreadCounts(db, 'b3')).toEqual({ overview: 2 });
    await discardCommentOp(db, creation!.seq);
    expect(await openThreadCounts(db, 'b3')).toEqual({ overview: 1 });
    await expectKept(db, 'b3');

    // A brief gone from the device takes its comments and its counts.
    await forgetCommentsOfBriefsGone(db, ['b3']);
    expect(await hasLiveComments(db, 'b3')).toBe(false);
    expect(await db.commentCounts.get('b3')).toBeUndefined();
    await expectKept(db, 'b1', 'b2', 'b3');
    db.close();
  });
});
