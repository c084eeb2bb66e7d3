// History comes from the server (row-level security decides who may read it) and is kept on the device
// for reading offline. Files of old versions are fetched by reference only when a restore needs them.
import type { BriefsmithDB } from '../../data/db';
import type { CachedHistoryEntry } from '../../data/review-records';
import { storeHistory } from '../../data/review-store';
import type { HistoryEntry } from '../../domain/history';
import { supabase } from '../../lib/supabase';
import { namesOf } from '../review';

/** Fetches a brief's history (newest first, at most the API's 1000 rows) and stores it on the device. */
export async function refreshHistory(db: BriefsmithDB, briefId: string): Promise<void> {
  const { data: rows, error } = await supabase
    .from('brief_history')
    .select('id, brief_id, version, kind, author_id, created_at, changes, details')
    .eq('brief_id', briefId)
    .order('id', { ascending: false })
    .limit(1000)
    // What the columns' types cannot say: the kinds the table allows, and the documents it keeps.
    .overrideTypes<Pick<HistoryEntry, 'kind' | 'changes' | 'details'>[]>();
  if (error) throw error;
  const names = await namesOf(rows.map((row) => row.author_id));
  const entries: CachedHistoryEntry[] = rows.map((row) => ({
    id: Number(row.id),
    briefId: row.brief_id,
    version: Number(row.version),
    kind: row.kind,
    authorId: row.author_id,
    // A client's decision has no author: it is named by the client (domain/client-links.ts).
    authorName: (row.author_id && names.get(row.author_id)) || (row.details?.client?.name ?? ''),
    createdAt: row.created_at,
    changes: row.changes ?? {},
    details: row.details ?? {},
  }));
  await storeHistory(db, briefId, entries);
}

/**
 * The text of the files a restore needs, by `{file: ref}` reference. The server no longer serves file
 * contents with history: versions record their files as Storage references, restored as they are, and
 * the contents an older history kept wait on the server for the one-off move into Storage, which
 * rewrites them to references. Until then such a version's file cannot be restored (none is found).
 */
export async function fetchHistoryFiles(briefId: string, refs: string[]): Promise<Map<string, string>> {
  void briefId;
  void refs;
  return new Map();
}
