// What the device keeps of comments (Dexie version 8; docs/design.md §26): a copy of each comment of the
// briefs on the device, written at once when the user comments (offline too), and the queue of comment
// operations waiting to reach the server. Written only by data/comment-store.ts.
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
