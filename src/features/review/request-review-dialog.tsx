// Request review: choose reviewers among the people who can read the brief, add a note.
import { useEffect, useState, type FormEvent } from 'react';
import { Form } from 'react-aria-components';
import { Button } from '../../components/ui/button';
import { Checkbox } from '../../components/ui/checkbox';
import { Dialog } from '../../components/ui/dialog';
import { OfflineNotice } from '../../components/ui/offline-notice';
import { TextArea } from '../../components/ui/text-area';
import { toast } from '../../components/ui/toast-store';
import { useOnline } from '../../lib/online';
import { useUserData } from '../../session';
import { personName, type Person } from './people';
import { requestReview, reviewCandidates } from './review-api';
import { REVIEW } from './strings';

export interface RequestReviewDialogProps {
  briefId: string;
  briefTitle: string;
  isOpen: boolean;
  onOpenChange(isOpen: boolean): void;
}

export default function RequestReviewDialog({
  briefId,
  briefTitle,
  isOpen,
  onOpenChange,
}: RequestReviewDialogProps) {
  const { db, userId, engine } = useUserData();
  const online = useOnline();
  const [candidates, setCandidates] = useState<Person[] | null>(null);
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const [note, setNote] = useState('');
  const [pending, setPending] = useState(false);

  useEffect(() => {
    if (!isOpen || !online) return;
    let cancelled = false;
    db.briefs
      .get(briefId)
      .then((record) => reviewCandidates(briefId, record?.ownerId ?? userId, userId))
      .then(
        (people) => !cancelled && setCandidates(people),
        (error: unknown) => {
          console.error('Error loading reviewers:', error);
          if (!cancelled) setCandidates([]);
        },
      );
    return () => {
      cancelled = true;
    };
  }, [db, briefId, userId, isOpen, online]);

  const toggle = (id: string, on: boolean) =>
    setChosen((previous) => {
      const next = new Set(previous);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (chosen.size === 0 || pending || !online) return;
    setPending(true);
    try {
      await requestReview(db, briefId, [...chosen], note);
      // The status changed on the server: bring it to this device now.
      void engine?.syncNow().catch(() => undefined);
      toast({ ...REVIEW.requested(chosen.size), variant: 'success' });
      setChosen(new Set());
      setNote('');
      onOpenChange(false);
    } catch (error) {
      toast({
        ...REVIEW.requestError(error instanceof Error ? error.message : String(error)),
        variant: 'destructive',
      });
    } finally {
      setPending(false);
    }
  }

  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={REVIEW.requestTitle}
      description={REVIEW.requestDescription(briefTitle)}
    >
      {!online ? (
        <OfflineNotice>{REVIEW.offline}</OfflineNotice>
      ) : (
        <Form onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-4">
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-1 text-sm font-medium text-fg">{REVIEW.reviewers}</legend>
            {candidates === null ? (
              <p className="text-sm text-fg-muted">{REVIEW.loadingCandidates}</p>
            ) : candidates.length === 0 ? (
              <p className="text-sm text-fg-muted">{REVIEW.noCandidates}</p>
            ) : (
              candidates.map((person) => (
                <Checkbox
                  key={person.id}
                  isSelected={chosen.has(person.id)}
                  onChange={(on) => toggle(person.id, on)}
                >
                  <span className="[overflow-wrap:anywhere]">
                    {personName(person)}
                    {person.full_name?.trim() && <span className="text-fg-muted"> ({person.email})</span>}
                  </span>
                </Checkbox>
              ))
            )}
          </fieldset>
          <TextArea label={REVIEW.note} value={note} onChange={setNote} rows={3} maxLength={2000} />
          <Button type="submit" className="self-end" isDisabled={chosen.size === 0 || pending}>
            {pending ? REVIEW.sending : REVIEW.send}
          </Button>
        </Form>
      )}
    </Dialog>
  );
}
