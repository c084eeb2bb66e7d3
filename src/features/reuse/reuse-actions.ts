// Reuse actions on the local database: they never wait on the network (the sync engine pushes the
// outbox entries they write) and report with toasts.
import { toast } from '../../components/ui/toast-store';
import type { RepositoryContext } from '../../data/briefs-repository';
import type { BriefsmithDB } from '../../data/db';
import { duplicateBrief, filesNotHere } from '../../data/duplicate';
import type { StoredFile } from '../../domain/brief';
import { StorageFullError } from '../../data/storage';
import { REUSE } from './strings';

/** Downloads files in Storage to this device (the sync engine's), when there is one. */
export type DownloadFiles = (files: readonly StoredFile[]) => Promise<unknown>;

/**
 * Duplicates a brief; returns the copy's id (to open it in the editor), or null after an error toast.
 * Its files are copied from this device: those not here are downloaded first (online); any still
 * missing (offline) are left out of the copy, and a toast names them.
 */
export async function duplicateBriefWithToast(
  db: BriefsmithDB,
  briefId: string,
  ctx: RepositoryContext,
  download?: DownloadFiles,
): Promise<string | null> {
  try {
    const missing = await filesNotHere(db, briefId);
    if (missing.length > 0 && download) await download(missing).catch(() => undefined);
    const { copy, leftOut } = await duplicateBrief(db, briefId, ctx);
    toast({ ...REUSE.duplicated(copy.title), variant: 'success' });
    if (leftOut.length > 0) toast({ ...REUSE.filesNotCopied(leftOut), variant: 'destructive' });
    return copy.id;
  } catch (error) {
    console.error('Error duplicating brief:', error);
    const description =
      error instanceof StorageFullError ? error.userMessage : REUSE.duplicateFailed.description;
    toast({ title: REUSE.duplicateFailed.title, description, variant: 'destructive' });
    return null;
  }
}
