// One push pass over the outbox (docs/design.md §6). Per brief, entries go out in order, one request per
// entry (saves were coalesced into one entry per brief); briefs are independent, so a failure holds
// back only later changes of its own brief. Retryable failures back off with jitter and the time of
// the next attempt is persisted; refused changes are blocked with the server's reason, never dropped.
import type { BriefsmithDB } from '../data/db';
import { inlineFiles } from '../data/files';
import type { LocalBrief, OutboxEntry, PushColumn } from '../data/records';
import { deepEqual } from '../domain/diff';
import { applyPushResult, isPushResult } from './apply-push';
import { retryDelay } from './backoff';
import { classifyFailure, refusalReason, type PushFailure } from './classify';
import { pushChange, type SyncClient } from './client';
import type { SyncEnvironment } from './env';

export type PushReport = {
  sent: number;
  /** Earliest time a held-back entry becomes due (to arm a timer), or null. */
  nextAttemptAt: number | null;
  /** The session is gone and could not be refreshed: pushing pauses until the user signs in again. */
  authPaused: boolean;
  lastError: string | null;
};

export type PushContext = {
  db: BriefsmithDB;
  supabase: SyncClient;
  env: SyncEnvironment;
  /** Refreshes the session after a 401: 'ok', 'retry' (network) or 'signed-out'. */
  refreshSession(): Promise<'ok' | 'retry' | 'signed-out'>;
  concurrency?: number;
};

/** The base version to send: the current server version when every patched column still has the value
 *  the edit was based on there (the server then applies it on top), else the entry's own. */
function sendBaseVersion(entry: OutboxEntry, record: LocalBrief): number {
  if (entry.kind === 'restore') return 0;
  if (entry.kind === 'delete') return entry.baseVersion || record.serverVersion;
  const base = record.base;
  // Version 0 asks the server to create the brief. Once the creation is acknowledged, a change queued
  // before that is based on the created version (1): were the brief deleted elsewhere meanwhile, it
  // must come back as an edit-vs-delete conflict, not silently recreate the brief from this one change.
  if (!base || record.serverVersion === 0) return entry.baseVersion;
  const claimed = entry.baseVersion || 1;
  if (record.serverVersion <= claimed) return claimed;
  const columns = Object.keys(entry.patch) as PushColumn[];
  const unchanged = columns.every(
    (column) => column in entry.baseValues && deepEqual(entry.baseValues[column], base[column]),
  );
  return unchanged ? record.serverVersion : claimed;
}

type EntryOutcome = 'done' | 'held' | 'auth';

async function holdForRetry(ctx: PushContext, entry: OutboxEntry, failure: PushFailure): Promise<void> {
  const attempts = entry.attempts + 1;
  await ctx.db.outbox.update(entry.seq!, {
    status: 'pending',
    attempts,
    nextAttemptAt: ctx.env.now() + retryDelay(attempts, ctx.env.random()),
    lastError: failure.message || `HTTP ${failure.status}`,
  });
}

/**
 * Marks the entry in flight and reads it in one transaction: a save coalescing into the entry either
 * lands before (and is sent) or sees it in flight and queues a new entry — never lost in between.
 */
async function claim(db: BriefsmithDB, seq: number): Promise<OutboxEntry | null> {
  return db.transaction('rw', db.outbox, async () => {
    const fresh = await db.outbox.get(seq);
    if (!fresh || fresh.status === 'blocked') return null;
    await db.outbox.update(seq, { status: 'inflight' });
    return { ...fresh, status: 'inflight' as const };
  });
}

async function pushEntry(ctx: PushContext, head: OutboxEntry, report: PushReport): Promise<EntryOutcome> {
  const { db } = ctx;
  const record = await db.briefs.get(head.briefId);
  if (!record) {
    await db.outbox.delete(head.seq!);
    return 'done';
  }
  const entry = await claim(db, head.seq!);
  if (!entry) return 'held';
  const request = {
    opId: entry.opId,
    briefId: entry.briefId,
    kind: entry.kind,
    baseVersion: sendBaseVersion(entry, record),
    patch: await inlineFiles(db, entry.patch),
    baseValues: await inlineFiles(db, entry.baseValues),
  };
  for (let refreshes = 0; ; refreshes++) {
    const outcome = await pushChange(ctx.supabase, request);
    report.sent++;
    if (outcome.ok && isPushResult(outcome.data)) {
      await applyPushResult(db, entry, outcome.data, ctx.env.now());
      return 'done';
    }
    const failure: PushFailure = outcome.ok
      ? { status: 200, message: 'Unexpected answer from the server' }
      : outcome.failure;
    const action = classifyFailure(failure);
    if (action === 'block') {
      await db.outbox.update(entry.seq!, { status: 'blocked', lastError: refusalReason(failure) });
      return 'held';
    }
    if (action === 'refresh' && refreshes < 2) {
      // An expired token is not the change's fault: refresh and retry without counting an attempt.
      const refreshed = await ctx.refreshSession();
      if (refreshed === 'ok') continue;
      if (refreshed === 'signed-out') {
        await db.outbox.update(entry.seq!, { status: 'pending' });
        report.authPaused = true;
        return 'auth';
      }
    }
    report.lastError = failure.message || `HTTP ${failure.status}`;
    await holdForRetry(ctx, entry, failure);
    report.nextAttemptAt = minTime(
      report.nextAttemptAt,
      (await db.outbox.get(entry.seq!))?.nextAttemptAt ?? null,
    );
    return 'held';
  }
}

function minTime(a: number | null, b: number | null): number | null {
  if (a === null) return b;
  if (b === null) return a;
  return Math.min(a, b);
}

/** Pushes every due entry once. Briefs held by a 'deleted' conflict wait for the user's decision. */
export async function pushOutbox(ctx: PushContext): Promise<PushReport> {
  const report: PushReport = { sent: 0, nextAttemptAt: null, authPaused: false, lastError: null };
  const { db } = ctx;
  const [entries, conflicts] = await Promise.all([
    db.outbox.orderBy('seq').toArray(),
    db.conflicts.toArray(),
  ]);
  const held = new Set(conflicts.filter((c) => c.kind === 'deleted').map((c) => c.briefId));
  const lastSeq = entries.at(-1)?.seq ?? 0;
  const briefIds = [...new Set(entries.map((entry) => entry.briefId))].filter((id) => !held.has(id));

  const pushBrief = async (briefId: string) => {
    for (;;) {
      if (report.authPaused) return;
      const head = (await db.outbox.where('briefId').equals(briefId).sortBy('seq'))[0];
      if (!head || head.seq! > lastSeq || head.status === 'blocked') return;
      if (head.nextAttemptAt > ctx.env.now()) {
        report.nextAttemptAt = minTime(report.nextAttemptAt, head.nextAttemptAt);
        return;
      }
      if ((await pushEntry(ctx, head, report)) !== 'done') return;
    }
  };

  const queue = [...briefIds];
  const workers = Array.from({ length: Math.min(ctx.concurrency ?? 4, queue.length) }, async () => {
    for (let briefId = queue.shift(); briefId !== undefined; briefId = queue.shift())
      await pushBrief(briefId);
  });
  await Promise.all(workers);
  return report;
}
