// manage-member (body {user_id, active: boolean}): an admin deactivates or reactivates a member.
// The database decides, with the caller's own token: set_member_active refuses non-admins (403), an
// admin deactivating themselves or the last active admin (400), and from then on row-level security
// shows a deactivated member nothing and every session of theirs ends (their refresh tokens with it,
// so a reactivated member signs in again). This function then bans the account in GoTrue (admin API,
// `ban_duration`), or lifts the ban, so that the member cannot sign in while deactivated — the part
// only GoTrue can do, on hosted Supabase as on the local stack.
// Answers: 200 {success, user_id, active}; 400 bad input or a guard; 401 not signed in; 403 not an
// admin; 405 wrong method; 502 when GoTrue fails (calling again finishes the job).
import { failure, json, preflight } from '../_shared/cors.ts';
import { errorResponse } from '../_shared/errors.ts';
import { bearerToken, jsonBody, supabaseEnv, type Env } from '../_shared/request.ts';
import { rpcAsCaller, setBanned } from '../_shared/supabase.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function handler(req: Request, env: Env): Promise<Response> {
  if (req.method === 'OPTIONS') return preflight();
  if (req.method !== 'POST') return failure(405, 'Method not allowed');
  const config = supabaseEnv(env);
  if (config instanceof Response) return config;
  const accessToken = bearerToken(req);
  if (!accessToken) return failure(401, 'Please sign in as an admin to manage the team');

  const body = await jsonBody(req);
  if (body instanceof Response) return body;
  const userId = body.user_id;
  if (typeof userId !== 'string' || !UUID.test(userId)) return failure(400, 'user_id must be a member id');
  if (typeof body.active !== 'boolean') return failure(400, 'active must be true or false');

  try {
    const args = { member_id: userId, active: body.active };
    await rpcAsCaller(config, accessToken, 'set_member_active', args);
    await setBanned(config, userId, !body.active);
    // set_member_active ended the member's sessions, but a sign-in between it and the ban would start
    // a new one that outlives the deactivation: ending them again once the ban is in place closes that.
    if (!body.active) await rpcAsCaller(config, accessToken, 'set_member_active', args);
    return json({ success: true, user_id: userId, active: body.active });
  } catch (error) {
    return errorResponse('manage-member', error);
  }
}
