// "Share with client" in the view's header, for those who may make client links (the brief's owner,
// write-share holders, admins: the server decides again). The dialog's code loads on the first press.
import { useLiveQuery } from 'dexie-react-hooks';
import { Link2 } from 'lucide-react';
import { lazy } from 'react';
import { LazyDialogButton } from '../../components/ui/lazy-dialog-button';
import { useUserDatabase } from '../../session';
import { CLIENT_LINK } from './client-strings';

const ClientLinkDialog = lazy(() => import('./client-link-dialog'));

export function ClientLinkButton({ briefId, briefTitle }: { briefId: string; briefTitle: string }) {
  const db = useUserDatabase();
  const card = useLiveQuery(() => db.cards.get(briefId), [db, briefId]);
  if (!card || card.permission === 'read') return null;
  return (
    <LazyDialogButton
      icon={Link2}
      label={CLIENT_LINK.button}
      // The view's header keeps its room for the title beside seven other actions at 1280 px.
      iconOnly
      dialog={(state) => <ClientLinkDialog briefId={briefId} briefTitle={briefTitle} {...state} />}
    />
  );
}
