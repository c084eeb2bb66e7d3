// A card's review state ("Approved by …", "Changes requested by …"), from the device's copy.
import { useLiveQuery } from 'dexie-react-hooks';
import { ClipboardCheck } from 'lucide-react';
import { reviewsOfBrief } from '../../data/review-store';
import { reviewLines, summarizeReviews } from '../../domain/reviews';
import { useUserDatabase } from '../../session';

export function CardReviewLine({ briefId }: { briefId: string }) {
  const db = useUserDatabase();
  const reviews = useLiveQuery(() => reviewsOfBrief(db, briefId), [db, briefId]);
  const lines = reviews ? reviewLines(summarizeReviews(reviews)) : [];
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
