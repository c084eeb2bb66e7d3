// How a brief's comments read as threads, and who may press what (docs/design.md §26). The server
// decides (push_comment_changes); these rules only hide the buttons it would refuse.
import type { CommentRecord } from '../../data/comment-records';
import type { SectionId } from '../../domain/fields';
import { COMMENTS } from './strings';

export interface Thread {
  /** The thread's first comment's id. */
  id: string;
  section: SectionId;
  /** Who started it (the first comment's author), when the device has that comment. */
  authorId: string | null;
  /** The client who started it, for a thread a client started through a review link. */
  clientName: string | null;
  resolved: boolean;
  /** Oldest first; deleted ones stay in place (shown as deleted) while a live one remains. */
  comments: CommentRecord[];
}

/** Who is looking, and what the brief makes of them. */
export interface Viewer {
  userId: string;
  isOwner: boolean;
  isAdmin: boolean;
}

const live = (comment: CommentRecord) => comment.deletedAt === null;
const byTime = (a: CommentRecord, b: CommentRecord) =>
  a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id);

/** The threads of `comments`, oldest first; a thread whose comments are all deleted is gone. */
export function threadsOf(comments: readonly CommentRecord[]): Thread[] {
  const groups = new Map<string, CommentRecord[]>();
  for (const comment of comments) {
    const group = groups.get(comment.threadId);
    if (group) group.push(comment);
    else groups.set(comment.threadId, [comment]);
  }
  const threads: Thread[] = [];
  for (const [id, group] of groups) {
    if (!group.some(live)) continue;
    group.sort(byTime);
    const first = group.find((comment) => comment.id === id);
    const oldest = group[0]!;
    threads.push({
      id,
      section: (first ?? oldest).section,
      authorId: first?.authorId ?? null,
      clientName: first?.clientName ?? null,
      resolved: first?.resolvedAt != null,
      comments: group,
    });
  }
  return threads.sort((a, b) => byTime(a.comments[0]!, b.comments[0]!));
}

/** Who wrote a comment: a client by the name they gave (marked as a client), a member by their name. */
export function authorOf(
  comment: Pick<CommentRecord, 'authorId' | 'clientName'>,
  names: ReadonlyMap<string, string>,
): { name: string; client: boolean } {
  if (comment.authorId === null && comment.clientName) return { name: comment.clientName, client: true };
  return { name: (comment.authorId && names.get(comment.authorId)) || COMMENTS.unknownPerson, client: false };
}

/** Open (not resolved) threads, counted per section. */
export function openCounts(threads: readonly Thread[]): Partial<Record<SectionId, number>> {
  const counts: Partial<Record<SectionId, number>> = {};
  for (const thread of threads) {
    if (!thread.resolved) counts[thread.section] = (counts[thread.section] ?? 0) + 1;
  }
  return counts;
}

/** Open threads where a live comment mentions `userId`. */
export function mentioning(threads: readonly Thread[], userId: string): Thread[] {
  return threads.filter(
    (thread) =>
      !thread.resolved &&
      thread.comments.some((comment) => live(comment) && comment.mentions.includes(userId)),
  );
}

export const canEdit = (comment: CommentRecord, viewer: Viewer) =>
  live(comment) && comment.authorId === viewer.userId;

export const canDelete = (comment: CommentRecord, viewer: Viewer) =>
  live(comment) && (comment.authorId === viewer.userId || viewer.isOwner || viewer.isAdmin);

export const canResolve = (thread: Thread, viewer: Viewer) =>
  thread.authorId === viewer.userId || viewer.isOwner || viewer.isAdmin;
