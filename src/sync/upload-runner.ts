// Runs the upload queue (uploads.ts) for the engine, beside its push/pull cycles: a kick starts a pass
// unless one runs (then one more follows); a pass cut off by the network or a failing server is tried
// again later and resumes where it stopped; stopping the engine aborts the file in flight (its
// resumable upload goes on from the last chunk next time). One tab uploads at a time.
import type { BriefsmithDB } from '../data/db';
import type { SyncClient } from './client';
import type { SyncEnvironment } from './env';
import { refreshSession } from './session';
import { uploadPendingFiles } from './uploads';

export type UploadRunnerOptions = {
  db: BriefsmithDB;
  supabase: SyncClient;
  userId: string;
  env: SyncEnvironment;
  files: { apiUrl: string; anonKey: string };
  retryMs: number;
  isStarted(): boolean;
  retryLater(ms: number, task: () => void): void;
  onSettled(): void;
};

export type UploadRunner = { kick(): void; abort(): void; idle(): Promise<void> };

export function uploadRunner(options: UploadRunnerOptions): UploadRunner {
  const { db, supabase, userId, env, files } = options;
  let running: Promise<void> | null = null;
  let wanted = false;
  let abort: AbortController | null = null;

  async function withFileLock<T>(job: () => Promise<T>): Promise<T | null> {
    if (!env.locks) return job();
    return env.locks.request(`briefsmith-files-${userId}`, { ifAvailable: true }, (lock) =>
      lock ? job() : null,
    );
  }

  async function run() {
    while (wanted && options.isStarted() && env.isOnline()) {
      wanted = false;
      abort = new AbortController();
      const signal = abort.signal;
      const report = await withFileLock(() =>
        uploadPendingFiles({
          db,
          target: async () => {
            const { data } = await supabase.auth.getSession();
            const accessToken = data.session?.access_token;
            return accessToken ? { ...files, supabase, accessToken, signal } : null;
          },
          refreshSession: () => refreshSession(supabase, userId),
          onSettled: options.onSettled,
        }),
      ).catch(() => null);
      if (report?.failure && !signal.aborted) options.retryLater(options.retryMs, kick);
    }
  }

  function kick() {
    if (!options.isStarted()) return;
    wanted = true;
    running ??= run().finally(() => {
      running = null;
    });
  }

  return {
    kick,
    abort: () => abort?.abort(),
    idle: async () => {
      await running;
    },
  };
}
