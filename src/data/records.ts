// The shapes stored in the per-user local database. The brief is kept as its stored row (snake_case,
// the same shape that is pushed and merged per column), with large file items offloaded to the
// `files` table (see files.ts); the repository turns it into the app-shaped `Brief` for the UI.
import type { BriefListItem, BriefRow } from '../domain/brief';

/** A brief row without the server's `version` (kept apart as `serverVersion`). File items may be refs. */
export type StoredRow = Omit<BriefRow, 'version'>;

/** The columns a client may push: every column except those the server manages. */
export type PushColumn = Exclude<keyof StoredRow, 'id' | 'user_id' | 'created_at' | 'updated_at'>;

/** `{column: value}` of changed columns, values as stored (text, string[], deliverables object). */
export type Patch = Partial<Record<PushColumn, unknown>>;

/** What the signed-in user may do with a brief ('admin': an admin sees every brief). */
export type Permission = 'owner' | 'write' | 'read' | 'admin';

export type LocalBrief = {
  id: string;
  /** What the user sees: the last known server row with pending local changes on top. */
  row: StoredRow;
  /** The last known server row (null: never reached the server). Pending patches are rebased onto it. */
  base: StoredRow | null;
  /** Version of `base` (0: not on the server). */
  serverVersion: number;
  ownerId: string;
  ownerEmail: string;
  ownerName: string;
  isOwner: boolean;
  permission: Permission;
  /** Shared with the user (absent in records pulled before the server said; then `permission` tells). */
  sharedWithMe?: boolean;
  /** Indexed: the dashboard lists briefs by it, newest first. */
  updatedAt: string;
  /** Set when deleted locally and the delete has not reached the server yet (hidden from the UI). */
  deletedAt?: string;
  /** Set when the owner stopped sharing the brief while the user had changes the server now refuses. */
  revokedAt?: string;
  /** Who made the latest change on the server (their name, server-set), when known. */
  updatedByName?: string;
};

/**
 * What a dashboard card shows, stored apart so listing 5,000 briefs reads little (no files, no rows).
 * `search` is the brief's normalised search text (domain/find.ts), computed once per save or pull so
 * that a keystroke costs no more than a substring test per brief.
 */
export type BriefCard = BriefListItem & {
  permission: Permission;
  sharedWithMe?: boolean;
  search?: string;
  /** Who else made the latest change (absent when it was the user's own or unknown). */
  updatedByName?: string;
};

/** A team template (public.brief_templates): a brief's content under a name, to start new briefs from. */
export type TemplateRecord = {
  id: string;
  name: string;
  type: string;
  /** The brief's content columns, as stored (files as data URLs, inline). */
  content: Record<string, unknown>;
  authorId: string;
  authorName: string;
  createdAt: string;
  updatedAt: string;
};

/** A large file item (data URL or its JSON wrapper), stored once per content. */
export type FileRecord = { key: string; data: string };

/**
 * A file kept in Storage, as this device holds it (the `localFiles` table, keyed by file id; its one
 * writer is file-store.ts). A file chosen here waits with its bytes (`upload: 'pending'`) until the sync
 * uploads it, before the change that refers to it is pushed; a refused upload keeps its bytes and the
 * server's reason. A file downloaded for a pulled reference is 'done' from the start.
 */
export type LocalFile = {
  id: string;
  briefId: string;
  /** The object's path in the bucket: `{briefId}/{id}`. */
  path: string;
  name: string;
  type: string;
  size: number;
  sha256: string;
  /** The bytes (absent: not on this device). */
  blob?: Blob;
  upload: 'pending' | 'done' | 'refused';
  /** Bytes the server has confirmed (resumable uploads go on from here). */
  sentBytes: number;
  /** The resumable upload's URL, once created (a reload resumes it). */
  resumeUrl?: string;
  /** The server's reason for a refused upload. */
  error?: string;
  /** Epoch ms when chosen or downloaded: uploads go oldest first. */
  createdAt: number;
};

export type OutboxKind = 'upsert' | 'delete' | 'restore';
export type OutboxStatus = 'pending' | 'inflight' | 'blocked';

export type OutboxEntry = {
  /** Auto-incremented: the order in which entries of one brief are pushed. Every stored entry has one. */
  seq: number;
  /** The idempotency key the server records: the same op is applied at most once. */
  opId: string;
  briefId: string;
  kind: OutboxKind;
  baseVersion: number;
  patch: Patch;
  /** The server value each patched column was based on (the server merges per field with it). */
  baseValues: Patch;
  attempts: number;
  /** Epoch ms; persisted so a reload re-arms the retry timer. */
  nextAttemptAt: number;
  status: OutboxStatus;
  lastError?: string;
  createdAt: number;
};

/** An entry before the database numbers it (only `data/sync-writer.ts` adds entries). */
export type NewOutboxEntry = Omit<OutboxEntry, 'seq'>;

export type ConflictField = { field: PushColumn; base: unknown; mine: unknown; theirs: unknown };

/**
 * A conflict kept until the user picks mine or theirs:
 * - 'fields': some fields changed on both sides (the brief shows theirs; `mine` is kept here);
 * - 'deleted': the user edited a brief deleted elsewhere (`mine` is the user's full row);
 * - 'delete-vs-edit': the user deleted a brief changed elsewhere (`theirs` is the server row).
 */
export type ConflictRecord = {
  briefId: string;
  kind: 'fields' | 'deleted' | 'delete-vs-edit';
  fields: ConflictField[];
  /** For 'deleted': the user's row to restore; for 'delete-vs-edit': the server row. */
  row?: StoredRow;
  serverVersion: number;
  createdAt: number;
  /** Who made 'theirs' (or deleted the brief) and when, as the server recorded it, when known. */
  theirsBy?: string;
  theirsAt?: string;
};

export type MetaRecord = { key: string; value: unknown };

/** An outbox entry as the reconcile sees it: entries it queues have no `seq` until they are stored. */
export type QueuedEntry = NewOutboxEntry & { seq?: number };

/**
 * One brief's local sync state: its record (null: not on this device), its outbox entries in push
 * order, and its conflict (null: none). The reconcile (sync/reconcile.ts) computes the next state and
 * the writer (data/sync-writer.ts) stores it.
 */
export type BriefSyncState = {
  briefId: string;
  record: LocalBrief | null;
  entries: QueuedEntry[];
  conflict: ConflictRecord | null;
};
