// The History button of the editor and the view; the dialog's code loads when first opened.
import { useLiveQuery } from 'dexie-react-hooks';
import { History } from 'lucide-react';
import { lazy } from 'react';
import { LazyDialogButton } from '../../components/ui/lazy-dialog-button';
import { useUserDatabase } from '../../session';
import { HISTORY } from './strings';

const HistoryDialog = lazy(() => import('./history-dialog'));

export function HistoryButton({ briefId }: { briefId: string }) {
  const db = useUserDatabase();
  // Restoring is an edit: offered to whoever may edit the brief (the server checks again).
  const canRestore = useLiveQuery(
    async () => (await db.cards.get(briefId))?.permission !== 'read',
    [db, briefId],
  );
  return (
    <LazyDialogButton
      icon={History}
      label={HISTORY.button}
      dialog={(state) => <HistoryDialog briefId={briefId} canRestore={canRestore ?? false} {...state} />}
    />
  );
}
