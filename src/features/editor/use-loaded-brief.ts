// Loads the brief the editor opens, once: the editor works on its own draft from then on, and a save lays
// the user's changes on top of whatever the store holds by then (see draft.ts). Absent or unreadable →
// the spec's toast and back to the dashboard (spec §8).
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
  const [state, setState] = useState<LoadedBrief>({ status: 'loading' });
  const navigate = useNavigate();

  useEffect(() => {
    let cancelled = false;
    setState({ status: 'loading' });
    getBriefDetails(db, briefId).then(
      (details) => {
        if (!cancelled) setState(details ? { status: 'ready', details } : { status: 'missing' });
      },
      () => {
        if (!cancelled) setState({ status: 'error' });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [db, briefId]);

  useEffect(() => {
    if (state.status === 'missing') {
      toast({ ...editorStrings.notFoundToast, variant: 'destructive' });
      navigate('/', { replace: true });
    } else if (state.status === 'error') {
      toast({ ...editorStrings.loadErrorToast, variant: 'destructive' });
      navigate('/', { replace: true });
    }
  }, [state.status, navigate]);

  return state;
}
