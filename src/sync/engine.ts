// The sync engine: plain TypeScript between the local database and Supabase (docs/design.md §6).
// It pushes the outbox and pulls changes in cycles that never overlap: on start (sign-in), after a
// save (debounced, noticed in any tab through Dexie's live queries), on 'online' and when the tab
// becomes visible (both retry held-back changes at once), when a retry falls due, after the session
// refreshes, and periodically while online. Time, randomness, timers, connectivity, tabs and the
// network (through the supabase client it is given) are injectable.
import { collectUnusedFiles } from '../data/files-gc';
import { pullComments, pushComments } from './comments';
import { bringRetriesForward } from '../data/outbox';
import { catchUpTracker } from './catch-up';
import { echoTracker } from './echoes';
import { failureClass, type PushFailure } from './classify';
import { browserEnvironment } from './env';
import { nameDeleters } from './deleters';
import { liveUpdates, type LiveUpdates } from './live';
import { pullAll, type PullReport } from './pull';
import { pushOutbox, type PushReport } from './push';
import { discardBlockedChange, resolveConflict, retryBlockedChange } from './resolve';
import { refreshSession, sessionState } from './session';
import { initialSyncActivity, syncStatus, type FirstSyncProgress, type SyncStatus } from './status';
import { publishOutboxSummary, readOutboxSummary, watchOutboxSummary, type OutboxSummary } from './summary';
import { activityOf, openTabChannel, withSyncLock, type TabChannel } from './tabs';
import { downloadStoredFiles } from './download-file';
import { uploadRunner } from './upload-runner';

const VISIBLE_PULL_GAP_MS = 10_000;

import type { SyncEngine, SyncEngineOptions } from './engine-types';

export type { SyncEngine, SyncEngineOptions } from './engine-types';

export function createSyncEngine(options: SyncEngineOptions): SyncEngine {
  const { db, supabase, userId } = options;
  const env = options.env ?? browserEnvironment();
  const status = options.status ?? syncStatus;
  const pullIntervalMs = options.pullIntervalMs ?? 60_000;
  const saveDebounceMs = options.saveDebounceMs ?? 400;
  const authRecheckMs = options.authRecheckMs ?? 30_000;
  const lockRetryMs = options.lockRetryMs ?? 2_000;
  const fallbackPullMs = Math.min(options.fallbackPullMs ?? 15_000, pullIntervalMs);
  let live: LiveUpdates | null = null;
  const catchUp = catchUpTracker();
  const echoes = echoTracker(env.now);

  let started = false;
  let running: Promise<void> | null = null;
  let wantPush = false;
  let wantPull = false;
  /** The live link (re)subscribed: pull, unless a pull under way reads past that moment (catch-up.ts). */
  let wantCatchUp = false;
  /** A colleague's comment changed: pull comments (not briefs). */
  let wantComments = false;
  /** Highest outbox sequence seen; null until the first summary after start. */
  let seenSeq: number | null = null;
  /** Highest comment operation seen, likewise. */
  let seenCommentSeq: number | null = null;
  const timers = new Map<string, unknown>();
  const cleanups: (() => void)[] = [];
  let channel: TabChannel | null = null;

  const setStatus = (partial: Partial<SyncStatus>) => status.setState(partial);

  function schedule(name: string, ms: number, task: () => void) {
    cancel(name);
    timers.set(
      name,
      env.setTimeout(
        () => {
          timers.delete(name);
          if (started) task();
        },
        Math.max(0, ms),
      ),
    );
  }
  function cancel(name: string) {
    if (timers.has(name)) env.clearTimeout(timers.get(name));
    timers.delete(name);
  }

  // Uploads run beside the cycles, so a 50 MB file never holds back another brief's push.
  const uploads = options.files
    ? uploadRunner({
        db,
        supabase,
        userId,
        env,
        files: options.files,
        retryMs: options.uploadRetryMs ?? 15_000,
        isStarted: () => started,
        retryLater: (ms, task) => schedule('uploads', ms, task),
        // A file is up (or refused): the change that needs it can go (or be blocked) now.
        onSettled: () => void kick(false),
      })
    : null;

  function kick(pull: boolean): Promise<void> {
    uploads?.kick();
    wantPush = true;
    wantPull ||= pull;
    return run();
  }

  function run(): Promise<void> {
    running ??= runLoop().finally(() => {
      running = null;
    });
    return running;
  }

  async function runLoop() {
    while (wantPush || wantPull || wantCatchUp || wantComments) {
      const pull = wantPull || (wantCatchUp && catchUp.owed());
      const push = wantPush;
      const comments = wantComments;
      wantPush = wantPull = wantCatchUp = wantComments = false;
      if (!push && !pull && !comments) continue;
      try {
        await cycle(pull, comments);
      } catch (error) {
        setStatus({ state: 'error', lastError: error instanceof Error ? error.message : String(error) });
      }
      await publishOutboxSummary(db, status)
        .then(applySummary)
        .catch(() => {});
    }
  }

  // ---- The cycle, step by step -------------------------------------------------------------------

  /** Step 1: the browser says it is offline — nothing to try. */
  function checkConnectivity(): boolean {
    const online = env.isOnline();
    setStatus(online ? { online } : { online, state: 'offline', nextRetryAt: null });
    return online;
  }

  /** Step 2: a session of this user, or the status says why not (and a later look is scheduled). */
  async function ensureSession(): Promise<boolean> {
    const session = await sessionState(
      supabase,
      userId,
      (ms) => new Promise((resolve) => env.setTimeout(resolve, ms)),
    );
    if (session === 'ok') return true;
    pauseForAuth(session === 'unreachable' ? 'offline' : 'paused-auth');
    return false;
  }

  function pauseForAuth(state: 'offline' | 'paused-auth') {
    // A deactivated account (whose session is gone too) stays the truth until an exchange succeeds.
    if (state !== 'paused-auth' || status.getState().state !== 'deactivated')
      setStatus({ state, nextRetryAt: null });
    schedule('auth', authRecheckMs, () => void kick(true));
  }

  /** Deactivated: every change waits here, unblocked; a sign-in after Reactivate pushes them at once. */
  function pauseForDeactivation() {
    setStatus({ state: 'deactivated', lastError: null, nextRetryAt: null });
    schedule('auth', authRecheckMs, () => void kick(true));
  }

  /** Step 3: the outbox, in batches. */
  function pushStep(): Promise<PushReport> {
    return pushOutbox({
      db,
      supabase,
      env,
      refreshSession: () => refreshSession(supabase, userId),
      onSend: echoes.sent,
    });
  }

  /** Rows per pull page: smaller once the server cancelled a page for time, for the engine's lifetime. */
  let pullPageSize: number | undefined;

  /** Step 4: changes from the server, once more after refreshing an expired token. */
  async function pullStep(): Promise<PullReport> {
    const firstSync = (progress: FirstSyncProgress) => setStatus({ firstSync: progress });
    const pullOnce = async () => {
      const report = await pullAll({
        db,
        supabase,
        env,
        pageSize: pullPageSize,
        onFirstSyncProgress: firstSync,
        onPageRequested: catchUp.pageRequested,
      });
      pullPageSize = report.pageSize;
      return report;
    };
    let pulled = await pullOnce();
    if (!pulled.ok && pulled.failure.status === 401 && (await refreshSession(supabase, userId)) === 'ok')
      pulled = await pullOnce();
    catchUp.pulled(pulled.ok);
    setStatus(
      pulled.ok ? { lastPullAt: env.now(), lastPullOk: true, firstSync: null } : { lastPullOk: false },
    );
    if (pulled.ok) await nameDeleters(db, supabase).catch(() => undefined);
    // With live updates a colleague's change arrives as a signal; polling is the fallback.
    schedule('pull', live?.connected() ? pullIntervalMs : fallbackPullMs, () => void kick(true));
    return pulled;
  }

  /**
   * Comments beside the briefs (comments.ts): the queue after the briefs' push (a comment on a brief
   * created offline needs the brief on the server first), then the changes after a pull. A failure
   * leaves everything queued for the next cycle, sooner than the next pull.
   */
  async function commentsStep(pull: boolean): Promise<void> {
    let pushed = await pushComments(db, supabase);
    if (!pushed.ok && pushed.failure?.status === 401 && (await refreshSession(supabase, userId)) === 'ok')
      pushed = await pushComments(db, supabase);
    if (!pushed.ok) schedule('comments', fallbackPullMs, () => void kick(false));
    if (pull) await pullComments(db, supabase).catch(() => undefined);
  }

  /** Step 5: what the user is told, and when the engine tries again by itself. */
  function reportOutcome(push: PushReport, pulled: PullReport | null) {
    const failure: PushFailure | null = pulled && !pulled.ok ? pulled.failure : push.failure;
    const kind = failure ? failureClass(failure) : null;
    if (kind === 'deactivated') return pauseForDeactivation();
    if (push.nextAttemptAt !== null)
      schedule('retry', push.nextAttemptAt - env.now(), () => void kick(false));
    if (kind === 'signed-out') schedule('auth', authRecheckMs, () => void kick(true));
    const pullRetryAt = pulled && !pulled.ok ? env.now() + pullIntervalMs : null;
    const nextRetryAt = [push.nextAttemptAt, pullRetryAt].filter((t): t is number => t !== null);
    setStatus({
      state:
        kind === null
          ? 'idle'
          : kind === 'offline'
            ? 'offline'
            : kind === 'signed-out'
              ? 'paused-auth'
              : 'error',
      lastError: failure ? failure.message || `HTTP ${failure.status}` : null,
      nextRetryAt: nextRetryAt.length > 0 ? Math.min(...nextRetryAt) : null,
    });
  }

  async function cycle(pull: boolean, comments = false) {
    if (!checkConnectivity()) return;
    if (!(await ensureSession())) return;
    const ran = await withSyncLock(env, userId, async () => {
      setStatus({ state: 'syncing' });
      const push = await pushStep();
      if (push.sent > 0) setStatus({ lastPushAt: env.now() });
      if (push.authPaused) return pauseForAuth('paused-auth');
      if (push.deactivated) pauseForDeactivation();
      else {
        const pulled = pull ? await pullStep() : null;
        await commentsStep(pull || comments);
        reportOutcome(push, pulled);
      }
      channel?.post({ type: 'status', activity: activityOf(status.getState()) });
    });
    if (!ran) schedule('lock', lockRetryMs, () => void kick(pull));
  }

  function applySummary(summary: OutboxSummary) {
    // A comment written in any tab: sent soon, as a save is.
    if (seenCommentSeq !== null && summary.lastCommentSeq > seenCommentSeq && started)
      schedule('save', saveDebounceMs, () => void kick(false));
    seenCommentSeq = Math.max(seenCommentSeq ?? 0, summary.lastCommentSeq);
    if (seenSeq === null || summary.lastSeq > seenSeq) {
      const first = seenSeq === null;
      seenSeq = summary.lastSeq;
      // A new save (in this tab or another): push it soon, coalescing a burst of saves. The first
      // summary may already hold a save made after the start's push read the outbox (the watch's first
      // read can finish after that push): anything waiting gets a push too, at worst one for nothing.
      if (started && (!first || summary.queued > 0)) schedule('save', saveDebounceMs, () => void kick(false));
    }
  }

  /** Held-back changes are retried at once when the network returns or the user comes back. */
  async function retryNow(pull: boolean) {
    const now = env.now();
    await bringRetriesForward(db, now);
    await kick(pull);
  }

  return {
    status,
    start() {
      if (started) return;
      started = true;
      // A fresh status for this user (the store outlives a sign-out); counts come from the database.
      status.setState(initialSyncActivity(env.isOnline()));
      cleanups.push(env.on('online', () => void retryNow(true)));
      cleanups.push(env.on('offline', () => setStatus({ online: false, state: 'offline' })));
      // Switching back to the tab pulls too, unless a pull has just run.
      cleanups.push(
        env.on(
          'visible',
          () => void retryNow(env.now() - (status.getState().lastPullAt ?? 0) > VISIBLE_PULL_GAP_MS),
        ),
      );
      const { data } = supabase.auth.onAuthStateChange((event) => {
        // Never call supabase-js from inside its own callback (it holds the auth lock): defer.
        if (event !== 'SIGNED_IN' && event !== 'TOKEN_REFRESHED') return;
        schedule('auth', 0, () => void kick(true));
        // Realtime closes a channel whose token expired: a renewed session listens again.
        schedule('live', 0, () => live?.reopenIfEnded());
      });
      cleanups.push(() => data.subscription.unsubscribe());
      channel = openTabChannel(env, userId, (message) => {
        // The tab that holds the sync lock tells the others what happened.
        if (message.type === 'status') setStatus(message.activity);
      });
      cleanups.push(watchOutboxSummary(db, status, applySummary));
      if (options.live ?? true) {
        // A signal pulls at once (kick coalesces a burst into one more cycle).
        const link = liveUpdates(supabase, userId, (signal, briefIds) => {
          if (!started) return;
          // The echo of this device's own push: its answer brought the row already (echoes.ts).
          if (signal === 'changed') return echoes.isEcho(briefIds) ? undefined : void kick(true);
          if (signal === 'comments') {
            wantComments = true;
            return void run();
          }
          catchUp.connected();
          wantCatchUp = true;
          void run();
        });
        live = link;
        cleanups.push(() => {
          live = null;
          void link.close();
        });
      }
      // Sweep files nothing refers to any more once the first sync has settled.
      void kick(true).then(() => collectUnusedFiles(db, env.now()).catch(() => 0));
    },
    async stop() {
      started = false;
      uploads?.abort();
      seenSeq = seenCommentSeq = null;
      for (const name of [...timers.keys()]) cancel(name);
      cleanups.splice(0).forEach((cleanup) => cleanup());
      channel?.close();
      channel = null;
      wantPush = wantPull = wantCatchUp = wantComments = false;
      await running;
      await uploads?.idle();
    },
    async syncNow() {
      await kick(true);
      while (running) await running;
    },
    async pushNow() {
      await kick(!live?.connected());
      while (running) await running;
    },
    async resolveConflict(briefId, field, choice) {
      await resolveConflict(db, briefId, field, choice, env.now());
      if (started) void kick(false);
    },
    async discardBlockedChange(briefId) {
      await discardBlockedChange(db, briefId);
    },
    async retryBlockedChange(briefId) {
      await retryBlockedChange(db, briefId, env.now());
      if (started) void kick(false);
    },
    downloadFiles: (files) => downloadStoredFiles(db, supabase, files, env.now),
    pendingChanges: async () => (await readOutboxSummary(db)).pending,
  };
}
