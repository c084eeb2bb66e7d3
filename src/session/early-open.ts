// The stored user's database, opened before React's first render (docs/design.md §9). Opening
// IndexedDB in a fresh browser process takes 70–200 ms and runs off the main thread, so starting it while
// the app's code is still evaluated and rendered overlaps the two: measured on a cold offline start with
// 5,000 briefs, the open began about 300 ms after the code had arrived when the session provider's
// effect started it. The provider takes the database over; a different user signing in closes it.
import { openUserDatabase, type BriefsmithDB } from '../data/db';
import { prefetchFirstPage } from './first-page';

let early: { userId: string; db: BriefsmithDB } | null = null;

/**
 * `userId`'s database, opening, with its first page of cards being read: the read overlaps the download
 * of the first screen's code. A failure to open shows up again on that screen's first read, where it is
 * handled.
 */
export function openWithFirstPage(userId: string): BriefsmithDB {
  const db = openUserDatabase(userId);
  void db.open().catch(() => undefined);
  prefetchFirstPage(db);
  return db;
}

/** Starts opening `userId`'s database (as `openWithFirstPage`) before React's first render. */
export function openEarly(userId: string): void {
  if (early) return;
  try {
    early = { userId, db: openWithFirstPage(userId) };
  } catch {
    // No IndexedDB here: the session provider's own open reports it.
  }
}

/** The database opened early for `userId`, handed over once; another user's is closed. */
export function takeEarlyDatabase(userId: string): BriefsmithDB | null {
  const taken = early;
  early = null;
  if (!taken) return null;
  if (taken.userId === userId) return taken.db;
  taken.db.close();
  return null;
}
