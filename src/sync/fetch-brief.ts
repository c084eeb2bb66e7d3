// Open by link: a brief this device does not hold yet is fetched from the server (row-level security
// decides) and stored like a pulled row, so the editor and the view open it from the local database.
import type { BriefsmithDB } from '../data/db';
import { readFetchedBrief } from './answers';
import { applyPulledPage } from './apply-pull';
import { failureClass } from './classify';
import type { SyncClient } from './client';

/**
 * 'stored': on this device now; 'not-found': the server confirms it does not exist or is not shared
 * with the caller; 'no-access': it was shared with the caller and no longer is (their own revoked
 * share, which they may read); 'unavailable': no answer (offline, server down) or no session — it may
 * open later.
 */
export type FetchOutcome = 'stored' | 'not-found' | 'no-access' | 'unavailable';

export async function fetchBriefByLink(
  db: BriefsmithDB,
  supabase: SyncClient,
  briefId: string,
  now: number = Date.now(),
): Promise<FetchOutcome> {
  let answer: {
    data: unknown;
    error: { code?: string; message?: string; hint?: string | null } | null;
    status: number;
  };
  try {
    answer = await supabase.rpc('fetch_brief', { brief_id: briefId });
  } catch {
    return 'unavailable';
  }
  const { data, error, status } = answer;
  if (error) {
    // A malformed id can name no brief; anything else (network, session, a deactivated account, server)
    // may pass.
    if (error.code === '22P02') return 'not-found';
    const failure = { status, code: error.code, message: error.message, hint: error.hint ?? null };
    return failureClass(failure) === 'server' && status < 500 ? 'not-found' : 'unavailable';
  }
  // An answer that cannot be read stores nothing: the brief may open once it can be.
  const row = readFetchedBrief(data);
  if (!row.ok) return 'unavailable';
  if (!row.value) return (await wasUnshared(supabase, briefId)) ? 'no-access' : 'not-found';
  await applyPulledPage(db, { rows: [row.value], removed: [], cursor: null, has_more: false }, now);
  return 'stored';
}

/**
 * Whether the caller once had this brief shared with them (row-level security shows a member their own
 * revoked shares only, so this tells a stranger nothing). Any failure reads as "no".
 */
async function wasUnshared(supabase: SyncClient, briefId: string): Promise<boolean> {
  try {
    const { data, error } = await supabase
      .from('brief_revocations')
      .select('brief_id')
      .eq('brief_id', briefId)
      .limit(1);
    return !error && Array.isArray(data) && data.length > 0;
  } catch {
    return false;
  }
}
