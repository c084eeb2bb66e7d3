// The Request review button of the editor and the view, for people who may edit the brief.
import { useLiveQuery } from 'dexie-react-hooks';
import { ClipboardCheck } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Button } from '../../components/ui/button';
import { useUserDatabase } from '../../session';
import { REVIEW } from './strings';

const RequestReviewDialog = lazy(() => import('./request-review-dialog'));

export function RequestReviewButton({ briefId, briefTitle }: { briefId: string; briefTitle: string }) {
  const db = useUserDatabase();
  // The card, not the brief: a small record, re-read cheaply after every save.
  const card = useLiveQuery(() => db.cards.get(briefId), [db, briefId]);
  const [isOpen, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  // The status becomes review, an edit: not offered to View Only recipients (the server refuses them too).
  if (!card || card.permission === 'read') return null;
  return (
    <>
      <Button
        variant="outline"
        size="sm"
        onPress={() => {
          setOpened(true);
          setOpen(true);
        }}
      >
        <ClipboardCheck aria-hidden="true" className="hidden sm:block" />
        {REVIEW.request}
      </Button>
      {opened && (
        <Suspense fallback={null}>
          <RequestReviewDialog
            briefId={briefId}
            briefTitle={briefTitle}
            isOpen={isOpen}
            onOpenChange={setOpen}
          />
        </Suspense>
      )}
    </>
  );
}
