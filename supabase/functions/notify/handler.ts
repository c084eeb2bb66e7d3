// notify: tells people by e-mail about something the caller just did in the database — a brief shared
// with them, a review requested from them, (to the person who asked) a review decided, or a comment
// that mentions them (mentioned.ts). The app calls
// it after the server accepted the action. Nothing the body says is believed: the caller is read from
// their own JWT, and the function mails only when the database holds that action made by that caller
// within the last RECENT_MINUTES (a share the caller created; pending review requests the caller made;
// the caller's own decision on a request; the caller's own comment), so it cannot be used to mail
// strangers. Each event is
// e-mailed once, however often and however concurrently it is told (_shared/mail-once.ts).
// Body: {event: 'shared', brief_id, user_id}, {event: 'review_requested', brief_id, reviewer_ids?},
// {event: 'review_decided', brief_id} or {event: 'mentioned', comment_id}.
// Answers: 200 {sent: n} (0 when it was already e-mailed); 400 bad input; 401 not signed in; 404 no
// such recent action by the caller; 405 wrong method; 5xx when the database or the mail API fails.
import { failure, json, preflight } from '../_shared/cors.ts';
import { briefSharedMail, reviewDecidedMail, reviewRequestMail } from '../_shared/emails.ts';
import { errorResponse } from '../_shared/errors.ts';
import { sendOnce } from '../_shared/mail-once.ts';
import {
  bearerToken,
  jsonBody,
  siteUrl,
  supabaseEnv,
  type Env,
  type SupabaseEnv,
} from '../_shared/request.ts';
import { selectRows, userForToken, type AuthUser } from '../_shared/supabase.ts';
import { briefTitle, isUuid, memberCanRead, nameOf, profiles, since } from './lookups.ts';
import { notifyMentioned } from './mentioned.ts';

async function notifyShared(
  config: SupabaseEnv,
  env: Env,
  caller: AuthUser,
  site: string,
  body: Record<string, unknown>,
) {
  const { brief_id: briefId, user_id: userId } = body;
  if (!isUuid(briefId) || !isUuid(userId)) return failure(400, 'brief_id and user_id are required');
  const shares = await selectRows<{ id: string; created_at: string; permission: 'read' | 'write' }>(
    config,
    'brief_shares',
    {
      brief_id: `eq.${briefId}`,
      shared_with_user_id: `eq.${userId}`,
      shared_by_user_id: `eq.${caller.id}`,
      created_at: since(),
    },
    'id,created_at,permission',
  );
  const title = await briefTitle(config, briefId);
  if (!shares[0] || title === undefined) return failure(404, 'No recent share of yours to tell anyone about');
  const people = await profiles(config, [userId, caller.id]);
  const recipient = people.get(userId);
  if (!recipient) return failure(404, 'No recent share of yours to tell anyone about');
  const share = shares[0];
  const sent = await sendOnce(
    config,
    env,
    { event: 'shared', briefId, subjectId: share.id, occurredAt: share.created_at },
    briefSharedMail({
      to: recipient.email,
      link: `${site}/brief/${briefId}/view`,
      title,
      sharedBy: nameOf(people.get(caller.id), caller.email ?? 'A colleague'),
      permission: share.permission,
    }),
  );
  return json({ sent: sent ? 1 : 0 });
}

async function notifyReview(
  config: SupabaseEnv,
  env: Env,
  caller: AuthUser,
  site: string,
  body: Record<string, unknown>,
) {
  const { brief_id: briefId, reviewer_ids: reviewerIds } = body;
  if (!isUuid(briefId)) return failure(400, 'brief_id is required');
  if (reviewerIds !== undefined && !(Array.isArray(reviewerIds) && reviewerIds.every(isUuid)))
    return failure(400, 'reviewer_ids must be a list of user ids');
  const filters: Record<string, string> = {
    brief_id: `eq.${briefId}`,
    requested_by: `eq.${caller.id}`,
    status: 'eq.pending',
    requested_at: since(),
  };
  if (reviewerIds && reviewerIds.length > 0) filters.reviewer_id = `in.(${reviewerIds.join(',')})`;
  const requests = await selectRows<{ id: string; reviewer_id: string; note: string; requested_at: string }>(
    config,
    'brief_review_requests',
    filters,
    'id,reviewer_id,note,requested_at',
  );
  const title = await briefTitle(config, briefId);
  if (requests.length === 0 || title === undefined)
    return failure(404, 'No recent review request of yours to tell anyone about');
  const people = await profiles(config, [...requests.map((r) => r.reviewer_id), caller.id]);
  const requestedBy = nameOf(people.get(caller.id), caller.email ?? 'A colleague');
  let sent = 0;
  for (const request of requests) {
    const reviewer = people.get(request.reviewer_id);
    if (!reviewer) continue;
    const mailed = await sendOnce(
      config,
      env,
      { event: 'review_requested', briefId, subjectId: request.id, occurredAt: request.requested_at },
      reviewRequestMail({
        to: reviewer.email,
        link: `${site}/brief/${briefId}/view`,
        title,
        requestedBy,
        note: request.note,
      }),
    );
    if (mailed) sent += 1;
  }
  return json({ sent });
}

const NO_DECISION = 'No recent review decision of yours to tell anyone about';

/** The caller's own recent decision, told to the person who asked for the review (if they can still read it). */
async function notifyDecision(
  config: SupabaseEnv,
  env: Env,
  caller: AuthUser,
  site: string,
  body: Record<string, unknown>,
) {
  const { brief_id: briefId } = body;
  if (!isUuid(briefId)) return failure(400, 'brief_id is required');
  const decisions = await selectRows<{
    id: string;
    requested_by: string | null;
    status: 'approved' | 'changes_requested';
    decision_note: string;
    decided_at: string;
  }>(
    config,
    'brief_review_requests',
    {
      brief_id: `eq.${briefId}`,
      reviewer_id: `eq.${caller.id}`,
      status: 'in.(approved,changes_requested)',
      decided_at: since(),
    },
    'id,requested_by,status,decision_note,decided_at',
  );
  const decision = decisions[0];
  const title = await briefTitle(config, briefId);
  if (!decision?.requested_by || title === undefined) return failure(404, NO_DECISION);
  // Someone who lost access since asking is not sent the brief's title.
  if (!(await memberCanRead(config, briefId, decision.requested_by))) return failure(404, NO_DECISION);
  const people = await profiles(config, [decision.requested_by, caller.id]);
  const requester = people.get(decision.requested_by);
  if (!requester) return failure(404, NO_DECISION);
  const sent = await sendOnce(
    config,
    env,
    { event: 'review_decided', briefId, subjectId: decision.id, occurredAt: decision.decided_at },
    reviewDecidedMail({
      to: requester.email,
      link: `${site}/brief/${briefId}/view`,
      title,
      reviewer: nameOf(people.get(caller.id), caller.email ?? 'A colleague'),
      decision: decision.status,
      note: decision.decision_note,
    }),
  );
  return json({ sent: sent ? 1 : 0 });
}

export async function handler(req: Request, env: Env): Promise<Response> {
  if (req.method === 'OPTIONS') return preflight();
  if (req.method !== 'POST') return failure(405, 'Method not allowed');
  const config = supabaseEnv(env);
  if (config instanceof Response) return config;

  try {
    const accessToken = bearerToken(req);
    const caller = accessToken ? await userForToken(config, accessToken) : undefined;
    if (!caller) return failure(401, 'Please sign in');
    const body = await jsonBody(req);
    if (body instanceof Response) return body;
    const site = siteUrl(env, req);
    if (!site) return failure(500, 'The function is not configured: SITE_URL is required');
    if (body.event === 'shared') return await notifyShared(config, env, caller, site, body);
    if (body.event === 'review_requested') return await notifyReview(config, env, caller, site, body);
    if (body.event === 'review_decided') return await notifyDecision(config, env, caller, site, body);
    if (body.event === 'mentioned') return await notifyMentioned(config, env, caller, site, body);
    return failure(400, 'event must be shared, review_requested, review_decided or mentioned');
  } catch (error) {
    return errorResponse('notify', error);
  }
}
