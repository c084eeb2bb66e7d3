// Where the brief's review stands ("Approved by …", "Changes requested by …"), the reviewer's own
// Approve / Request changes with a note, and — once every reviewer approved — the owner's offer to mark
// the brief Completed (a normal save; the status select stays free).
import { useLiveQuery } from 'dexie-react-hooks';
import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { TextArea } from '../../components/ui/text-area';
import { toast } from '../../components/ui/toast-store';
import { getBrief, saveBrief } from '../../data/briefs-repository';
import { joinNames, reviewLines, summarizeReviews } from '../../domain/reviews';
import { useOnline } from '../../lib/online';
import { useUserData } from '../../session';
import { decideReview } from './review-api';
import { REVIEW } from './strings';
import { useBriefReviews } from './use-reviews';

export function ReviewPanel({ briefId }: { briefId: string }) {
  const { db, userId, repositoryContext, engine } = useUserData();
  const card = useLiveQuery(() => db.cards.get(briefId), [db, briefId]);
  const online = useOnline();
  const reviews = useBriefReviews(db, briefId);
  const [note, setNote] = useState('');
  const [pending, setPending] = useState(false);
  if (!reviews || reviews.length === 0) return null;

  const summary = summarizeReviews(reviews);
  const mine = reviews.find((review) => review.reviewerId === userId);

  async function decide(decision: 'approved' | 'changes_requested') {
    setPending(true);
    try {
      await decideReview(db, briefId, decision, note);
      setNote('');
      toast({ ...REVIEW.decided, variant: 'success' });
    } catch (error) {
      toast({
        ...REVIEW.decideError(error instanceof Error ? error.message : String(error)),
        variant: 'destructive',
      });
    } finally {
      setPending(false);
    }
  }

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
      {summary.pending.length > 0 && (
        <p className="text-sm text-fg-secondary [overflow-wrap:anywhere]">
          {REVIEW.pendingFrom(joinNames(summary.pending))}
        </p>
      )}
      {reviews
        .filter((review) => review.decisionNote)
        .map((review) => (
          <p key={review.id} className="text-sm text-fg-secondary italic [overflow-wrap:anywhere]">
            {review.reviewerName}: “{review.decisionNote}”
          </p>
        ))}
      {mine && (
        <div className="flex flex-col gap-2 border-t border-line-subtle pt-3">
          {mine.status === 'pending' && (
            <p className="text-sm font-semibold text-fg">
              {REVIEW.waiting} · {REVIEW.waitingFrom(mine.requestedByName)}
              {mine.note && <span className="block font-normal text-fg-secondary italic">“{mine.note}”</span>}
            </p>
          )}
          <TextArea label={REVIEW.decisionNote} value={note} onChange={setNote} rows={2} maxLength={2000} />
          <div className="flex flex-wrap gap-2">
            <Button size="sm" isDisabled={pending || !online} onPress={() => void decide('approved')}>
              {REVIEW.approve}
            </Button>
            <Button
              size="sm"
              variant="outline"
              isDisabled={pending || !online}
              onPress={() => void decide('changes_requested')}
            >
              {REVIEW.requestChanges}
            </Button>
          </div>
        </div>
      )}
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
