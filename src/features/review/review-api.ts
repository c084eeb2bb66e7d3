// Reviews go straight to the server (request_review / decide_review decide who may), then the device's
// copy is refreshed. Reading: every request the user can see, with names, kept for offline reading.
import type { BriefsmithDB } from '../../data/db';
import type { ReviewRecord } from '../../data/review-records';
import { putHistoryEntries, storeReviews } from '../../data/review-store';
import type { HistoryEntry } from '../../domain/history';
import { loadSupabase } from '../../lib/load-supabase';
import { notify } from '../../lib/notify';
import { peopleById, personName, type Person } from './people';

/** Stores the review requests the user can see (of one brief, or all of them). */
export async function refreshReviews(db: BriefsmithDB, briefId?: string): Promise<void> {
  const supabase = await loadSupabase();
  let query = supabase.from('brief_review_requests').select('*');
  if (briefId) query = query.eq('brief_id', briefId);
  // The statuses the table allows, which its column's type cannot say.
  const { data: rows, error } = await query.overrideTypes<Pick<ReviewRecord, 'status'>[]>();
  if (error) throw error;
  const people = await peopleById(rows.flatMap((row) => [row.reviewer_id, row.requested_by]));
  const name = (id: string | null) => {
    const person = id ? people.get(id) : undefined;
    return person ? personName(person) : '';
  };
  await storeReviews(
    db,
    rows.map((row) => ({
      id: row.id,
      briefId: row.brief_id,
      reviewerId: row.reviewer_id,
      reviewerName: name(row.reviewer_id),
      requestedBy: row.requested_by,
      requestedByName: name(row.requested_by),
      note: row.note,
      requestedAt: row.requested_at,
      status: row.status,
      decisionNote: row.decision_note,
      decidedAt: row.decided_at,
    })),
    briefId,
  );
}

/** Who may be asked: the owner and everyone the brief is shared with, except the caller. */
export async function reviewCandidates(briefId: string, ownerId: string, selfId: string): Promise<Person[]> {
  const supabase = await loadSupabase();
  const { data, error } = await supabase
    .from('brief_shares')
    .select('shared_with_user_id')
    .eq('brief_id', briefId);
  if (error) throw error;
  const ids = [ownerId, ...data.map((s) => s.shared_with_user_id)];
  const people = await peopleById(ids.filter((id) => id !== selfId));
  return [...people.values()].sort((a, b) => personName(a).localeCompare(personName(b)));
}

export async function requestReview(db: BriefsmithDB, briefId: string, reviewerIds: string[], note: string) {
  const supabase = await loadSupabase();
  const { error } = await supabase.rpc('request_review', {
    brief_id: briefId,
    reviewer_ids: reviewerIds,
    note,
  });
  if (error) throw new Error(error.message);
  await notify({ event: 'review_requested', brief_id: briefId, reviewer_ids: reviewerIds });
  await refreshReviews(db, briefId).catch(() => undefined);
}

export async function decideReview(
  db: BriefsmithDB,
  briefId: string,
  decision: 'approved' | 'changes_requested',
  note: string,
) {
  const supabase = await loadSupabase();
  const { error } = await supabase.rpc('decide_review', { brief_id: briefId, decision, note });
  if (error) throw new Error(error.message);
  // The person who asked is told by e-mail (once per decision: a repeat changes nothing on the server).
  await notify({ event: 'review_decided', brief_id: briefId });
  await refreshReviews(db, briefId).catch(() => undefined);
}

/**
 * Stores the decisions clients made through the brief's client review links: history rows with no
 * author and the client's name (the history dialog shows them among every version).
 */
export async function refreshClientDecisions(db: BriefsmithDB, briefId: string): Promise<void> {
  const supabase = await loadSupabase();
  const { data: rows, error } = await supabase
    .from('brief_history')
    .select('id, brief_id, version, kind, author_id, created_at, changes, details')
    .eq('brief_id', briefId)
    .is('author_id', null)
    .in('kind', ['approved', 'changes_requested'])
    .overrideTypes<Pick<HistoryEntry, 'kind' | 'changes' | 'details'>[]>();
  if (error) throw error;
  await putHistoryEntries(
    db,
    rows.map((row) => ({
      id: Number(row.id),
      briefId: row.brief_id,
      version: Number(row.version),
      kind: row.kind,
      authorId: row.author_id,
      authorName: row.details?.client?.name ?? '',
      createdAt: row.created_at,
      changes: row.changes ?? {},
      details: row.details ?? {},
    })),
  );
}
