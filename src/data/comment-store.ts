// The one writer of comments on the device (`comments`, `commentOps` and `commentCounts`; docs/design.md
// §26). Every user action writes the comment as the user sees it and queues its operation in one
// transaction, so a comment written offline is shown at once and never lost; each transaction that writes
// a brief's comments counts them again (data/comment-counts.ts); the sync engine sends the queue
// (sync/comments.ts) and stores what the server answered or refused here. A pulled comment never
// overwrites one with an operation still waiting: the server's answer to that operation will.
import type { SectionId } from '../domain/fields';
import type { BriefsmithDB } from './db';
import type {
  CommentOp,
  CommentOpKind,
  CommentOpPayload,
  CommentBriefChange,
  CommentRecord,
  NewCommentOp,
  StoredComment,
} from './comment-records';
import { storedComment } from './comment-records';
import { commentCountKeys, commentCountsOf } from './comment-counts';
import { guardQuota } from './storage';

/** A comment as the server sends it (push answers and pulls). */
export type ServerComment = {
  id: string;
  brief_id: string;
  thread_id: string;
  section: SectionId;
  author_id: string | null;
  body: string;
  mentions: string[];
  created_at: string;
  updated_at: string;
  edited_at: string | null;
  resolved_at: string | null;
  resolved_by: string | null;
  deleted_at: string | null;
  deleted_by: string | null;
  version: number;
  /** Set on a client's comment (author_id null); absent from servers before client links. */
  client_name?: string | null;
  client_link_id?: string | null;
};

export function commentOfServer(row: ServerComment): CommentRecord {
  return {
    id: row.id,
    briefId: row.brief_id,
    threadId: row.thread_id,
    section: row.section,
    authorId: row.author_id,
    body: row.body,
    mentions: row.mentions ?? [],
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    editedAt: row.edited_at,
    resolvedAt: row.resolved_at,
    resolvedBy: row.resolved_by,
    deletedAt: row.deleted_at,
    deletedBy: row.deleted_by,
    version: Number(row.version),
    clientName: row.client_name ?? null,
    clientLinkId: row.client_link_id ?? null,
  };
}

export interface NewComment {
  id: string;
  opId: string;
  briefId: string;
  section: SectionId;
  body: string;
  mentions: string[];
  /** The thread it replies in; none for a new thread. */
  threadId?: string;
  authorId: string;
  now: number;
}

function queue(
  db: BriefsmithDB,
  kind: CommentOpKind,
  comment: Pick<CommentRecord, 'id' | 'briefId'>,
  opId: string,
  payload: CommentOpPayload,
  now: number,
): Promise<number> {
  const op: NewCommentOp = {
    opId,
    kind,
    commentId: comment.id,
    briefId: comment.briefId,
    payload,
    status: 'queued',
    error: null,
    createdAt: now,
  };
  return db.commentOps.add(op);
}

/**
 * The briefs whose counts writing `written` over `before` (the same comments as the device had them) can
 * change: a comment new to the device, or one whose flags changed. A new text alone counts nothing.
 */
function countChanges(before: readonly (StoredComment | undefined)[], written: readonly StoredComment[]) {
  return written.filter((comment, i) => before[i]?.flags !== comment.flags).map((comment) => comment.briefId);
}

/** Counts the comments of `briefIds` again, inside the transaction that wrote them. */
async function recount(db: BriefsmithDB, briefIds: Iterable<string>): Promise<void> {
  for (const briefId of new Set(briefIds)) {
    const counts = commentCountsOf(briefId, await commentCountKeys(db, briefId));
    if (counts) await db.commentCounts.put(counts);
    else await db.commentCounts.delete(briefId);
  }
}

/** Writes a new comment (a thread, or a reply in `threadId`) and queues its creation. */
export function addComment(db: BriefsmithDB, input: NewComment): Promise<CommentRecord> {
  const at = new Date(input.now).toISOString();
  const record: CommentRecord = {
    id: input.id,
    briefId: input.briefId,
    threadId: input.threadId ?? input.id,
    section: input.section,
    authorId: input.authorId,
    body: input.body.trim(),
    mentions: [...new Set(input.mentions)],
    createdAt: at,
    updatedAt: at,
    editedAt: null,
    resolvedAt: null,
    resolvedBy: null,
    deletedAt: null,
    deletedBy: null,
    version: 0,
  };
  const payload: CommentOpPayload = {
    section: record.section,
    body: record.body,
    mentions: record.mentions,
    ...(input.threadId ? { thread_id: input.threadId } : {}),
  };
  return guardQuota(() =>
    db.transaction('rw', db.comments, db.commentOps, db.commentCounts, async () => {
      await db.comments.put(storedComment(record));
      await queue(db, 'create', record, input.opId, payload, input.now);
      await recount(db, [record.briefId]);
      return record;
    }),
  );
}

async function change(
  db: BriefsmithDB,
  id: string,
  kind: Exclude<CommentOpKind, 'create'>,
  opId: string,
  now: number,
  apply: (record: CommentRecord, at: string) => Partial<CommentRecord>,
  payload: CommentOpPayload = {},
): Promise<CommentRecord | undefined> {
  return guardQuota(() =>
    db.transaction('rw', db.comments, db.commentOps, db.commentCounts, async () => {
      const record = await db.comments.get(id);
      if (!record) return undefined;
      const next = storedComment({ ...record, ...apply(record, new Date(now).toISOString()) });
      await db.comments.put(next);
      await queue(db, kind, record, opId, payload, now);
      await recount(db, countChanges([record], [next]));
      return next;
    }),
  );
}

/** The author's new text and mentions. */
export function editComment(
  db: BriefsmithDB,
  id: string,
  body: string,
  mentions: string[],
  opId: string,
  now: number,
) {
  const text = body.trim();
  const people = [...new Set(mentions)];
  return change(
    db,
    id,
    'edit',
    opId,
    now,
    (_record, at) => ({ body: text, mentions: people, editedAt: at, updatedAt: at }),
    { body: text, mentions: people },
  );
}

export function deleteComment(db: BriefsmithDB, id: string, userId: string, opId: string, now: number) {
  return change(db, id, 'delete', opId, now, (_record, at) => ({
    body: '',
    mentions: [],
    deletedAt: at,
    deletedBy: userId,
    updatedAt: at,
  }));
}

/** Resolves (or reopens) the thread whose first comment is `id`. */
export function setThreadResolved(
  db: BriefsmithDB,
  id: string,
  resolved: boolean,
  userId: string,
  opId: string,
  now: number,
) {
  return change(db, id, resolved ? 'resolve' : 'reopen', opId, now, (_record, at) => ({
    resolvedAt: resolved ? at : null,
    resolvedBy: resolved ? userId : null,
    updatedAt: at,
  }));
}

/**
 * The operations to send now, oldest first, at most `limit`: those behind a blocked operation on the
 * same comment wait (an edit of a comment whose creation was refused would only be refused too).
 */
export async function sendableCommentOps(db: BriefsmithDB, limit: number): Promise<CommentOp[]> {
  const held = new Set<string>();
  const sendable: CommentOp[] = [];
  for (const op of await db.commentOps.orderBy('seq').toArray()) {
    if (op.status === 'blocked') held.add(op.commentId);
    else if (!held.has(op.commentId)) sendable.push(op);
    if (sendable.length === limit) break;
  }
  return sendable;
}

/**
 * The server applied `op` and answered `row`: the operation goes; the comment becomes the server's
 * copy unless another operation on it still waits (that one's answer will bring it).
 */
export function settleCommentOp(db: BriefsmithDB, op: CommentOp, row: ServerComment): Promise<void> {
  return db.transaction('rw', db.comments, db.commentOps, db.commentCounts, async () => {
    await db.commentOps.delete(op.seq);
    const waiting = await db.commentOps.where('commentId').equals(op.commentId).count();
    if (waiting > 0) return;
    const before = await db.comments.get(row.id);
    const settled = storedComment(commentOfServer(row));
    await db.comments.put(settled);
    await recount(db, countChanges([before], [settled]));
  });
}

/** The server refused `op`: it stays, blocked, with the reason shown beside the comment. */
export async function blockCommentOp(db: BriefsmithDB, op: CommentOp, reason: string): Promise<void> {
  await db.commentOps.update(op.seq, { status: 'blocked', error: reason });
}

/** "Try again": a blocked operation goes back in the queue. */
export async function retryCommentOp(db: BriefsmithDB, seq: number): Promise<void> {
  await db.commentOps.update(seq, { status: 'queued', error: null });
}

/**
 * "Discard": a blocked operation goes; a comment whose creation was refused goes with it (it never
 * reached anyone), any other comment waits for the server's copy on the next pull.
 */
export function discardCommentOp(db: BriefsmithDB, seq: number): Promise<void> {
  return db.transaction('rw', db.comments, db.commentOps, db.commentCounts, async () => {
    const op = await db.commentOps.get(seq);
    if (!op) return;
    await db.commentOps.delete(seq);
    if (op.kind === 'create') {
      await db.commentOps.where('commentId').equals(op.commentId).delete();
      await db.comments.delete(op.commentId);
      await recount(db, [op.briefId]);
    }
  });
}

/** Pulled comments: stored unless an operation on them still waits, or the device has a newer copy. */
export function storePulledComments(db: BriefsmithDB, rows: readonly ServerComment[]): Promise<void> {
  if (rows.length === 0) return Promise.resolve();
  return guardQuota(() =>
    db.transaction('rw', db.comments, db.commentOps, db.commentCounts, async () => {
      const ids = rows.map((row) => row.id);
      const waiting = new Set(
        (await db.commentOps.where('commentId').anyOf(ids).toArray()).map((op) => op.commentId),
      );
      const current = await db.comments.bulkGet(ids);
      const fresh = rows.flatMap((row, i) =>
        !waiting.has(row.id) && (current[i]?.version ?? -1) <= Number(row.version)
          ? [{ before: current[i], after: storedComment(commentOfServer(row)) }]
          : [],
      );
      const written = fresh.map(({ after }) => after);
      await db.comments.bulkPut(written);
      await recount(
        db,
        countChanges(
          fresh.map(({ before }) => before),
          written,
        ),
      );
    }),
  );
}

/**
 * Notes briefs that came onto the device from the server and briefs that left it (inside the brief
 * writer's transaction, SYNC_TABLES): the next comment pull settles them (sync/comments.ts). Called only
 * with something to note, and answering Dexie's own promise: as an async function awaited with nothing
 * to write, it made that transaction commit early now and then (PrematureCommitError).
 */
export function noteCommentBriefChanges(
  db: BriefsmithDB,
  arrived: readonly string[],
  gone: readonly string[],
): Promise<string> {
  return db.commentBriefChanges.bulkPut([
    ...arrived.map((briefId) => ({ briefId, change: 'arrived' as const })),
    ...gone.map((briefId) => ({ briefId, change: 'gone' as const })),
  ]);
}

/** The briefs noted since the last comment pull. */
export function commentBriefChanges(db: BriefsmithDB): Promise<CommentBriefChange[]> {
  return db.commentBriefChanges.toArray();
}

/** The comment pull settled these notes; a brief noted again meanwhile stays noted. */
export function settleCommentBriefChanges(
  db: BriefsmithDB,
  settled: readonly CommentBriefChange[],
): Promise<void> {
  return db.transaction('rw', db.commentBriefChanges, async () => {
    const now = await db.commentBriefChanges.bulkGet(settled.map((note) => note.briefId));
    await db.commentBriefChanges.bulkDelete(
      settled.filter((note, i) => now[i]?.change === note.change).map((note) => note.briefId),
    );
  });
}

/**
 * Forgets the comments of briefs that left the device (deleted, or no longer shared with the user):
 * they are no longer the user's to read. A comment with an operation still waiting stays until it is
 * answered or discarded; a brief back on the device meanwhile keeps its comments.
 */
export function forgetCommentsOfBriefsGone(db: BriefsmithDB, gone: readonly string[]): Promise<number> {
  if (gone.length === 0) return Promise.resolve(0);
  return db.transaction('rw', db.comments, db.commentOps, db.commentCounts, db.briefs, async () => {
    const present = new Set(
      (await db.briefs.bulkGet([...gone])).flatMap((brief) => (brief ? [brief.id] : [])),
    );
    const left = gone.filter((id) => !present.has(id));
    if (left.length === 0) return 0;
    const leftSet = new Set(left);
    const waiting = new Set(
      (await db.commentOps.toArray()).filter((op) => leftSet.has(op.briefId)).map((op) => op.commentId),
    );
    const ids = (await db.comments.where('briefId').anyOf(left).primaryKeys()).filter(
      (id) => !waiting.has(id),
    );
    await db.comments.bulkDelete(ids);
    await recount(db, left);
    return ids.length;
  });
}
