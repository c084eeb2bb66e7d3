// A brief's open threads per section, counted from the keys of one index of `comments` (Dexie version 9:
// brief, thread, section and the comment's flags, data/comment-records.ts): no comment is read, so a
// brief's view draws its sections' "Comments" counts without loading its hundreds of comments.
import type { SectionId } from '../domain/fields';
import { COMMENT_FLAG } from './comment-records';
import type { BriefsmithDB } from './db';

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

/** Every key of `briefId`'s comments in that index: [briefId] sorts before them, [briefId, []] after. */
async function countKeys(db: BriefsmithDB, briefId: string): Promise<CommentCountKey[]> {
  const keys = await db.comments
    .where(COMMENT_COUNT_INDEX)
    .between([briefId], [briefId, []], true, true)
    .keys();
  return keys as unknown as CommentCountKey[];
}

export async function openThreadCounts(
  db: BriefsmithDB,
  briefId: string,
): Promise<Partial<Record<SectionId, number>>> {
  return countOpenThreads(await countKeys(db, briefId));
}

/** Whether the brief has a comment not deleted. */
export async function hasLiveComments(db: BriefsmithDB, briefId: string): Promise<boolean> {
  return (await countKeys(db, briefId)).some(([, , , flags]) => (flags & COMMENT_FLAG.live) !== 0);
}
