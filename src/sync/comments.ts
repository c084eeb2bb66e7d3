// Comments between the device and the server (docs/design.md §26), beside the briefs' push and pull:
// the queue of comment operations goes out in requests of up to 50 (push_comment_changes, an answer per
// operation, each applied at most once), and comments changed on the server come in pages keyset on
// (updated_at, id) with the brief pull's overlap window (pull_comment_changes). A brief that arrived on
// the device since the last pull (created elsewhere, shared, restored, opened by link) has its comments
// fetched whole: they are older than the cursor. The brief writer notes such briefs, and those that
// left, as it stores them (data/sync-writer.ts), so a pull reads no brief it has no business with.
// Refusals block their operation with the reason, never drop it.
import {
  blockCommentOp,
  commentBriefChanges,
  forgetCommentsOfBriefsGone,
  settleCommentBriefChanges,
  sendableCommentOps,
  settleCommentOp,
  storePulledComments,
  type ServerComment,
} from '../data/comment-store';
import type { BriefsmithDB } from '../data/db';
import type { Json } from '../lib/database';
import { notifyMentions } from '../lib/notify';
import { classifyFailure, refusalReason, type PushFailure } from './classify';
import { callRpc, type SyncClient } from './client';
import { PULL_OVERLAP_MS } from './pull';

export const COMMENT_BATCH_SIZE = 50;
/** notify mails mentions of comments created this recently, by server time (its RECENT_MINUTES). */
const MENTION_MAIL_WINDOW_MS = 10 * 60_000;
const COMMENT_PAGE_SIZE = 500;
/** Briefs whose comments one request fetches whole. */
const BRIEFS_PER_FETCH = 200;
export const COMMENT_CURSOR_KEY = 'commentPullCursor';

export type CommentSyncReport = {
  ok: boolean;
  /** The failure that stopped the pass (the engine retries on its next cycle), or null. */
  failure: PushFailure | null;
};

type Cursor = { updated_at: string; id: string };

type OpAnswer = {
  op_id: string;
  ok: boolean;
  result?: unknown;
  code?: string;
  message?: string;
  hint?: string | null;
};

function isComment(value: unknown): value is ServerComment {
  if (typeof value !== 'object' || value === null) return false;
  const row = value as Record<string, unknown>;
  return (
    typeof row['id'] === 'string' &&
    typeof row['brief_id'] === 'string' &&
    typeof row['thread_id'] === 'string' &&
    typeof row['section'] === 'string' &&
    typeof row['body'] === 'string' &&
    Array.isArray(row['mentions']) &&
    typeof row['updated_at'] === 'string' &&
    (typeof row['version'] === 'number' || typeof row['version'] === 'string')
  );
}

/** The answer as it came: comments.ts checks each operation's answer and each pulled row itself. */
const asIs = (answer: unknown) => ({ ok: true as const, value: answer });

/**
 * Whether the server's copy after a create or an edit has mentions notify would still mail: it mails
 * each person once per comment, so telling it again (an edit, a re-sent push) is harmless.
 */
function mailsMentions(kind: string, row: ServerComment): boolean {
  if ((kind !== 'create' && kind !== 'edit') || row.mentions.length === 0) return false;
  return Date.parse(row.updated_at) - Date.parse(row.created_at) < MENTION_MAIL_WINDOW_MS;
}

/** Sends the queued comment operations; stops at the first request that fails as a whole. */
export async function pushComments(db: BriefsmithDB, supabase: SyncClient): Promise<CommentSyncReport> {
  for (;;) {
    const ops = await sendableCommentOps(db, COMMENT_BATCH_SIZE);
    if (ops.length === 0) return { ok: true, failure: null };
    const changes = ops.map((op) => ({
      op_id: op.opId,
      kind: op.kind,
      comment_id: op.commentId,
      brief_id: op.briefId,
      ...op.payload,
    }));
    const sent = await callRpc(
      () => supabase.rpc('push_comment_changes', { changes: changes as Json }),
      asIs,
    );
    if (!sent.ok) return { ok: false, failure: sent.failure };
    const answers = Array.isArray(sent.data) ? (sent.data as OpAnswer[]) : [];
    let retryable: PushFailure | null = null;
    for (const op of ops) {
      const answer = answers.find((a) => a && a.op_id === op.opId);
      if (answer?.ok && isComment(answer.result)) {
        await settleCommentOp(db, op, answer.result);
        if (mailsMentions(op.kind, answer.result)) void notifyMentions(supabase, op.commentId);
        continue;
      }
      const failure: PushFailure = answer
        ? {
            status: 200,
            code: answer.code ?? null,
            message: answer.message ?? null,
            hint: answer.hint ?? null,
          }
        : { status: 200, unreadable: 'no answer for this comment' };
      if (classifyFailure(failure) === 'block') await blockCommentOp(db, op, refusalReason(failure));
      else retryable ??= failure;
    }
    // A deadlock or a timeout of one operation: the rest went; that one goes again next cycle.
    if (retryable) return { ok: false, failure: retryable };
  }
}

async function pullPages(
  db: BriefsmithDB,
  supabase: SyncClient,
  start: { updated_at: string; id: string | null } | null,
  briefIds: string[] | null,
): Promise<{ ok: true; last: Cursor | null } | { ok: false; failure: PushFailure }> {
  let cursor: { updated_at: string; id: string | null } | null = start;
  let last: Cursor | null = null;
  for (;;) {
    const page = await callRpc(
      () =>
        supabase.rpc('pull_comment_changes', {
          since_updated_at: cursor?.updated_at ?? undefined,
          since_id: cursor?.id ?? undefined,
          page_size: COMMENT_PAGE_SIZE,
          brief_ids: briefIds ?? undefined,
        }),
      asIs,
    );
    if (!page.ok) return page;
    const body = page.data as { comments?: unknown; cursor?: Cursor | null; has_more?: boolean } | null;
    const rows = Array.isArray(body?.comments) ? body.comments.filter(isComment) : [];
    await storePulledComments(db, rows);
    if (body?.cursor) last = cursor = body.cursor;
    if (!body?.has_more || !body.cursor) return { ok: true, last };
  }
}

/** Pulls comments changed since the last pull, and every comment of briefs new on the device. */
export async function pullComments(db: BriefsmithDB, supabase: SyncClient): Promise<CommentSyncReport> {
  const saved = (await db.meta.get(COMMENT_CURSOR_KEY))?.value as Cursor | undefined;
  // Read before pulling: a brief noted during this pull is settled by the next one.
  const notes = await commentBriefChanges(db);
  const start = saved
    ? { updated_at: new Date(Date.parse(saved.updated_at) - PULL_OVERLAP_MS).toISOString(), id: null }
    : null;
  const changed = await pullPages(db, supabase, start, null);
  if (!changed.ok) return { ok: false, failure: changed.failure };
  // Without a cursor the pull was whole: every brief's comments came.
  const arrived = saved ? notes.filter((note) => note.change === 'arrived').map((note) => note.briefId) : [];
  for (let i = 0; i < arrived.length; i += BRIEFS_PER_FETCH) {
    const whole = await pullPages(db, supabase, null, arrived.slice(i, i + BRIEFS_PER_FETCH));
    if (!whole.ok) return { ok: false, failure: whole.failure };
  }
  await forgetCommentsOfBriefsGone(
    db,
    notes.filter((note) => note.change === 'gone').map((note) => note.briefId),
  );
  const next = changed.last && (!saved || changed.last.updated_at >= saved.updated_at) ? changed.last : saved;
  if (next) await db.meta.put({ key: COMMENT_CURSOR_KEY, value: next });
  await settleCommentBriefChanges(db, notes);
  return { ok: true, failure: null };
}
