// Save, as one flow: read the latest stored copy, ask the user about fields also changed elsewhere
// meanwhile, lay the user's changes over that copy, write it, and report the outcome as the spec's toasts.
// Without such fields the read and the write are one transaction.
import { useRef, useState } from 'react';
import type { SavedOver } from '../../data/briefs-repository';
import type { Brief } from '../../domain/brief';
import { toast } from '../../components/ui/toast-store';
import { changedByLine } from '../../components/sync-status';
import type { ConcurrentChoice, ConcurrentEditPrompt } from './concurrent-edit-dialog';
import { concurrentChanges, fieldValue, rebaseDraft, withFieldValue } from './draft';
import { BriefGoneError, saveErrorMessage } from './save-errors';
import { editorStrings } from './strings';
import type { BriefDraft } from './use-brief-draft';

export interface SaveActions {
  /**
   * Saves what `decide` makes of the stored brief as it is now (undefined when it is gone), read and
   * written in one transaction; `decide` returns undefined to save nothing. Resolves to what it saw.
   */
  persistOver: (decide: (stored: Brief | undefined) => Brief | undefined) => Promise<SavedOver>;
  /**
   * Writes the user's changes since `basedOn` (the stored copy they chose against) over the stored brief
   * as it is now, and queues them for sync: a field pulled meanwhile is kept, not overwritten, and one
   * the user also changed becomes a conflict.
   */
  persist: (brief: Brief, basedOn: Brief) => Promise<void>;
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
      // Saved at once, in the transaction that reads the stored copy, unless a field the user changed
      // was also changed there meanwhile: then nothing is written until the user chooses.
      let next: Brief | undefined;
      const {
        saved,
        stored: latest,
        storedBy,
      } = await actions.persistOver((stored) => {
        if (!stored) throw new BriefGoneError();
        if (concurrentChanges(base, from, stored).length > 0) return undefined;
        return (next = rebaseDraft(base, from, stored));
      });
      if (!saved || !next) {
        if (!latest) throw new BriefGoneError();
        const paths = concurrentChanges(base, from, latest);
        const choice = await ask({ paths, mine: from, theirs: latest, changedBy: changedByLine(storedBy) });
        if (choice === 'cancel') return false;
        const chosen =
          choice === 'theirs'
            ? paths.reduce((b, path) => withFieldValue(b, path, fieldValue(latest, path)), from)
            : from;
        next = rebaseDraft(base, chosen, latest);
        await actions.persist(next, latest);
      }
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
