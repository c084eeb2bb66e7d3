// The brief the editor opens, read live from the local database so that changes synced from elsewhere
// reach an editor with no unsaved edits (see BriefEditor). Absent or unreadable on opening → the spec's
// toast and back to the dashboard (docs/spec.md §8). Once open, a brief that disappears (deleted elsewhere) keeps
// the editor and its draft on screen: the user's edits are never dropped by someone else's action.
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { getBriefDetails, type BriefDetails } from '../../data/briefs-repository';
import type { BriefsmithDB } from '../../data/db';
import { toast } from '../../components/ui/toast-store';
import { editorStrings } from './strings';

export type LoadedBrief =
  | { status: 'loading' }
  | { status: 'missing' }
  | { status: 'error' }
  | { status: 'ready'; details: BriefDetails };

export function useLoadedBrief(db: BriefsmithDB, briefId: string): LoadedBrief {
  const [failed, setFailed] = useState(false);
  const live = useLiveQuery(
    () =>
      getBriefDetails(db, briefId).then(
        (details) => details ?? null,
        () => {
          setFailed(true);
          return null;
        },
      ),
    [db, briefId],
  );
  // The last brief read, kept on screen if it disappears (the pattern of state from previous renders).
  const [lastReady, setLastReady] = useState<BriefDetails | null>(null);
  if (live && live !== lastReady) setLastReady(live);

  const state: LoadedBrief =
    (live ?? lastReady)
      ? { status: 'ready', details: (live ?? lastReady)! }
      : failed
        ? { status: 'error' }
        : live === null
          ? { status: 'missing' }
          : { status: 'loading' };

  const navigate = useNavigate();
  useEffect(() => {
    if (state.status === 'missing') {
      toast({ ...editorStrings.notFoundToast, variant: 'destructive' });
      void navigate('/', { replace: true });
    } else if (state.status === 'error') {
      toast({ ...editorStrings.loadErrorToast, variant: 'destructive' });
      void navigate('/', { replace: true });
    }
  }, [state.status, navigate]);

  return state;
}
