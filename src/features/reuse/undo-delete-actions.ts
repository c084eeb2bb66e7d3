// "Brief deleted" with Undo: the toast's action brings the brief back for as long as the
// toast shows, whether or not the delete has reached the server (see data/undo-delete.ts).
import { toast, type ToastInput } from '../../components/ui/toast-store';
import type { RepositoryContext } from '../../data/briefs-repository';
import type { BriefsmithDB } from '../../data/db';
import { deleteBriefUndoably, undoDelete, type DeleteSnapshot } from '../../data/undo-delete';
import { REUSE } from './strings';

/** Deletes the brief; the returned action (null when nothing was deleted) is the toast's Undo. */
export async function deleteWithUndo(
  db: BriefsmithDB,
  briefId: string,
  ctx: RepositoryContext,
): Promise<ToastInput['action'] | null> {
  const snapshot = await deleteBriefUndoably(db, briefId, ctx);
  if (!snapshot) return null;
  return { label: REUSE.undo, onAction: () => void undoWithToast(db, snapshot) };
}

async function undoWithToast(db: BriefsmithDB, snapshot: DeleteSnapshot): Promise<void> {
  try {
    await undoDelete(db, snapshot);
    toast({ ...REUSE.restored, variant: 'success' });
  } catch (error) {
    console.error('Error restoring brief:', error);
    toast({ ...REUSE.restoreFailed, variant: 'destructive' });
  }
}
