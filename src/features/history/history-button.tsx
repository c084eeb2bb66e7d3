// The History button of the editor and the view; the dialog's code loads when first opened.
import { useLiveQuery } from 'dexie-react-hooks';
import { History } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Button } from '../../components/ui/button';
import { useUserDatabase } from '../../session';
import { HISTORY } from './strings';

const HistoryDialog = lazy(() => import('./history-dialog'));

export function HistoryButton({ briefId }: { briefId: string }) {
  const db = useUserDatabase();
  const [isOpen, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  // Restoring is an edit: offered to whoever may edit the brief (the server checks again).
  const canRestore = useLiveQuery(
    async () => (await db.cards.get(briefId))?.permission !== 'read',
    [db, briefId],
  );
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
        <History aria-hidden="true" className="hidden sm:block" />
        {HISTORY.button}
      </Button>
      {opened && (
        <Suspense fallback={null}>
          <HistoryDialog
            briefId={briefId}
            canRestore={canRestore ?? false}
            isOpen={isOpen}
            onOpenChange={setOpen}
          />
        </Suspense>
      )}
    </>
  );
}
