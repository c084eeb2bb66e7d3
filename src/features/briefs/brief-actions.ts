// Dashboard actions on the local database (docs/design.md §3): they never wait on the network; the sync engine
// pushes the outbox entry they write. Each reports success or failure with the spec's toasts.
import { toast } from '../../components/ui/toast-store';
import { createBrief, type RepositoryContext } from '../../data/briefs-repository';
import type { BriefsmithDB } from '../../data/db';
import { StorageFullError } from '../../data/storage';
import { createBriefFromTemplate } from '../../data/templates';
import type { NewBriefInput } from '../../domain/defaults';
import type { BriefTemplate } from '../../domain/templates';
import type { DashboardExtras } from './dashboard-extras';
import { BRIEF_TOASTS } from './strings';

export async function createBriefWithToast(
  db: BriefsmithDB,
  input: NewBriefInput,
  ctx: RepositoryContext,
  template?: BriefTemplate,
): Promise<string | null> {
  try {
    const brief = template
      ? await createBriefFromTemplate(db, template, input, ctx)
      : await createBrief(db, input, ctx);
    toast({ ...BRIEF_TOASTS.created(brief.title), variant: 'success' });
    return brief.id;
  } catch (error) {
    console.error('Error creating brief:', error);
    toast({ ...failure(error, BRIEF_TOASTS.createFailed), variant: 'destructive' });
    return null;
  }
}

export async function deleteBriefWithToast(
  db: BriefsmithDB,
  briefId: string,
  ctx: RepositoryContext,
  deleteWithUndo: DashboardExtras['deleteWithUndo'],
): Promise<boolean> {
  try {
    const undo = await deleteWithUndo(db, briefId, ctx);
    toast({ ...BRIEF_TOASTS.deleted, variant: 'success', ...(undo && { action: undo }) });
    return true;
  } catch (error) {
    console.error('Error deleting brief:', error);
    toast({ ...failure(error, BRIEF_TOASTS.deleteFailed), variant: 'destructive' });
    return false;
  }
}

function failure(error: unknown, fallback: { title: string; description?: string }) {
  // A full device is the one failure with something better to say than 'Please try again.'.
  if (error instanceof StorageFullError) return { title: fallback.title, description: error.userMessage };
  return fallback;
}
