// The dashboard's "Waiting for your review": briefs whose reviewer the user is and has not answered.
// Also keeps the device's copy of every review request fresh for the cards.
import { useLiveQuery } from 'dexie-react-hooks';
import { memo } from 'react';
import { Link } from 'react-router-dom';
import { useUserData } from '../../session';
import { REVIEW } from './strings';
import { useAllReviews } from './use-reviews';

/** Memoised: the dashboard re-renders on every search keystroke; this depends on nothing it passes. */
export const WaitingForReview = memo(function WaitingForReview() {
  const { db, userId } = useUserData();
  const reviews = useAllReviews(db);
  const waiting = (reviews ?? []).filter(
    (review) => review.reviewerId === userId && review.status === 'pending',
  );
  const titles = useLiveQuery(async () => {
    const briefs = await db.cards.bulkGet(waiting.map((review) => review.briefId));
    return new Map(briefs.filter((b) => b !== undefined).map((b) => [b.id, b.title]));
  }, [db, waiting.map((review) => review.briefId).join()]);
  if (waiting.length === 0) return null;
  return (
    <section
      aria-labelledby="waiting-for-review"
      className="rounded-xl border border-warning-line bg-warning-soft p-4"
    >
      <h2 id="waiting-for-review" className="text-sm font-semibold text-warning-fg-strong">
        {REVIEW.waiting}
      </h2>
      <ul className="mt-2 flex flex-col gap-1">
        {waiting.map((review) => (
          <li key={review.id} className="text-sm text-warning-fg-strong [overflow-wrap:anywhere]">
            <Link to={`/brief/${review.briefId}/view`} className="font-medium underline underline-offset-2">
              {titles?.get(review.briefId) || 'Untitled brief'}
            </Link>{' '}
            · {REVIEW.waitingFrom(review.requestedByName)}
          </li>
        ))}
      </ul>
    </section>
  );
});
