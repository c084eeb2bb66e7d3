/**
 * The local database (docs/design.md §6) — what features use to read and change briefs, offline or not.
 *
 *   const db = openUserDatabase(user.id);             // one IndexedDB per signed-in user
 *   useLiveQuery(() => listBriefs(db), [db]);          // BriefCard[]: card fields, updated-at desc
 *   useLiveQuery(() => getBrief(db, id), [db, id]);    // Brief | undefined (files included)
 *   getBriefDetails(db, id)                            // {brief, isOwner, permission, owner}
 *   await createBrief(db, {title, company}, ctx)       // → Brief; ctx = {userId, email?, fullName?}
 *   await saveBrief(db, brief, ctx, {basedOn})         // brief + outbox entry in ONE transaction;
 *                                                      //   basedOn = the brief as the editor loaded it:
 *                                                      //   only fields edited since then are saved
 *   await deleteBrief(db, id)                          // never-pushed briefs are simply dropped
 *   listConflicts(db), getConflict(db, id)             // conflicts with both values (counts and
 *                                                      //   markers: the sync status, src/sync/summary.ts)
 *
 * Saves throw `StorageFullError` (`.userMessage`) when the device is full — nothing is written then —
 * and `BriefNotFoundError` when the brief was deleted meanwhile.
 */
export { BriefsmithDB, databaseName, openUserDatabase, type DexieDependencies } from './db';
export {
  BriefNotFoundError,
  createBrief,
  deleteBrief,
  getBrief,
  getBriefDetails,
  listBriefs,
  saveBrief,
  saveBriefOver,
  type SavedOver,
  type BriefDetails,
  type RepositoryContext,
  type SaveOptions,
} from './briefs-repository';
export { getConflict, listConflicts } from './conflict-reads';
export { collectUnusedFiles } from './files-gc';
export {
  StorageFullError,
  STORAGE_FULL_MESSAGE,
  isQuotaError,
  storageFailure,
  type StorageFailure,
} from './storage';
export type {
  BriefCard,
  ConflictField,
  ConflictRecord,
  LocalBrief,
  OutboxEntry,
  Patch,
  Permission,
  PushColumn,
  StoredRow,
} from './records';
