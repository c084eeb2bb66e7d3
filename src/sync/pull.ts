// One pull cycle: incremental by a keyset cursor on (sync position, id), paged until has_more is false.
// Each cycle starts a little before the saved cursor (an overlap window): a row written by a slow
// transaction can commit with an updated_at older than rows already pulled, and
// re-reading is harmless because a row is applied only when its version is newer. A page the server
// cancels for time is asked for again at half the size (split.ts), and the size that worked is kept
// for the next cycles, which would otherwise be cancelled the same way. The next page is asked for as
// soon as a page arrives, while that page is applied: the server's time and the device's overlap
// (pages are still applied one by one, in order, each with its cursor).
import type { BriefsmithDB } from '../data/db';
import { applyPulledPage, PULL_CURSOR_KEY, type PullCursor } from './apply-pull';
import type { PushFailure } from './classify';
import { pullChanges, type SyncClient } from './client';
import type { SyncEnvironment } from './env';
import { isStatementTimeout, smallerPage } from './split';
import type { FirstSyncProgress } from './status';

export const PULL_OVERLAP_MS = 15_000;
export const PULL_PAGE_SIZE = 500;

/** `pageSize`: the page size to ask for next time (smaller than asked when a page was cancelled). */
export type PullReport = ({ ok: true; rows: number; pages: number } | { ok: false; failure: PushFailure }) & {
  pageSize: number;
};

async function startingPoint(db: BriefsmithDB): Promise<{ updated_at: string | null; id: string | null }> {
  const saved = (await db.meta.get(PULL_CURSOR_KEY))?.value as PullCursor | undefined;
  const time = saved ? Date.parse(saved.updated_at) : NaN;
  if (!saved || Number.isNaN(time)) return { updated_at: null, id: null };
  return { updated_at: new Date(time - PULL_OVERLAP_MS).toISOString(), id: null };
}

/** How many briefs the caller can read (row-level security decides, as for the pull); null if unknown. */
async function readableBriefCount(supabase: SyncClient): Promise<number | null> {
  try {
    const { count, error } = await supabase.from('briefs').select('id', { count: 'exact', head: true });
    return error ? null : count;
  } catch {
    return null;
  }
}

export async function pullAll(ctx: {
  db: BriefsmithDB;
  supabase: SyncClient;
  env: SyncEnvironment;
  /** Rows per page (default PULL_PAGE_SIZE): the previous report's `pageSize`. */
  pageSize?: number;
  /** Called on a first download (no cursor yet) after each page, with how far it has got. */
  onFirstSyncProgress?: (progress: FirstSyncProgress) => void;
  /** Called as each page is asked for (the engine knows then what a pull has read since when). */
  onPageRequested?: () => void;
}): Promise<PullReport> {
  let since = await startingPoint(ctx.db);
  const first = since.updated_at === null && ctx.onFirstSyncProgress;
  let total: number | null = null;
  let rows = 0;
  let pages = 0;
  /** The pull has returned: a count answering later must not report progress (the engine has moved on). */
  let over = false;
  const counted = first
    ? readableBriefCount(ctx.supabase).then((count) => {
        total = count;
        // Said at once while the first page is on its way ("0 of 20,000"), not only after it.
        if (!over && pages === 0 && count !== null) ctx.onFirstSyncProgress?.({ done: 0, total: count });
      })
    : Promise.resolve();
  if (first) ctx.onFirstSyncProgress?.({ done: 0, total });
  let pageSize = ctx.pageSize ?? PULL_PAGE_SIZE;
  const request = (from: typeof since, size: number) => {
    ctx.onPageRequested?.();
    return pullChanges(ctx.supabase, from, size);
  };
  try {
    return await readPages(request(since, pageSize));
  } finally {
    over = true;
  }

  async function readPages(firstAnswer: ReturnType<typeof request>): Promise<PullReport> {
    let answer = firstAnswer;
    for (;;) {
      const outcome = await answer;
      if (!outcome.ok) {
        const smaller = isStatementTimeout(outcome.failure) ? smallerPage(pageSize) : null;
        if (smaller === null) return { ok: false, failure: outcome.failure, pageSize };
        pageSize = smaller;
        answer = request(since, pageSize);
        continue;
      }
      const page = outcome.data;
      const next = page.has_more ? page.cursor : null;
      // A failed request answers a failure (pullChanges never throws), so one left unread when applying
      // this page throws is harmless: it only read.
      if (next) answer = request(next, pageSize);
      await applyPulledPage(ctx.db, page, ctx.env.now());
      rows += page.rows.length;
      pages++;
      if (first) {
        if (pages === 1) await counted;
        ctx.onFirstSyncProgress?.({ done: rows, total: total === null ? null : Math.max(total, rows) });
      }
      if (!next) return { ok: true, rows, pages, pageSize };
      since = next;
    }
  }
}
