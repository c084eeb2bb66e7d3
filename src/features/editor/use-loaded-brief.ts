// The brief the editor opens, read live from the local database so that changes synced from elsewhere
// reach an editor with no unsaved edits (see BriefEditor). Absent on opening → fetched by its link
// (useOpenByLink); when the server confirms it is not there for this user, or the database cannot be
// read → the spec's toast and back to the dashboard (docs/spec.md §8). Once open, a brief that disappears (deleted elsewhere) keeps
// the editor and its draft on screen: the user's edits are never dropped by someone else's action.
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { getBriefDetails, type BriefDetails } from '../../data/briefs-repository';
import type { BriefsmithDB } from '../../data/db';
import { toast } from '../../components/ui/toast-store';
import { useOpenByLink } from '../../components/sync-status';
import { editorStrings } from './strings';

export type LoadedBrief =
  | { status: 'loading' }
  | { status: 'missing' }
  /** Not on this device and not fetchable now (offline): it opens once the connection returns. */
  | { status: 'not-here-yet' }
  /** Was shared with the user and no longer is: the page says so and stays. */
  | { status: 'no-access' }
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
  const shown = live ?? lastReady;
  const link = useOpenByLink(db, briefId, live === null && !shown && !failed);

  const state: LoadedBrief = shown
    ? { status: 'ready', details: shown }
    : failed
      ? { status: 'error' }
      : live === null && link === 'not-found'
        ? { status: 'missing' }
        : live === null && link === 'not-here-yet'
          ? { status: 'not-here-yet' }
          : live === null && link === 'no-access'
            ? { status: 'no-access' }
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
