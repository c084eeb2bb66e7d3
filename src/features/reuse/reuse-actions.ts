// Reuse actions on the local database: they never wait on the network (the sync engine pushes the
// outbox entries they write) and report with toasts.
import { toast } from '../../components/ui/toast-store';
import type { RepositoryContext } from '../../data/briefs-repository';
import type { BriefsmithDB } from '../../data/db';
import { duplicateBrief } from '../../data/duplicate';
import { StorageFullError } from '../../data/storage';
import { REUSE } from './strings';

/** Duplicates a brief; returns the copy's id (to open it in the editor), or null after an error toast. */
export async function duplicateBriefWithToast(
  db: BriefsmithDB,
  briefId: string,
  ctx: RepositoryContext,
): Promise<string | null> {
  try {
    const copy = await duplicateBrief(db, briefId, ctx);
    toast({ ...REUSE.duplicated(copy.title), variant: 'success' });
    return copy.id;
  } catch (error) {
    console.error('Error duplicating brief:', error);
    const description =
      error instanceof StorageFullError ? error.userMessage : REUSE.duplicateFailed.description;
    toast({ title: REUSE.duplicateFailed.title, description, variant: 'destructive' });
    return null;
  }
}
