// A brief's open threads per section: counted from the keys of one index of `comments` (Dexie version 9:
// brief, thread, section and the comment's flags, data/comment-records.ts) whenever its comments are
// written, and kept in `commentCounts` (version 10), so that a brief's view reads one row for its
// sections' "Comments" counts. Reading the index's keys took a round trip per key batch, each waiting
// behind the view's first render: the last 80-130 ms before its counts showed.
import type { Table, Transaction } from 'dexie';
import type { SectionId } from '../domain/fields';
import { COMMENT_FLAG, type CommentCounts, type StoredComment } from './comment-records';

/** The tables these read (the user's database, data/db.ts, which runs this module's upgrade). */
type CommentTables = {
  comments: Table<StoredComment, string>;
  commentCounts: Table<CommentCounts, string>;
};

export const COMMENT_COUNT_INDEX = '[briefId+threadId+section+flags]';

/** One key of that index: [briefId, threadId, section, flags]. */
export type CommentCountKey = readonly [string, string, SectionId, number];

/**
 * Open threads per section, as features/comments/threads.ts `openCounts(threadsOf(comments))` counts
 * them: a thread counts while one of its comments is not deleted and its first comment is not resolved;
 * every comment of a thread has the thread's section (the server gives a reply its thread's).
 */
export function countOpenThreads(keys: readonly CommentCountKey[]): Partial<Record<SectionId, number>> {
  const threads = new Map<string, { section: SectionId; live: boolean; resolved: boolean }>();
  for (const [, threadId, section, flags] of keys) {
    const thread = threads.get(threadId) ?? { section, live: false, resolved: false };
    thread.live ||= (flags & COMMENT_FLAG.live) !== 0;
    if (flags & COMMENT_FLAG.first) thread.resolved = (flags & COMMENT_FLAG.resolved) !== 0;
    threads.set(threadId, thread);
  }
  const counts: Partial<Record<SectionId, number>> = {};
  for (const { section, live, resolved } of threads.values()) {
    if (live && !resolved) counts[section] = (counts[section] ?? 0) + 1;
  }
  return counts;
}

/** The counts of one brief from its keys in that index; null when it has no comment. */
export function commentCountsOf(briefId: string, keys: readonly CommentCountKey[]): CommentCounts | null {
  if (keys.length === 0) return null;
  return {
    briefId,
    open: countOpenThreads(keys),
    live: keys.some(([, , , flags]) => (flags & COMMENT_FLAG.live) !== 0),
  };
}

/** Every key of `briefId`'s comments in that index: [briefId] sorts before them, [briefId, []] after. */
export async function commentCountKeys(db: CommentTables, briefId: string): Promise<CommentCountKey[]> {
  const keys = await db.comments
    .where(COMMENT_COUNT_INDEX)
    .between([briefId], [briefId, []], true, true)
    .keys();
  return keys as unknown as CommentCountKey[];
}

/** The counts of every brief with comments, from the whole index (a schema upgrade's transaction). */
export async function everyBriefsCommentCounts(tx: Transaction): Promise<CommentCounts[]> {
  const keys = (await tx
    .table('comments')
    .orderBy(COMMENT_COUNT_INDEX)
    .keys()) as unknown as CommentCountKey[];
  const byBrief = new Map<string, CommentCountKey[]>();
  for (const key of keys) {
    const briefKeys = byBrief.get(key[0]);
    if (briefKeys) briefKeys.push(key);
    else byBrief.set(key[0], [key]);
  }
  return [...byBrief].flatMap(([briefId, briefKeys]) => commentCountsOf(briefId, briefKeys) ?? []);
}

export async function openThreadCounts(
  db: CommentTables,
  briefId: string,
): Promise<Partial<Record<SectionId, number>>> {
  return (await db.commentCounts.get(briefId))?.open ?? {};
}

/** Whether the brief has a comment not deleted. */
export async function hasLiveComments(db: CommentTables, briefId: string): Promise<boolean> {
  return (await db.commentCounts.get(briefId))?.live ?? false;
}
