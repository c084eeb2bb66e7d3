// What the features call to read and change briefs. Every change is ONE Dexie transaction that writes
// the brief (and its card and new files) together with its outbox entry: nothing is half-saved, and a
// saved change is durable before the promise resolves, whatever the network does.
import { newBrief, type NewBriefInput } from '../domain/defaults';
import { briefFromRow, briefToRow } from '../domain/mapping';
import type { Brief } from '../domain/brief';
import type { BriefsmithDB } from './db';
import { putBriefRecord, removeBriefRecord } from './cards';
import { decodeFileItemRemembered, encodeFileItemCached, withoutFiles } from './file-items';
import { inlineFiles, offloadFiles, storeFiles } from './files';
import { enqueueDelete, enqueueUpsert } from './outbox';
import type {
  BriefCard,
  ConflictField,
  ConflictRecord,
  FileRecord,
  LocalBrief,
  Permission,
  PushColumn,
  StoredRow,
} from './records';
import { deepEqual } from '../domain/diff';
import { applyPatch, changedColumns, isEmptyPatch } from './row-values';
import { guardQuota, requestPersistentStorage } from './storage';

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

const BRIEF_TABLES = (db: BriefsmithDB) => [db.briefs, db.cards, db.files, db.outbox, db.conflicts];

function toStoredRow(brief: Brief, ownerId: string): StoredRow {
  const { version: _version, ...row } = briefToRow(withoutFiles(brief), ownerId);
  return {
    ...row,
    brand_documents: brief.brand.brandDocuments.map(encodeFileItemCached),
    visual_style_files: brief.creative.visualStyleFiles.map(encodeFileItemCached),
  };
}

function newRecord(row: StoredRow, ctx: RepositoryContext): LocalBrief {
  return {
    id: row.id,
    row,
    base: null,
    serverVersion: 0,
    ownerId: ctx.userId,
    ownerEmail: ctx.email ?? '',
    ownerName: ctx.fullName ?? '',
    isOwner: true,
    permission: 'owner',
    updatedAt: row.updated_at,
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
    db.transaction('rw', BRIEF_TABLES(db), async () => {
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
    db.transaction('rw', BRIEF_TABLES(db), async () => {
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

function namedIn({ theirsBy, theirsAt }: ConflictRecord): StoredChange {
  return { ...(theirsBy ? { theirsBy } : {}), ...(theirsAt ? { theirsAt } : {}) };
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

/** The save's writes (call inside a read-write transaction over BRIEF_TABLES). */
async function writeBrief(db: BriefsmithDB, { brief, ctx, now, offloaded, files, loaded }: PreparedWrite) {
  const record = (await db.briefs.get(brief.id)) ?? null;
  if (record?.deletedAt) throw new BriefNotFoundError(brief.id);
  let row: StoredRow;
  if (!record) row = offloaded;
  else if (loaded) {
    const { edits, clashes } = splitEdits(record, loaded, offloaded);
    row = applyPatch({ ...record.row, updated_at: offloaded.updated_at }, edits);
    if (clashes.length > 0) await keepAsConflict(db, record, clashes, now);
  } else row = { ...offloaded, user_id: record.row.user_id, created_at: record.row.created_at };
  const changes = changedColumns(record?.row ?? null, row);
  if (record && isEmptyPatch(changes) && record.row.updated_at === row.updated_at) return;
  if (record) await supersedeConflictFields(db, record.id, Object.keys(changes) as PushColumn[]);
  await storeFiles(db, files);
  const next: LocalBrief = record
    ? { ...record, row, updatedAt: row.updated_at || record.updatedAt }
    : newRecord(row, ctx);
  await putBriefRecord(db, next);
  await enqueueUpsert(db, brief.id, record, changes, now);
}

/**
 * The user's edits since `loaded`. A field that also changed underneath (a pull, another tab) is not
 * silently overwritten either way: it becomes a conflict with both values, like one the server finds.
 */
function splitEdits(record: LocalBrief, loaded: StoredRow, saved: StoredRow) {
  const edits = changedColumns(loaded, saved);
  const clashes: ConflictField[] = [];
  for (const field of Object.keys(edits) as PushColumn[]) {
    const current = record.row[field];
    if (deepEqual(current, loaded[field]) || deepEqual(current, edits[field])) continue;
    clashes.push({ field, base: loaded[field], mine: edits[field], theirs: current });
    delete edits[field];
  }
  return { edits, clashes };
}

async function keepAsConflict(db: BriefsmithDB, record: LocalBrief, clashes: ConflictField[], now: number) {
  const existing = await db.conflicts.get(record.id);
  if (existing && existing.kind !== 'fields') return;
  const fields = new Map((existing?.fields ?? []).map((field) => [field.field, field]));
  for (const clash of clashes) fields.set(clash.field, clash);
  await db.conflicts.put({
    briefId: record.id,
    kind: 'fields',
    fields: [...fields.values()],
    serverVersion: record.serverVersion,
    createdAt: existing?.createdAt ?? now,
    // The latest change's author names the other side; without one, whoever the conflict named stays.
    ...(record.updatedByName ? changedBy(record) : existing && namedIn(existing)),
  });
}

/**
 * A new save of a field in an open field conflict is the user's newer decision for that field: it
 * replaces both values of the conflict (and is pushed like any edit). Left open, the conflict's older
 * 'mine' could later be put back over it — by "keep mine", or when restoring a brief deleted elsewhere.
 */
async function supersedeConflictFields(db: BriefsmithDB, briefId: string, saved: PushColumn[]) {
  const conflict = await db.conflicts.get(briefId);
  if (!conflict || conflict.kind !== 'fields' || saved.length === 0) return;
  const fields = conflict.fields.filter((field) => !saved.includes(field.field));
  if (fields.length === conflict.fields.length) return;
  if (fields.length === 0) await db.conflicts.delete(briefId);
  else await db.conflicts.put({ ...conflict, fields });
}

/** Deletes a brief. One that never reached the server is simply dropped (no request is queued). */
export async function deleteBrief(db: BriefsmithDB, briefId: string, ctx?: Pick<RepositoryContext, 'now'>) {
  const now = (ctx?.now?.() ?? new Date()).getTime();
  await guardQuota(() =>
    db.transaction('rw', BRIEF_TABLES(db), async () => {
      const record = await db.briefs.get(briefId);
      if (!record || record.deletedAt) return;
      const outcome = await enqueueDelete(db, record, now);
      await db.conflicts.delete(briefId);
      if (outcome === 'dropped') await removeBriefRecord(db, briefId);
      else await putBriefRecord(db, { ...record, deletedAt: new Date(now).toISOString() });
    }),
  );
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
