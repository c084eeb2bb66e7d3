// The editor's working copy of a brief. Every change refreshes updatedAt locally (docs/spec.md §4); nothing is
// persisted until Save. `base` is the copy the draft started from, so the user's changes can be told apart.
import { useCallback, useMemo, useState } from 'react';
import type { Brief } from '../../domain/brief';
import {
  changedFields,
  concurrentChanges,
  fieldValue,
  rebaseDraft,
  withFieldValue,
  type BriefRecipe,
} from './draft';

export interface BriefDraft {
  draft: Brief;
  base: Brief;
  isDirty: boolean;
  update: (recipe: BriefRecipe) => void;
  /**
   * After a save: `saved` (what was written, built from the draft `savedFrom`) becomes the base. Edits typed
   * while the save was in flight stay in the draft, laid on top of what was saved.
   */
  markSaved: (savedFrom: Brief, saved: Brief) => void;
  /**
   * Takes a newer stored copy (synced from elsewhere): fields the user has not touched take its values in
   * place; the user's edits stay. A field changed here and there keeps its old base, so Save still asks
   * which to keep (the usual per-field conflict rule), and is listed in `incoming` for a quiet notice.
   */
  adopt: (latest: Brief) => void;
  /** Fields being edited here that someone else changed meanwhile (paths such as 'requirements.budget'). */
  incoming: string[];
}

export function useBriefDraft(initial: Brief): BriefDraft {
  const [state, setState] = useState({ base: initial, draft: initial, incoming: [] as string[] });

  const update = useCallback((recipe: BriefRecipe) => {
    setState((s) => ({ ...s, draft: { ...recipe(s.draft), updatedAt: new Date().toISOString() } }));
  }, []);
  const markSaved = useCallback((savedFrom: Brief, saved: Brief) => {
    setState((s) => ({
      base: saved,
      draft: s.draft === savedFrom ? saved : rebaseDraft(savedFrom, s.draft, saved),
      incoming: [],
    }));
  }, []);
  const adopt = useCallback((latest: Brief) => {
    setState((s) => {
      if (changedFields(s.base, s.draft).length === 0) return { base: latest, draft: latest, incoming: [] };
      const both = concurrentChanges(s.base, s.draft, latest);
      const base = both.reduce((next, path) => withFieldValue(next, path, fieldValue(s.base, path)), latest);
      return { base, draft: rebaseDraft(s.base, s.draft, latest), incoming: both };
    });
  }, []);
  const isDirty = useMemo(() => changedFields(state.base, state.draft).length > 0, [state]);

  return {
    draft: state.draft,
    base: state.base,
    isDirty,
    update,
    markSaved,
    adopt,
    incoming: state.incoming,
  };
}
