// The events the reconcile (sync/reconcile.ts) answers and the effects it reports, as plain values.
import type {
  BriefSyncState,
  ConflictRecord,
  FileRecord,
  LocalBrief,
  OutboxEntry,
  OutboxKind,
  PushColumn,
  StoredRow,
} from '../data/records';
import type { ServerRow } from './server-row';

/** The server's answer to one pushed change (push_brief_change). */
export type PushResult = {
  status: 'applied' | 'merged' | 'conflict' | 'deleted';
  version: number | string | null;
  updated_at: string | null;
  row?: ServerRow | null;
  conflicts?: { field: string }[];
};

export type Removal = { brief_id: string; removed_at: string; reason: 'deleted' | 'unshared' };

/** What undoing a delete needs: the brief, its entries and conflict as they were before the delete. */
export type UndoSnapshot = {
  record: LocalBrief;
  entries: OutboxEntry[];
  conflict?: ConflictRecord;
  files: FileRecord[];
  /** The delete queued for the server (absent when the brief was dropped locally). */
  deleteOpId?: string;
};

export type ConflictChoice = 'mine' | 'theirs';

export type ReconcileEvent =
  // ---- the user ----
  /** A save: `row` is the user's whole row (files offloaded); `loaded` the row the editor started from. */
  | {
      type: 'save';
      row: StoredRow;
      loaded: StoredRow | null;
      files: FileRecord[];
      owner: { userId: string; email: string; fullName: string };
      now: number;
      opId: string;
    }
  | { type: 'delete'; now: number; opId: string }
  /** Undoing a delete: the brief comes back as it was, locally and on the server (a restore). */
  | { type: 'undo'; snapshot: UndoSnapshot; now: number; opId: string }
  | { type: 'choose'; field: PushColumn | '*'; choice: ConflictChoice; now: number; opId: string }
  | { type: 'discard-blocked' }
  | { type: 'retry-blocked'; now: number }
  /** Held-back entries become due now (the network returned, the user came back). */
  | { type: 'retry-now'; now: number }
  // ---- a push ----
  | { type: 'claim'; opIds: string[] }
  /** Applied, merged (with conflicts), or the brief was deleted elsewhere: the server's answer. */
  | { type: 'pushed'; entry: OutboxEntry; result: PushResult; userId: string; now: number }
  | { type: 'refused'; opIds: string[]; reason: string }
  /** Sent without an answer (lost), or refused for now: the entry waits until `nextAttemptAt`. */
  | { type: 'held'; opId: string; attempts: number; nextAttemptAt: number; lastError: string }
  /** Claimed but not sent (the session is gone): pending again, no attempt counted. */
  | { type: 'released'; opId: string }
  /** Entries with nothing left to send (the brief is gone locally). */
  | { type: 'moot'; opIds: string[] }
  // ---- a pull ----
  | { type: 'pulled'; row: ServerRow; userId: string }
  | { type: 'removed'; removal: Removal; now: number; opId: string }
  | { type: 'deleter-named'; name: string };

export type ReconcileEffect =
  /** Written with `next`: files the new rows refer to. */
  | { type: 'store-files'; files: FileRecord[] }
  /** Told: the save was refused, the brief was deleted meanwhile (nothing is written). */
  | { type: 'not-found' }
  /** Told: the undo must wait for the answer to the delete in flight (nothing is written). */
  | { type: 'wait' }
  /** Told: a change was queued for the server (the engine pushes it). */
  | { type: 'queued'; kind: OutboxKind }
  /** Told: entries held back or blocked are due now (the engine pushes them). */
  | { type: 'due' }
  /** Told: the brief never reached the server and was dropped locally; no request is needed. */
  | { type: 'dropped' }
  /** Told: a conflict was opened or changed (the sync status shows it until the user chooses). */
  | { type: 'conflict'; kind: ConflictRecord['kind'] }
  /** Told: changes are blocked with the reason, kept until the user acts. */
  | { type: 'blocked'; reason: string }
  /** Told: the entry waits and is tried again at `nextAttemptAt`. */
  | { type: 'held'; nextAttemptAt: number; lastError: string };

export type Reconciled = { next: BriefSyncState; effects: ReconcileEffect[] };
