// notify: tells people by e-mail about something the caller just did in the database — a brief shared
// with them, or a review requested from them. The app calls it after the server accepted the action.
// Nothing the body says is believed: the caller is read from their own JWT, and the function mails only
// when the database holds that action made by that caller within the last RECENT_MINUTES (a share the
// caller created; pending review requests the caller made), so it cannot be used to mail strangers.
// Body: {event: 'shared', brief_id, user_id} or {event: 'review_requested', brief_id, reviewer_ids?}.
// Answers: 200 {sent: n}; 400 bad input; 401 not signed in; 404 no such recent action by the caller;
// 405 wrong method; 5xx when the database or the mail API fails.
import { failure, json, preflight } from '../_shared/cors.ts';
import { briefSharedMail, reviewRequestMail } from '../_shared/emails.ts';
import { errorResponse } from '../_shared/errors.ts';
import { sendMail } from '../_shared/mail.ts';
import {
  bearerToken,
  jsonBody,
  siteUrl,
  supabaseEnv,
  type Env,
  type SupabaseEnv,
} from '../_shared/request.ts';
import { selectRows, userForToken, type AuthUser } from '../_shared/supabase.ts';

export const RECENT_MINUTES = 10;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

interface Profile {
  id: string;
  email: string;
  full_name: string | null;
}

const isUuid = (value: unknown): value is string => typeof value === 'string' && UUID.test(value);
const since = () => `gte.${new Date(Date.now() - RECENT_MINUTES * 60_000).toISOString()}`;
const nameOf = (profile: Profile | undefined, fallback: string) =>
  profile?.full_name?.trim() || profile?.email || fallback;

async function profiles(config: SupabaseEnv, ids: string[]): Promise<Map<string, Profile>> {
  const rows = await selectRows<Profile>(
    config,
    'profiles',
    { id: `in.(${ids.join(',')})` },
    'id,email,full_name',
  );
  return new Map(rows.map((p) => [p.id, p]));
}

async function briefTitle(config: SupabaseEnv, briefId: string): Promise<string | undefined> {
  const rows = await selectRows<{ title: string }>(config, 'briefs', { id: `eq.${briefId}` }, 'title');
  const title = rows[0]?.title;
  return title === undefined ? undefined : title.trim() || 'Untitled brief';
}

async function notifyShared(
  config: SupabaseEnv,
  env: Env,
  caller: AuthUser,
  site: string,
  body: Record<string, unknown>,
) {
  const { brief_id: briefId, user_id: userId } = body;
  if (!isUuid(briefId) || !isUuid(userId)) return failure(400, 'brief_id and user_id are required');
  const shares = await selectRows<{ permission: 'read' | 'write' }>(
    config,
    'brief_shares',
    {
      brief_id: `eq.${briefId}`,
      shared_with_user_id: `eq.${userId}`,
      shared_by_user_id: `eq.${caller.id}`,
      created_at: since(),
    },
    'permission',
  );
  const title = await briefTitle(config, briefId);
  if (!shares[0] || title === undefined) return failure(404, 'No recent share of yours to tell anyone about');
  const people = await profiles(config, [userId, caller.id]);
  const recipient = people.get(userId);
  if (!recipient) return failure(404, 'No recent share of yours to tell anyone about');
  await sendMail(
    env,
    briefSharedMail({
      to: recipient.email,
      link: `${site}/brief/${briefId}/view`,
      title,
      sharedBy: nameOf(people.get(caller.id), caller.email ?? 'A colleague'),
      permission: shares[0].permission,
    }),
  );
  return json({ sent: 1 });
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
  const requests = await selectRows<{ reviewer_id: string; note: string }>(
    config,
    'brief_review_requests',
    filters,
    'reviewer_id,note',
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
    await sendMail(
      env,
      reviewRequestMail({
        to: reviewer.email,
        link: `${site}/brief/${briefId}/view`,
        title,
        requestedBy,
        note: request.note,
      }),
    );
    sent += 1;
  }
  return json({ sent });
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
    return failure(400, 'event must be shared or review_requested');
  } catch (error) {
    return errorResponse('notify', error);
  }
}
