// Applies the server's answer to one pushed outbox entry, in one transaction with the entry's removal:
// the reconcile (reconcile-push.ts) decides, the one writer (data/sync-writer.ts) stores the result.
import type { BriefsmithDB } from '../data/db';
import type { OutboxEntry } from '../data/records';
import { reconcileStored } from '../data/sync-writer';
import type { PushResult } from './reconcile-types';

export type { PushResult } from './reconcile-types';
export { changedBy, deletedConflict, mergeConflictFields, withMine } from './reconcile-push';

export async function applyPushResult(
  db: BriefsmithDB,
  entry: OutboxEntry,
  result: PushResult,
  now: number,
): Promise<void> {
  await reconcileStored(db, entry.briefId, { type: 'pushed', entry, result, userId: db.userId, now });
}
