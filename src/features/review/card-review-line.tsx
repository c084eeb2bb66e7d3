// A card's review state ("Approved by …", "Changes requested by …"), from the device's copy. On the
// dashboard one query serves every card (ReviewLinesProvider): a find that shows 30 other cards then
// mounts them without 30 IndexedDB reads and live subscriptions (the find's 50 ms budgets, docs/design.md §9).
import { useLiveQuery } from 'dexie-react-hooks';
import { ClipboardCheck } from 'lucide-react';
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { allReviews, reviewsOfBrief } from '../../data/review-store';
import type { ReviewRecord } from '../../data/review-records';
import { reviewLines, summarizeReviews } from '../../domain/reviews';
import { useUserDatabase } from '../../session';

const NO_LINES: readonly string[] = [];

/** Every brief's review lines, or null outside a provider (a card then reads its own). */
const ReviewLinesContext = createContext<ReadonlyMap<string, readonly string[]> | null>(null);

/** The review lines of every brief on this device, grouped once (review requests are few). */
function linesByBrief(reviews: readonly ReviewRecord[]): Map<string, readonly string[]> {
  const grouped = new Map<string, ReviewRecord[]>();
  const sorted = [...reviews].sort((a, b) =>
    a.requestedAt < b.requestedAt ? -1 : a.requestedAt > b.requestedAt ? 1 : 0,
  );
  for (const review of sorted) {
    const list = grouped.get(review.briefId);
    if (list) list.push(review);
    else grouped.set(review.briefId, [review]);
  }
  const lines = new Map<string, readonly string[]>();
  for (const [briefId, list] of grouped) {
    const found = reviewLines(summarizeReviews(list));
    if (found.length > 0) lines.set(briefId, found);
  }
  return lines;
}

/** Gives the cards inside one live query of every review request. */
export function ReviewLinesProvider({ children }: { children: ReactNode }) {
  const db = useUserDatabase();
  const reviews = useLiveQuery(() => allReviews(db), [db]);
  const lines = useMemo(
    () => (reviews ? linesByBrief(reviews) : new Map<string, readonly string[]>()),
    [reviews],
  );
  return <ReviewLinesContext.Provider value={lines}>{children}</ReviewLinesContext.Provider>;
}

export function CardReviewLine({ briefId }: { briefId: string }) {
  const provided = useContext(ReviewLinesContext);
  if (provided === null) return <OwnReviewLines briefId={briefId} />;
  return <ReviewLines lines={provided.get(briefId) ?? NO_LINES} />;
}

function OwnReviewLines({ briefId }: { briefId: string }) {
  const db = useUserDatabase();
  const reviews = useLiveQuery(() => reviewsOfBrief(db, briefId), [db, briefId]);
  return <ReviewLines lines={reviews ? reviewLines(summarizeReviews(reviews)) : NO_LINES} />;
}

function ReviewLines({ lines }: { lines: readonly string[] }) {
  if (lines.length === 0) return null;
  return (
    <>
      {lines.map((line) => (
        <p key={line} className="flex items-center gap-1.5 [overflow-wrap:anywhere]">
          <ClipboardCheck aria-hidden="true" className="size-3.5 shrink-0" />
          {line}
        </p>
      ))}
    </>
  );
}
