// The device's copies of history and review requests (see review-records.ts): replaced as a whole per
// brief (history) or per fetch (reviews), so a request withdrawn on the server disappears here too.
import type { BriefsmithDB } from './db';
import type { CachedHistoryEntry, ReviewRecord } from './review-records';

/** A brief's versions the device has seen, newest first. */
export async function cachedHistory(db: BriefsmithDB, briefId: string): Promise<CachedHistoryEntry[]> {
  const entries = await db.history.where('briefId').equals(briefId).toArray();
  return entries.sort((a, b) => b.id - a.id);
}

export async function storeHistory(db: BriefsmithDB, briefId: string, entries: CachedHistoryEntry[]) {
  await db.transaction('rw', db.history, async () => {
    await db.history.where('briefId').equals(briefId).delete();
    await db.history.bulkPut(entries);
  });
}

/** Adds or refreshes some of a brief's versions (history rows never change on the server). */
export async function putHistoryEntries(db: BriefsmithDB, entries: CachedHistoryEntry[]) {
  await db.history.bulkPut(entries);
}

/** Every review request the user can see, replacing what was stored (or only one brief's). */
export async function storeReviews(db: BriefsmithDB, reviews: ReviewRecord[], briefId?: string) {
  await db.transaction('rw', db.reviews, async () => {
    if (briefId) await db.reviews.where('briefId').equals(briefId).delete();
    else await db.reviews.clear();
    await db.reviews.bulkPut(reviews);
  });
}

export function reviewsOfBrief(db: BriefsmithDB, briefId: string): Promise<ReviewRecord[]> {
  return db.reviews.where('briefId').equals(briefId).sortBy('requestedAt');
}

export function allReviews(db: BriefsmithDB): Promise<ReviewRecord[]> {
  return db.reviews.toArray();
}
