// Applies one page of pulled changes in one transaction, together with the new cursor: each row and
// removal is reconciled with its brief's state (reconcile-pull.ts) and the page is stored by the one
// writer (data/sync-writer.ts) in bulk — a first pull brings thousands of rows.
import type { BriefsmithDB } from '../data/db';
import { newOpId } from '../data/outbox';
import { reconcileStoredMany, SYNC_TABLES } from '../data/sync-writer';
import type { ReconcileEvent, Removal } from './reconcile-types';
import type { ServerRow } from './server-row';

export type { Removal } from './reconcile-types';
export { UNSHARED_REASON } from './reconcile-pull';

export type PullCursor = { updated_at: string; id: string };
export type PullPage = {
  rows: ServerRow[];
  removed: Removal[];
  cursor: PullCursor | null;
  has_more: boolean;
  server_time?: string;
};

export const PULL_CURSOR_KEY = 'pullCursor';

export async function applyPulledPage(db: BriefsmithDB, page: PullPage, now: number): Promise<void> {
  await db.transaction('rw', [...SYNC_TABLES(db), db.meta], async () => {
    const events: { briefId: string; event: ReconcileEvent }[] = [
      ...page.rows.map((row) => ({
        briefId: typeof row.id === 'string' ? row.id : String(row.id ?? ''),
        event: { type: 'pulled' as const, row, userId: db.userId },
      })),
      ...page.removed.map((removal) => ({
        briefId: removal.brief_id,
        event: { type: 'removed' as const, removal, now, opId: newOpId() },
      })),
    ];
    await reconcileStoredMany(db, events);
    if (page.cursor) await db.meta.put({ key: PULL_CURSOR_KEY, value: page.cursor });
  });
}
