// The Request review button of the editor and the view, for people who may edit the brief.
import { useLiveQuery } from 'dexie-react-hooks';
import { ClipboardCheck } from 'lucide-react';
import { lazy } from 'react';
import { LazyDialogButton } from '../../components/ui/lazy-dialog-button';
import { useUserDatabase } from '../../session';
import { REVIEW } from './strings';

const RequestReviewDialog = lazy(() => import('./request-review-dialog'));

export function RequestReviewButton({ briefId, briefTitle }: { briefId: string; briefTitle: string }) {
  const db = useUserDatabase();
  // The card, not the brief: a small record, re-read cheaply after every save.
  const card = useLiveQuery(() => db.cards.get(briefId), [db, briefId]);
  // The status becomes review, an edit: not offered to View Only recipients (the server refuses them too).
  if (!card || card.permission === 'read') return null;
  return (
    <LazyDialogButton
      icon={ClipboardCheck}
      label={REVIEW.request}
      dialog={(state) => <RequestReviewDialog briefId={briefId} briefTitle={briefTitle} {...state} />}
    />
  );
}
