// What the device keeps of comments (Dexie versions 8 to 10; docs/design.md §26): a copy of each comment
// of the briefs on the device, written at once when the user comments (offline too), the queue of
// comment operations waiting to reach the server, and the briefs whose comments the next pull fetches
// whole. Written only by data/comment-store.ts.
import type { SectionId } from '../domain/fields';

export type CommentRecord = {
  id: string;
  briefId: string;
  /** The thread's first comment (its own id for a thread). */
  threadId: string;
  section: SectionId;
  authorId: string | null;
  body: string;
  /** The mentioned people's ids. */
  mentions: string[];
  createdAt: string;
  updatedAt: string;
  editedAt: string | null;
  resolvedAt: string | null;
  resolvedBy: string | null;
  deletedAt: string | null;
  deletedBy: string | null;
  /** The server's version; 0 until the server has it. */
  version: number;
  /**
   * A client's comment, made through a client review link: no author, the name the client gave and
   * the link (absent in rows stored before clients could comment).
   */
  clientName?: string | null;
  clientLinkId?: string | null;
};

/** What `flags` says of a comment (bits). */
export const COMMENT_FLAG = { live: 1, resolved: 2, first: 4 } as const;

/**
 * A comment as the device keeps it: with `flags` (not deleted, resolved, a thread's first comment) in an
 * index beside its brief, thread and section, so that a brief's open threads are counted from that
 * index's keys alone, no comment read (data/comment-counts.ts).
 */
export type StoredComment = CommentRecord & { flags: number };

export function storedComment(comment: CommentRecord): StoredComment {
  const flags =
    (comment.deletedAt === null ? COMMENT_FLAG.live : 0) |
    (comment.resolvedAt !== null ? COMMENT_FLAG.resolved : 0) |
    (comment.id === comment.threadId ? COMMENT_FLAG.first : 0);
  return { ...comment, flags };
}

/**
 * A brief's comments counted (data/comment-counts.ts): its open threads per section, and whether one of
 * its comments is not deleted. Kept with the comments in every transaction that writes them
 * (data/comment-store.ts), so that a brief's view reads one row for its sections' "Comments" counts.
 */
export type CommentCounts = { briefId: string; open: Partial<Record<SectionId, number>>; live: boolean };

/**
 * A brief that came onto the device from the server (pulled, shared, restored, opened by link) or left
 * it, since the last comment pull: that pull fetches all of an arrived brief's comments (older than its
 * cursor) and forgets a gone one's. Noted by the brief's one writer (data/sync-writer.ts) as it stores.
 */
export type CommentBriefChange = { briefId: string; change: 'arrived' | 'gone' };

export type CommentOpKind = 'create' | 'edit' | 'delete' | 'resolve' | 'reopen';

/** What a create or an edit sends besides its kind and ids. */
export type CommentOpPayload = {
  thread_id?: string;
  section?: SectionId;
  body?: string;
  mentions?: string[];
};

export type CommentOp = {
  seq: number;
  opId: string;
  kind: CommentOpKind;
  commentId: string;
  briefId: string;
  payload: CommentOpPayload;
  /** Queued until the server answers; blocked when it refused, with its reason, never dropped. */
  status: 'queued' | 'blocked';
  error: string | null;
  createdAt: number;
};

export type NewCommentOp = Omit<CommentOp, 'seq'>;
