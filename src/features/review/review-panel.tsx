// Where the brief's review stands ("Approved by …", "Changes requested by …", one line of who has yet to
// answer), the reviewer's own decision (my-review.tsx) and — once every reviewer approved — the owner's
// offer to mark the brief Completed (a normal save; the status select stays free).
import { useLiveQuery } from 'dexie-react-hooks';
import { Button } from '../../components/ui/button';
import { toast } from '../../components/ui/toast-store';
import { getBrief, saveBrief } from '../../data/briefs-repository';
import { clientDecisionLine } from '../../domain/client-links';
import { reviewLines, summarizeReviews, waitingLine } from '../../domain/reviews';
import { useUserData } from '../../session';
import { MyReview } from './my-review';
import { REVIEW } from './strings';
import { useBriefReviews, useClientDecisions } from './use-reviews';

export function ReviewPanel({ briefId }: { briefId: string }) {
  const { db, userId, repositoryContext, engine } = useUserData();
  const card = useLiveQuery(() => db.cards.get(briefId), [db, briefId]);
  const reviews = useBriefReviews(db, briefId);
  const clients = useClientDecisions(db, briefId) ?? [];
  if (!reviews || (reviews.length === 0 && clients.length === 0)) return null;

  const summary = summarizeReviews(reviews);
  const mine = reviews.find((review) => review.reviewerId === userId);
  const waiting = waitingLine(reviews, userId);
  const askedMe = mine?.status === 'pending' ? mine : undefined;

  async function markCompleted() {
    const brief = await getBrief(db, briefId);
    if (!brief) return;
    await saveBrief(db, { ...brief, status: 'completed' }, repositoryContext, { basedOn: brief });
    void engine?.syncNow().catch(() => undefined);
    toast({ ...REVIEW.markedCompleted, variant: 'success' });
  }

  return (
    <section
      aria-label={REVIEW.reviewHeading}
      className="no-print flex flex-col gap-3 rounded-xl border border-line bg-surface p-4 shadow-sm print:hidden"
    >
      {reviewLines(summary).map((line) => (
        <p key={line} className="text-sm font-medium text-fg [overflow-wrap:anywhere]">
          {line}
        </p>
      ))}
      {clients.map((client) => (
        <div key={client.name} className="flex flex-col gap-1">
          <p className="text-sm font-medium text-fg [overflow-wrap:anywhere]">
            {clientDecisionLine(client.decision, client.name)}
          </p>
          {client.note && (
            <p className="text-sm text-fg-secondary italic [overflow-wrap:anywhere]">“{client.note}”</p>
          )}
        </div>
      ))}
      {waiting && (
        <p
          className={
            askedMe
              ? 'text-sm font-semibold text-fg [overflow-wrap:anywhere]'
              : 'text-sm text-fg-secondary [overflow-wrap:anywhere]'
          }
        >
          {askedMe ? `${waiting} · ${REVIEW.waitingFrom(askedMe.requestedByName)}` : waiting}
        </p>
      )}
      {askedMe?.note && (
        <p className="text-sm text-fg-secondary italic [overflow-wrap:anywhere]">“{askedMe.note}”</p>
      )}
      {reviews
        .filter((review) => review.decisionNote && review.reviewerId !== userId)
        .map((review) => (
          <p key={review.id} className="text-sm text-fg-secondary italic [overflow-wrap:anywhere]">
            {review.reviewerName}: “{review.decisionNote}”
          </p>
        ))}
      {mine && <MyReview briefId={briefId} review={mine} />}
      {summary.allApproved && card?.isOwner && card.status !== 'completed' && (
        <div className="flex flex-wrap items-center gap-2 border-t border-line-subtle pt-3">
          <p className="text-sm text-fg-secondary">{REVIEW.allApproved}</p>
          <Button size="sm" onPress={() => void markCompleted()}>
            {REVIEW.markCompleted}
          </Button>
        </div>
      )}
    </section>
  );
}
