// The reviewer's own part of the review panel: Approve / Request changes with a note while the request
// is open; once decided, the decision and its time ("You requested changes · 10:42") with the note, and
// "Change your decision", which opens the note (prefilled) and the two choices again. A decision goes
// straight to the server (decide_review), which may send the brief back to In Progress: the device's
// copy follows by the normal pull, started at once.
import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { TextArea } from '../../components/ui/text-area';
import { toast } from '../../components/ui/toast-store';
import type { ReviewRecord } from '../../data/review-records';
import { useOnline } from '../../lib/online';
import { useUserData } from '../../session';
import { decisionTime } from './decision-time';
import { decideReview } from './review-api';
import { REVIEW } from './strings';

type Decision = 'approved' | 'changes_requested';

export function MyReview({ briefId, review }: { briefId: string; review: ReviewRecord }) {
  const { db, engine } = useUserData();
  const online = useOnline();
  const [changing, setChanging] = useState(false);
  const [note, setNote] = useState('');
  const [pending, setPending] = useState(false);

  async function decide(decision: Decision) {
    setPending(true);
    try {
      await decideReview(db, briefId, decision, note);
      setNote('');
      setChanging(false);
      void engine?.syncNow().catch(() => undefined);
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

  if (review.status !== 'pending' && !changing) {
    return (
      <div className="flex flex-col gap-2 border-t border-line-subtle pt-3">
        <p className="text-sm font-semibold text-fg">
          {REVIEW.youDecided(review.status, decisionTime(review.decidedAt))}
        </p>
        {review.decisionNote && (
          <p className="text-sm text-fg-secondary italic [overflow-wrap:anywhere]">“{review.decisionNote}”</p>
        )}
        <div>
          <Button
            size="sm"
            variant="outline"
            isDisabled={!online}
            onPress={() => {
              setNote(review.decisionNote);
              setChanging(true);
            }}
          >
            {REVIEW.changeDecision}
          </Button>
        </div>
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-2 border-t border-line-subtle pt-3">
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
        {changing && (
          <Button size="sm" variant="ghost" isDisabled={pending} onPress={() => setChanging(false)}>
            {REVIEW.cancelChange}
          </Button>
        )}
      </div>
    </div>
  );
}
