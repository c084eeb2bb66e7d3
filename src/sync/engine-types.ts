// What the sync engine is given and what it offers (src/sync/engine.ts builds it).
import type { BriefsmithDB } from '../data/db';
import type { PushColumn } from '../data/records';
import type { StoredFile } from '../domain/brief';
import type { DownloadReport } from './download-file';
import type { SyncClient } from './client';
import type { SyncEnvironment } from './env';
import type { ConflictChoice } from './resolve';
import type { SyncStatusStore } from './status';

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
  /** Pull on Realtime signals (default true); polling every `fallbackPullMs` while the socket is down. */
  live?: boolean;
  fallbackPullMs?: number;
  /**
   * Where files go (Supabase Storage): the project URL and anon key, for the resumable uploads that
   * tus-js-client sends itself. Without it files chosen here wait on the device.
   */
  files?: { apiUrl: string; anonKey: string };
  /** Wait before trying a cut-off upload again (it resumes where it stopped). */
  uploadRetryMs?: number;
};

export type SyncEngine = {
  start(): void;
  stop(): Promise<void>;
  /** Runs a full cycle (push, pull) now and resolves when the engine is idle again. */
  syncNow(): Promise<void>;
  /**
   * Pushes what waits now, without a pull while the live link is up (it brings colleagues' changes by
   * itself): an explicit Save. Resolves when the engine is idle again.
   */
  pushNow(): Promise<void>;
  resolveConflict(briefId: string, field: PushColumn | '*', choice: ConflictChoice): Promise<void>;
  discardBlockedChange(briefId: string): Promise<void>;
  retryBlockedChange(briefId: string): Promise<void>;
  /** Downloads the files not on this device yet and keeps them for offline use. */
  downloadFiles(files: readonly StoredFile[]): Promise<DownloadReport>;
  /** Briefs with changes not on the server yet: warn before signing out when > 0. */
  pendingChanges(): Promise<number>;
  status: SyncStatusStore;
};
