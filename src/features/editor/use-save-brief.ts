// Save, as one flow: read the latest stored copy, ask the user about fields also changed elsewhere
// meanwhile, lay the user's changes over that copy, write it, and report the outcome as the spec's toasts.
import { useRef, useState } from 'react';
import type { Brief } from '../../domain/brief';
import { toast } from '../../components/ui/toast-store';
import type { ConcurrentChoice, ConcurrentEditPrompt } from './concurrent-edit-dialog';
import { concurrentChanges, fieldValue, rebaseDraft, withFieldValue } from './draft';
import { BriefGoneError, saveErrorMessage } from './save-errors';
import { editorStrings } from './strings';
import type { BriefDraft } from './use-brief-draft';

export interface SaveActions {
  /** The stored brief as it is now (undefined when it is gone). */
  loadLatest: () => Promise<Brief | undefined>;
  /** Writes the brief locally (and queues it for sync). */
  persist: (brief: Brief) => Promise<void>;
}

export function useSaveBrief(
  { draft, base, markSaved }: BriefDraft,
  actions: SaveActions,
  readOnly: boolean,
) {
  const [isSaving, setSaving] = useState(false);
  const [prompt, setPrompt] = useState<ConcurrentEditPrompt | null>(null);
  const answer = useRef<(choice: ConcurrentChoice) => void>(() => {});
  const saving = useRef(false);

  const ask = (next: ConcurrentEditPrompt) =>
    new Promise<ConcurrentChoice>((resolve) => {
      answer.current = (choice) => {
        setPrompt(null);
        resolve(choice);
      };
      setPrompt(next);
    });

  /** Resolves true when the brief was saved. */
  const saveNow = async (): Promise<boolean> => {
    if (saving.current || readOnly) return false;
    saving.current = true;
    setSaving(true);
    const from = draft;
    try {
      const latest = await actions.loadLatest();
      if (!latest) throw new BriefGoneError();
      let chosen = from;
      const paths = concurrentChanges(base, from, latest);
      if (paths.length > 0) {
        const choice = await ask({ paths, mine: from, theirs: latest });
        if (choice === 'cancel') return false;
        if (choice === 'theirs') {
          chosen = paths.reduce((b, path) => withFieldValue(b, path, fieldValue(latest, path)), from);
        }
      }
      const next = rebaseDraft(base, chosen, latest);
      await actions.persist(next);
      markSaved(from, next);
      toast({ ...editorStrings.savedToast, variant: 'success' });
      return true;
    } catch (error) {
      toast({ ...saveErrorMessage(error), variant: 'destructive' });
      return false;
    } finally {
      saving.current = false;
      setSaving(false);
    }
  };

  return { saveNow, isSaving, prompt, choose: (choice: ConcurrentChoice) => answer.current(choice) };
}
