// The user's decisions on conflicts and blocked changes: each is one transaction that writes the
// outcome locally and queues what the server must still be told (the rules: reconcile-user.ts).
import type { BriefsmithDB } from '../data/db';
import { localFilesOfBrief } from '../data/file-reads';
import { retryRefusedUploads } from '../data/file-store';
import { newOpId } from '../data/outbox';
import type { PushColumn } from '../data/records';
import { reconcileStored } from '../data/sync-writer';
import type { ConflictChoice } from './reconcile-types';

export type { ConflictChoice } from './reconcile-types';

export async function resolveConflict(
  db: BriefsmithDB,
  briefId: string,
  field: PushColumn | '*',
  choice: ConflictChoice,
  now: number,
): Promise<void> {
  await reconcileStored(db, briefId, { type: 'choose', field, choice, now, opId: newOpId() });
}

/** Drops a change the server refused; the brief goes back to the server's copy plus later changes. */
export async function discardBlockedChange(db: BriefsmithDB, briefId: string): Promise<void> {
  await reconcileStored(db, briefId, { type: 'discard-blocked' });
}

/** Tries a refused change again (e.g. after the owner granted edit rights), its refused uploads too. */
export async function retryBlockedChange(db: BriefsmithDB, briefId: string, now: number): Promise<void> {
  const refused = (await localFilesOfBrief(db, briefId)).filter((file) => file.upload === 'refused');
  await retryRefusedUploads(
    db,
    refused.map((file) => file.id),
  );
  await reconcileStored(db, briefId, { type: 'retry-blocked', now });
}
