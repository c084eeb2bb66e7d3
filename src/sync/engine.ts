// The sync engine: plain TypeScript between the local database and Supabase (docs/design.md §6).
// It pushes the outbox and pulls changes in cycles that never overlap: on start (sign-in), after a
// save (debounced, noticed in any tab through Dexie's live queries), on 'online' and when the tab
// becomes visible (both retry held-back changes at once), when a retry falls due, after the session
// refreshes, and periodically while online. Time, randomness, timers, connectivity, tabs and the
// network (through the supabase client it is given) are injectable.
import { liveQuery, type Subscription } from 'dexie';
import type { BriefsmithDB } from '../data/db';
import { collectUnusedFiles } from '../data/files-gc';
import type { PushColumn } from '../data/records';
import { pendingBriefCount } from '../data/markers';
import type { PushFailure } from './classify';
import type { SyncClient } from './client';
import { browserEnvironment, type SyncEnvironment } from './env';
import { pullAll } from './pull';
import { pushOutbox } from './push';
import { discardBlockedChange, resolveConflict, retryBlockedChange, type ConflictChoice } from './resolve';
import { refreshSession, sessionState } from './session';
import { initialSyncStatus, syncStatus, type SyncStatus, type SyncStatusStore } from './status';
import { readOutboxSummary, type OutboxSummary } from './summary';
import { openTabChannel, withSyncLock, type TabChannel } from './tabs';

const VISIBLE_PULL_GAP_MS = 10_000;

export type SyncEngineOptions = {
  db: BriefsmithDB;
  supabase: SyncClient;
  userId: string;
  env?: SyncEnvironment;
  status?: SyncStatusStore;
  pullIntervalMs?: number;
  saveDebounceMs?: number;
  /** How often to look for a session again while pushing is paused for want of one. */
  authRecheckMs?: number;
  /** Wait before trying again when another tab holds the sync lock. */
  lockRetryMs?: number;
};

export type SyncEngine = {
  start(): void;
  stop(): Promise<void>;
  /** Runs a full cycle (push, pull) now and resolves when the engine is idle again. */
  syncNow(): Promise<void>;
  resolveConflict(briefId: string, field: PushColumn | '*', choice: ConflictChoice): Promise<void>;
  discardBlockedChange(briefId: string): Promise<void>;
  retryBlockedChange(briefId: string): Promise<void>;
  /** Briefs with changes not on the server yet: warn before signing out when > 0. */
  pendingChanges(): Promise<number>;
  status: SyncStatusStore;
};

export function createSyncEngine(options: SyncEngineOptions): SyncEngine {
  const { db, supabase, userId } = options;
  const env = options.env ?? browserEnvironment();
  const status = options.status ?? syncStatus;
  const pullIntervalMs = options.pullIntervalMs ?? 60_000;
  const saveDebounceMs = options.saveDebounceMs ?? 400;
  const authRecheckMs = options.authRecheckMs ?? 30_000;
  const lockRetryMs = options.lockRetryMs ?? 2_000;

  let started = false;
  let running: Promise<void> | null = null;
  let wantPush = false;
  let wantPull = false;
  /** Highest outbox sequence seen; null until the first summary after start (saves made before it are pushed by start itself). */
  let seenSeq: number | null = null;
  const timers = new Map<string, unknown>();
  const cleanups: (() => void)[] = [];
  let channel: TabChannel | null = null;
  let summarySubscription: Subscription | null = null;

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

  function kick(pull: boolean): Promise<void> {
    wantPush = true;
    wantPull ||= pull;
    running ??= runLoop().finally(() => {
      running = null;
    });
    return running;
  }

  async function runLoop() {
    while (wantPush || wantPull) {
      const pull = wantPull;
      wantPush = wantPull = false;
      try {
        await cycle(pull);
      } catch (error) {
        setStatus({ state: 'error', lastError: error instanceof Error ? error.message : String(error) });
      }
      await refreshSummary().catch(() => {});
    }
  }

  async function cycle(pull: boolean) {
    const online = env.isOnline();
    setStatus({ online });
    if (!online) {
      setStatus({ state: 'offline' });
      return;
    }
    const session = await sessionState(
      supabase,
      userId,
      (ms) => new Promise((resolve) => env.setTimeout(resolve, ms)),
    );
    if (session !== 'ok') {
      setStatus({ state: session === 'unreachable' ? 'offline' : 'paused-auth' });
      schedule('auth', authRecheckMs, () => void kick(true));
      return;
    }
    const ran = await withSyncLock(env, userId, async () => {
      setStatus({ state: 'syncing' });
      const push = await pushOutbox({
        db,
        supabase,
        env,
        refreshSession: () => refreshSession(supabase, userId),
      });
      if (push.sent > 0) setStatus({ lastPushAt: env.now() });
      if (push.authPaused) {
        setStatus({ state: 'paused-auth' });
        schedule('auth', authRecheckMs, () => void kick(true));
        return;
      }
      let failure: PushFailure | null = push.lastError ? { status: -1, message: push.lastError } : null;
      if (pull) {
        let pulled = await pullAll({ db, supabase, env });
        if (
          !pulled.ok &&
          pulled.failure.status === 401 &&
          (await refreshSession(supabase, userId)) === 'ok'
        ) {
          pulled = await pullAll({ db, supabase, env });
        }
        if (pulled.ok) setStatus({ lastPullAt: env.now() });
        else failure = pulled.failure;
        schedule('pull', pullIntervalMs, () => void kick(true));
      }
      if (push.nextAttemptAt !== null)
        schedule('retry', push.nextAttemptAt - env.now(), () => void kick(false));
      const offline = failure?.status === 0 || /fetch|network/i.test(failure?.message ?? '');
      const signedOut = failure?.status === 401;
      if (signedOut) schedule('auth', authRecheckMs, () => void kick(true));
      setStatus({
        state: !failure ? 'idle' : offline ? 'offline' : signedOut ? 'paused-auth' : 'error',
        lastError: failure ? (failure.message ?? null) : null,
      });
      channel?.post({
        type: 'status',
        lastPushAt: status.getState().lastPushAt,
        lastPullAt: status.getState().lastPullAt,
      });
    });
    if (!ran) schedule('lock', lockRetryMs, () => void kick(pull));
  }

  function applySummary(summary: OutboxSummary) {
    const { lastSeq, ...visible } = summary;
    setStatus(visible);
    if (seenSeq === null || lastSeq > seenSeq) {
      const first = seenSeq === null;
      seenSeq = lastSeq;
      // A new save (in this tab or another): push it soon, coalescing a burst of saves.
      if (!first && started) schedule('save', saveDebounceMs, () => void kick(false));
    }
  }

  async function refreshSummary() {
    applySummary(await readOutboxSummary(db));
  }

  /** Held-back changes are retried at once when the network returns or the user comes back. */
  async function retryNow(pull: boolean) {
    const now = env.now();
    await db.outbox
      .where('status')
      .equals('pending')
      .modify((entry) => {
        if (entry.nextAttemptAt > now) entry.nextAttemptAt = now;
      });
    await kick(pull);
  }

  return {
    status,
    start() {
      if (started) return;
      started = true;
      // A fresh status for this user (the store outlives a sign-out).
      status.setState(initialSyncStatus(env.isOnline()));
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
        if (event === 'SIGNED_IN' || event === 'TOKEN_REFRESHED') schedule('auth', 0, () => void kick(true));
      });
      cleanups.push(() => data.subscription.unsubscribe());
      channel = openTabChannel(env, userId, (message) => {
        if (message.type !== 'status') return;
        const current = status.getState();
        setStatus({
          lastPushAt: Math.max(current.lastPushAt ?? 0, message.lastPushAt ?? 0) || null,
          lastPullAt: Math.max(current.lastPullAt ?? 0, message.lastPullAt ?? 0) || null,
        });
      });
      summarySubscription = liveQuery(() => readOutboxSummary(db)).subscribe({
        next: applySummary,
        error: () => {},
      });
      // Sweep files nothing refers to any more once the first sync has settled.
      void kick(true).then(() => collectUnusedFiles(db).catch(() => 0));
    },
    async stop() {
      started = false;
      seenSeq = null;
      for (const name of [...timers.keys()]) cancel(name);
      cleanups.splice(0).forEach((cleanup) => cleanup());
      summarySubscription?.unsubscribe();
      summarySubscription = null;
      channel?.close();
      channel = null;
      wantPush = wantPull = false;
      await running;
    },
    async syncNow() {
      await kick(true);
      while (running) await running;
    },
    async resolveConflict(briefId, field, choice) {
      await resolveConflict(db, briefId, field, choice, env.now());
      if (started) void kick(false);
    },
    async discardBlockedChange(briefId) {
      await discardBlockedChange(db, briefId);
      await refreshSummary();
    },
    async retryBlockedChange(briefId) {
      await retryBlockedChange(db, briefId, env.now());
      if (started) void kick(false);
    },
    pendingChanges: () => pendingBriefCount(db),
  };
}
