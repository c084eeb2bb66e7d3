// What the features call to read and change briefs. Every change is ONE Dexie transaction that writes
// the brief (and its card and new files) together with its outbox entry: nothing is half-saved, and a
// saved change is durable before the promise resolves, whatever the network does.
import { newBrief, type NewBriefInput } from '../domain/defaults';
import { briefFromRow, briefToRow } from '../domain/mapping';
import type { Brief } from '../domain/brief';
import type { BriefsmithDB } from './db';
import { decodeFileItemRemembered, encodeFileItemCached, withoutFiles } from './file-items';
import { inlineFiles, offloadFiles } from './files';
import { newOpId } from './outbox';
import type { BriefCard, ConflictRecord, FileRecord, LocalBrief, Permission, StoredRow } from './records';
import { guardQuota, requestPersistentStorage } from './storage';
import { reconcileStored, SYNC_TABLES } from './sync-writer';

/** Who is saving: the signed-in user (owner of the briefs they create). */
export type RepositoryContext = {
  userId: string;
  email?: string;
  fullName?: string;
  /** Injectable clock (tests). */
  now?: () => Date;
};

export class BriefNotFoundError extends Error {
  constructor(readonly briefId: string) {
    super('Brief not found');
    this.name = 'BriefNotFoundError';
  }
}

export type BriefDetails = {
  brief: Brief;
  isOwner: boolean;
  permission: Permission;
  owner: { id: string; email: string; full_name: string };
};

function toStoredRow(brief: Brief, ownerId: string): StoredRow {
  const { version: _version, ...row } = briefToRow(withoutFiles(brief), ownerId);
  return {
    ...row,
    brand_documents: brief.brand.brandDocuments.map(encodeFileItemCached),
    visual_style_files: brief.creative.visualStyleFiles.map(encodeFileItemCached),
  };
}

/** `briefFromRow`, with file items decoded so that a re-save can reuse their stored text. */
function briefWithFiles(row: StoredRow): Brief {
  const brief = briefFromRow({ ...row, brand_documents: [], visual_style_files: [] });
  return {
    ...brief,
    brand: { ...brief.brand, brandDocuments: row.brand_documents.map(decodeFileItemRemembered) },
    creative: { ...brief.creative, visualStyleFiles: row.visual_style_files.map(decodeFileItemRemembered) },
  };
}

/** Creates a brief with the new-brief defaults (docs/spec.md §9) and saves it. */
export async function createBrief(
  db: BriefsmithDB,
  input: NewBriefInput,
  ctx: RepositoryContext,
): Promise<Brief> {
  const brief = newBrief(input, ctx.now?.() ?? new Date());
  await saveBrief(db, brief, ctx);
  return brief;
}

export type SaveOptions = {
  /**
   * The brief as the editor loaded it. When given, only the fields the user changed since then are
   * saved, on top of the current local copy — so a colleague's change pulled meanwhile into a field
   * the user did not touch is kept, not reverted by the editor's older copy (docs/design.md §6).
   */
  basedOn?: Brief;
};

/**
 * Saves a brief: only changed columns are queued, and only files never stored before are written.
 * Throws `StorageFullError` when the device is full (nothing is written), `BriefNotFoundError` when the
 * brief was deleted meanwhile.
 */
export async function saveBrief(
  db: BriefsmithDB,
  brief: Brief,
  ctx: RepositoryContext,
  options: SaveOptions = {},
): Promise<void> {
  // Files are offloaded (hashed) before the transaction, so that it stays short.
  const prepared = prepareWrite(brief, ctx, options);
  await guardQuota(() =>
    db.transaction('rw', SYNC_TABLES(db), async () => {
      // An async function: Dexie follows its awaits (a plain one returning a promise commits too early).
      await writeBrief(db, prepared);
    }),
  );
  requestPersistentStorage();
}

/**
 * Who made the stored copy's latest server change, when it was someone else (server-set
 * updated_by_name and the server row's updated_at), in a conflict's terms.
 */
export type StoredChange = Pick<ConflictRecord, 'theirsBy' | 'theirsAt'>;

/** What `decide` saw (and who last changed it), and whether it saved. */
export type SavedOver = { saved: boolean; stored: Brief | undefined; storedBy: StoredChange };

/**
 * Saves what `decide` makes of the stored brief (undefined when it is gone), read and written in one
 * transaction: a change pulled between the read and the write cannot be overwritten unseen, and the
 * write does not wait for a separate read's transaction to close. `decide` returns the brief to save,
 * or undefined to save nothing (the caller asks the user first); what it throws aborts the save and is
 * rethrown.
 */
export async function saveBriefOver(
  db: BriefsmithDB,
  briefId: string,
  decide: (stored: Brief | undefined) => Brief | undefined,
  ctx: RepositoryContext,
): Promise<SavedOver> {
  const result = await guardQuota(() =>
    db.transaction('rw', SYNC_TABLES(db), async () => {
      const stored = await getBrief(db, briefId);
      const storedBy = changedBy(await db.briefs.get(briefId));
      const next = decide(stored);
      if (next) await writeBrief(db, prepareWrite(next, ctx, {}));
      return { saved: next !== undefined, stored, storedBy };
    }),
  );
  if (result.saved) requestPersistentStorage();
  return result;
}

function changedBy(record: LocalBrief | undefined): StoredChange {
  const name = record?.updatedByName;
  const at = record?.base?.updated_at;
  return name ? { theirsBy: name, ...(at ? { theirsAt: at } : {}) } : {};
}

type PreparedWrite = {
  brief: Brief;
  ctx: RepositoryContext;
  now: number;
  offloaded: StoredRow;
  files: FileRecord[];
  loaded: StoredRow | null;
};

function prepareWrite(brief: Brief, ctx: RepositoryContext, options: SaveOptions): PreparedWrite {
  const { values: offloaded, files } = offloadFiles(toStoredRow(brief, ctx.userId));
  return {
    brief,
    ctx,
    now: (ctx.now?.() ?? new Date()).getTime(),
    offloaded,
    files,
    loaded: options.basedOn ? offloadFiles(toStoredRow(options.basedOn, ctx.userId)).values : null,
  };
}

/** The save's writes (call inside a read-write transaction over SYNC_TABLES): the reconcile decides. */
async function writeBrief(db: BriefsmithDB, { brief, ctx, now, offloaded, files, loaded }: PreparedWrite) {
  const { effects } = await reconcileStored(db, brief.id, {
    type: 'save',
    row: offloaded,
    loaded,
    files,
    owner: { userId: ctx.userId, email: ctx.email ?? '', fullName: ctx.fullName ?? '' },
    now,
    opId: newOpId(),
  });
  if (effects.some((effect) => effect.type === 'not-found')) throw new BriefNotFoundError(brief.id);
}

/** Deletes a brief. One that never reached the server is simply dropped (no request is queued). */
export async function deleteBrief(db: BriefsmithDB, briefId: string, ctx?: Pick<RepositoryContext, 'now'>) {
  const now = (ctx?.now?.() ?? new Date()).getTime();
  await guardQuota(() => reconcileStored(db, briefId, { type: 'delete', now, opId: newOpId() }));
}

/** The brief as the editor and view use it, files included; undefined when missing or deleted. */
export async function getBrief(db: BriefsmithDB, briefId: string): Promise<Brief | undefined> {
  return (await getBriefDetails(db, briefId))?.brief;
}

/** The brief with what the signed-in user may do with it and who owns it. */
export async function getBriefDetails(db: BriefsmithDB, briefId: string): Promise<BriefDetails | undefined> {
  const record = await db.briefs.get(briefId);
  if (!record || record.deletedAt) return undefined;
  const row = await inlineFiles(db, record.row);
  return {
    brief: briefWithFiles(row),
    isOwner: record.isOwner,
    permission: record.permission,
    owner: { id: record.ownerId, email: record.ownerEmail, full_name: record.ownerName },
  };
}

/** Dashboard cards, most recently updated first. Reads no brief bodies and no files. */
export async function listBriefs(db: BriefsmithDB): Promise<BriefCard[]> {
  return db.cards.orderBy('updatedAt').reverse().toArray();
}
