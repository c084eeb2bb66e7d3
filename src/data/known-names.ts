// The names of people this device already knows from what it stores: the briefs' owners, the
// reviewers and those who asked for reviews. Features name people from it first and fetch only the rest.
import type { BriefsmithDB } from './db';

export async function namesOnDevice(db: BriefsmithDB): Promise<Map<string, string>> {
  const names = new Map<string, string>();
  await db.briefs.each((brief) => {
    if (brief.ownerName || brief.ownerEmail) names.set(brief.ownerId, brief.ownerName || brief.ownerEmail);
  });
  await db.reviews.each((review) => {
    if (review.reviewerName) names.set(review.reviewerId, review.reviewerName);
    if (review.requestedBy && review.requestedByName) names.set(review.requestedBy, review.requestedByName);
  });
  return names;
}
