// The editor's working copy of a brief. Every change refreshes updatedAt locally (docs/spec.md §4); nothing is
// persisted until Save. `base` is the copy the draft started from, so the user's changes can be told apart.
import { useCallback, useMemo, useState } from 'react';
import type { Brief } from '../../domain/brief';
import { changedFields, rebaseDraft, type BriefRecipe } from './draft';

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
  /** Takes a newer stored copy (synced from elsewhere) as base and draft — only while nothing is unsaved. */
  adopt: (latest: Brief) => void;
}

export function useBriefDraft(initial: Brief): BriefDraft {
  const [state, setState] = useState({ base: initial, draft: initial });

  const update = useCallback((recipe: BriefRecipe) => {
    setState((s) => ({ ...s, draft: { ...recipe(s.draft), updatedAt: new Date().toISOString() } }));
  }, []);
  const markSaved = useCallback((savedFrom: Brief, saved: Brief) => {
    setState((s) => ({
      base: saved,
      draft: s.draft === savedFrom ? saved : rebaseDraft(savedFrom, s.draft, saved),
    }));
  }, []);
  const adopt = useCallback((latest: Brief) => {
    setState((s) => (changedFields(s.base, s.draft).length > 0 ? s : { base: latest, draft: latest }));
  }, []);
  const isDirty = useMemo(() => changedFields(state.base, state.draft).length > 0, [state]);

  return { draft: state.draft, base: state.base, isDirty, update, markSaved, adopt };
}
