// "Deleted by Maya while you were editing": the pull says only that a brief was deleted; who did it is
// asked once per such conflict (brief_deleters: names only, for briefs the caller could see).
import type { BriefsmithDB } from '../data/db';
import { reconcileStored } from '../data/sync-writer';
import { readDeleters } from './answers';
import type { SyncClient } from './client';

export async function nameDeleters(db: BriefsmithDB, supabase: SyncClient): Promise<void> {
  const unnamed = (await db.conflicts.toArray()).filter((c) => c.kind === 'deleted' && !c.theirsBy);
  if (unnamed.length === 0) return;
  const { data, error } = await supabase.rpc('brief_deleters', { brief_ids: unnamed.map((c) => c.briefId) });
  const answer = error ? null : readDeleters(data);
  if (!answer?.ok) return;
  for (const { brief_id, deleted_by_name } of answer.value) {
    if (deleted_by_name)
      await reconcileStored(db, brief_id, { type: 'deleter-named', name: deleted_by_name });
  }
}
