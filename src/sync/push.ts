// One push pass over the outbox (docs/design.md §6). Per brief, entries go out in order, one at a time (saves
// were coalesced into one entry per brief); briefs are independent, so the head entries of up to 50
// briefs travel in one request (push_brief_changes) with a result per brief, and a failure holds back
// only later changes of its own brief. Retryable failures back off with jitter and the time of the next
// attempt is persisted; refused changes are blocked with the server's reason, never dropped. A request
// whose answer is lost is retried with the same op ids: the server replays what it already applied.
// A request the server cancels for time goes again as smaller requests, never unchanged (split.ts).
import type { BriefsmithDB } from '../data/db';
import { localFilesById } from '../data/file-reads';
import { inlineFiles } from '../data/files';
import { blockEntries, claimEntries, holdEntry, releaseEntry, removeEntries } from '../data/outbox';
import type { OutboxEntry } from '../data/records';
import type { PushAnswer } from './answers';
import { applyPushResult } from './apply-push';
import { retryDelay } from './backoff';
import { classifyFailure, refusalReason, type PushFailure } from './classify';
import { PUSH_BATCH_SIZE, pushChanges, type PushRequest, type SyncClient } from './client';
import type { SyncEnvironment } from './env';
import { sendBaseVersion } from './reconcile-queue';
import { isStatementTimeout, splitBatch, TIMED_OUT_ALONE } from './split';
import { headReadiness, referencedFileIds } from './upload-plan';

/** A request carries at most about this much JSON (files travel inline), unless one change is bigger. */
const BATCH_BYTES = 4 * 1024 * 1024;

export type PushReport = {
  /** Requests sent. */
  sent: number;
  /** Earliest time a held-back entry becomes due (to arm a timer), or null. */
  nextAttemptAt: number | null;
  /** The session is gone and could not be refreshed: pushing pauses until the user signs in again. */
  authPaused: boolean;
  /** The account was deactivated: nothing was blocked, every change waits for a new sign-in. */
  deactivated: boolean;
  /** The last failure that is being retried (network, server), or null. */
  failure: PushFailure | null;
};

export type PushContext = {
  db: BriefsmithDB;
  supabase: SyncClient;
  env: SyncEnvironment;
  /** Refreshes the session after a 401: 'ok', 'retry' (network) or 'signed-out'. */
  refreshSession(): Promise<'ok' | 'retry' | 'signed-out'>;
  batchSize?: number;
  /** A push request naming these briefs is about to be sent (its live echo is expected: echoes.ts). */
  onSend?(briefIds: string[]): void;
};

function minTime(a: number | null, b: number | null): number | null {
  if (a === null) return b;
  if (b === null) return a;
  return Math.min(a, b);
}

async function holdForRetry(ctx: PushContext, entry: OutboxEntry, failure: PushFailure, report: PushReport) {
  const attempts = entry.attempts + 1;
  const nextAttemptAt = ctx.env.now() + retryDelay(attempts, ctx.env.random());
  await holdEntry(ctx.db, entry.seq, {
    attempts,
    nextAttemptAt,
    lastError: failure.message || `HTTP ${failure.status}`,
  });
  report.failure = failure;
  report.nextAttemptAt = minTime(report.nextAttemptAt, nextAttemptAt);
}

type Sent = { entry: OutboxEntry; request: PushRequest };

/** A batch the server cancelled for time (and rolled back): its changes go again in smaller requests. */
const CANCELLED_FOR_TIME = Symbol('cancelled for time');

/** Several changes wait, unclaimed, to be sent again as halves; one change alone is blocked. */
async function cancelledForTime(ctx: PushContext, sent: Sent[], proceed: Set<string>) {
  if (sent.length > 1) {
    for (const { entry } of sent) await releaseEntry(ctx.db, entry.seq);
    return CANCELLED_FOR_TIME;
  }
  await blockEntries(
    ctx.db,
    sent.map((item) => item.entry),
    TIMED_OUT_ALONE,
  );
  return proceed;
}

const UNEXPECTED: PushFailure = { status: 200, message: 'Unexpected answer from the server' };

/** Applies one change's answer; false when the brief must wait (held or blocked). */
async function settle(ctx: PushContext, { entry }: Sent, answer: PushAnswer, report: PushReport) {
  if (answer.ok) {
    await applyPushResult(ctx.db, entry, answer.result, ctx.env.now());
    return true;
  }
  const { failure } = answer;
  if (classifyFailure(failure) === 'block') {
    await blockEntries(ctx.db, [entry], refusalReason(failure));
  } else await holdForRetry(ctx, entry, failure, report);
  return false;
}

/** Sends one batch of head entries (one per brief); returns the briefs that may go on. */
async function pushBatch(
  ctx: PushContext,
  heads: OutboxEntry[],
  report: PushReport,
): Promise<Set<string> | typeof CANCELLED_FOR_TIME> {
  const { db } = ctx;
  const proceed = new Set<string>();
  const records = await db.briefs.bulkGet(heads.map((head) => head.briefId));
  const gone = heads.filter((_, index) => !records[index]);
  // A brief removed locally (e.g. the user took "theirs" of a delete) has nothing left to send.
  await removeEntries(db, gone);
  gone.forEach((head) => proceed.add(head.briefId));
  const byBrief = new Map(records.flatMap((record) => (record ? [[record.id, record] as const] : [])));
  const claimed = await claimEntries(
    db,
    heads.filter((head) => byBrief.has(head.briefId)).map((head) => head.seq),
  );
  if (claimed.length === 0) return proceed;
  const sent: Sent[] = await Promise.all(
    claimed.map(async (entry) => ({
      entry,
      request: {
        opId: entry.opId,
        briefId: entry.briefId,
        kind: entry.kind,
        baseVersion: sendBaseVersion(entry, byBrief.get(entry.briefId)!),
        patch: await inlineFiles(db, entry.patch),
        baseValues: await inlineFiles(db, entry.baseValues),
      },
    })),
  );
  for (let refreshes = 0; ; refreshes++) {
    ctx.onSend?.(sent.map((item) => item.request.briefId));
    const outcome = await pushChanges(
      ctx.supabase,
      sent.map((item) => item.request),
    );
    report.sent++;
    if (outcome.ok) {
      // One answer per change sent, in order (client.ts checked them against the request).
      for (const [index, item] of sent.entries()) {
        if (await settle(ctx, item, outcome.data[index]!, report)) proceed.add(item.entry.briefId);
      }
      return proceed;
    }
    const { failure } = outcome;
    if (isStatementTimeout(failure)) return cancelledForTime(ctx, sent, proceed);
    const action = classifyFailure(failure);
    if (action === 'deactivated') {
      // About the account, not these changes: they wait as they are (no attempt counted).
      for (const { entry } of sent) await releaseEntry(db, entry.seq);
      report.deactivated = true;
      return proceed;
    }
    if (action === 'refresh' && refreshes < 2) {
      // An expired token is not the changes' fault: refresh and retry without counting an attempt.
      const refreshed = await ctx.refreshSession();
      if (refreshed === 'ok') continue;
      if (refreshed === 'signed-out') {
        for (const { entry } of sent) await releaseEntry(db, entry.seq);
        report.authPaused = true;
        return proceed;
      }
    }
    // The whole request failed (network, server, lost answer): every change in it waits and is resent
    // with the same op id, which the server answers from its record if it did apply it.
    // An answer that could not be read blocks each change with the reason; any other refusal of the
    // whole request (one that names no change) is held for a retry as an unexpected answer.
    for (const item of sent) {
      const answer = failure.unreadable !== undefined ? failure : UNEXPECTED;
      if (action === 'block') await settle(ctx, item, { ok: false, failure: answer }, report);
      else await holdForRetry(ctx, item.entry, failure, report);
    }
    return proceed;
  }
}

/** Sends a batch; one the server cancelled for time goes again as two halves, each split again if need be. */
async function pushInParts(ctx: PushContext, heads: OutboxEntry[], report: PushReport): Promise<Set<string>> {
  const proceed = await pushBatch(ctx, heads, report);
  if (proceed !== CANCELLED_FOR_TIME) return proceed;
  const parts = new Set<string>();
  for (const half of splitBatch(heads) ?? []) {
    if (report.authPaused || report.deactivated) break;
    for (const briefId of await pushInParts(ctx, half, report)) parts.add(briefId);
  }
  return parts;
}

/** Splits heads into requests of at most `size` changes and about BATCH_BYTES of JSON. */
function batches(heads: OutboxEntry[], size: number): OutboxEntry[][] {
  const result: OutboxEntry[][] = [];
  let current: OutboxEntry[] = [];
  let bytes = 0;
  for (const head of heads) {
    const weight = JSON.stringify(head.patch).length + JSON.stringify(head.baseValues).length;
    if (current.length > 0 && (current.length >= size || bytes + weight > BATCH_BYTES)) {
      result.push(current);
      current = [];
      bytes = 0;
    }
    current.push(head);
    bytes += weight;
  }
  if (current.length > 0) result.push(current);
  return result;
}

/** Pushes every due entry once. Briefs held by a 'deleted' conflict wait for the user's decision. */
export async function pushOutbox(ctx: PushContext): Promise<PushReport> {
  const report: PushReport = {
    sent: 0,
    nextAttemptAt: null,
    authPaused: false,
    deactivated: false,
    failure: null,
  };
  const { db } = ctx;
  const [entries, conflicts] = await Promise.all([
    db.outbox.orderBy('seq').toArray(),
    db.conflicts.toArray(),
  ]);
  const lastSeq = entries.at(-1)?.seq ?? 0;
  // Briefs that wait: held by a 'deleted' conflict, or stopped earlier in this pass.
  const stopped = new Set(conflicts.filter((c) => c.kind === 'deleted').map((c) => c.briefId));
  for (;;) {
    const heads = await dueHeads(db, lastSeq, stopped, ctx.env.now(), report);
    if (heads.length === 0 || report.authPaused || report.deactivated) return report;
    for (const batch of batches(heads, ctx.batchSize ?? PUSH_BATCH_SIZE)) {
      const proceed = await pushInParts(ctx, batch, report);
      for (const head of batch) if (!proceed.has(head.briefId)) stopped.add(head.briefId);
      if (report.authPaused || report.deactivated) return report;
    }
  }
}

/** The first entry of each brief that is due, not blocked and older than the pass. */
async function dueHeads(
  db: BriefsmithDB,
  lastSeq: number,
  stopped: Set<string>,
  now: number,
  report: PushReport,
): Promise<OutboxEntry[]> {
  const heads = new Map<string, OutboxEntry>();
  for (const entry of await db.outbox.orderBy('seq').toArray()) {
    if (!heads.has(entry.briefId)) heads.set(entry.briefId, entry);
  }
  const due = [...heads.values()].filter((head) => {
    if (stopped.has(head.briefId) || head.seq > lastSeq || head.status === 'blocked') return false;
    if (head.nextAttemptAt > now) {
      report.nextAttemptAt = minTime(report.nextAttemptAt, head.nextAttemptAt);
      return false;
    }
    return true;
  });
  return withFilesUp(db, due, stopped);
}

/**
 * The heads whose files are all in Storage (docs/design.md §6): a head whose file still waits to upload
 * stays for a later pass (the upload queue kicks the push when the file is up); one whose upload was
 * refused is blocked with the server's reason. Only that brief waits.
 */
async function withFilesUp(db: BriefsmithDB, heads: OutboxEntry[], stopped: Set<string>) {
  const ids = heads.flatMap((head) => referencedFileIds(head.patch));
  if (ids.length === 0) return heads;
  const files = await localFilesById(db, ids);
  const ready: OutboxEntry[] = [];
  for (const head of heads) {
    const readiness = headReadiness(head.patch, files);
    if (readiness.kind === 'push') ready.push(head);
    else {
      stopped.add(head.briefId);
      if (readiness.kind === 'blocked') await blockEntries(db, [head], readiness.reason);
    }
  }
  return ready;
}
