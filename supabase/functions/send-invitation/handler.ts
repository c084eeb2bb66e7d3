// send-invitation (docs/spec.md §7 "Invite", body {email, role, full_name?}): an admin invites someone by e-mail,
// optionally with their full name, which greets them in the e-mail and prefills their sign-up.
// Admin only, decided here from the caller's own JWT (GoTrue /user with their token, then their
// user_roles row, active) — never from anything the client says about itself. Creates an invitation with an
// unguessable token (32 random bytes, hex) that expires after INVITATION_TTL_DAYS (default 7), replacing
// an expired one for the same address (a pending one is a 409: resend it instead), and e-mails the link <SITE_URL>/auth?invite=<token>.
// The token is never returned to the caller: the e-mail is the only way to it.
// Answers: 200 {success, email, role, expires_at}; 400 bad input; 401 not signed in; 403 not an admin;
// 405 wrong method; 409 already a member or already invited; 5xx when the database or the mail API fails (no invitation left).
import { failure, json, preflight } from '../_shared/cors.ts';
import { invitationMail } from '../_shared/emails.ts';
import { errorResponse } from '../_shared/errors.ts';
import { sendMail } from '../_shared/mail.ts';
import { MAX_FULL_NAME, memberDisplayName, optionalFullName } from '../_shared/names.ts';
import { bearerToken, jsonBody, normalizeEmail, siteUrl, supabaseEnv, type Env } from '../_shared/request.ts';
import { deleteRows, insertRow, selectRows, updateRows, userForToken } from '../_shared/supabase.ts';

export const DEFAULT_INVITATION_TTL_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;

export function invitationToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

function ttlDays(env: Env): number {
  const days = Number(env.INVITATION_TTL_DAYS);
  return Number.isFinite(days) && days > 0 ? days : DEFAULT_INVITATION_TTL_DAYS;
}

export async function handler(req: Request, env: Env): Promise<Response> {
  if (req.method === 'OPTIONS') return preflight();
  if (req.method !== 'POST') return failure(405, 'Method not allowed');
  const config = supabaseEnv(env);
  if (config instanceof Response) return config;

  try {
    const accessToken = bearerToken(req);
    const caller = accessToken ? await userForToken(config, accessToken) : undefined;
    if (!caller) return failure(401, 'Please sign in as an admin to invite users');
    const roles = await selectRows<{ role: string; deactivated_at: string | null }>(
      config,
      'user_roles',
      { user_id: `eq.${caller.id}` },
      'role,deactivated_at',
    );
    if (roles[0]?.role !== 'admin' || roles[0].deactivated_at)
      return failure(403, 'Only admins can invite users');

    const body = await jsonBody(req);
    if (body instanceof Response) return body;
    const email = normalizeEmail(body.email);
    if (!email) return failure(400, 'Please enter a valid email address');
    const role = body.role ?? 'user';
    if (role !== 'user' && role !== 'admin') return failure(400, 'The role must be user or admin');
    const fullName = optionalFullName(body.full_name);
    if (fullName === undefined)
      return failure(400, `The full name must be text of at most ${MAX_FULL_NAME} characters`);
    const site = siteUrl(env, req);
    if (!site) return failure(500, 'The function is not configured: SITE_URL is required');

    const members = await selectRows(config, 'profiles', { email: `eq.${email}` }, 'id');
    if (members.length > 0) return failure(409, 'A member with this email address already exists');
    const pending = await selectRows(
      config,
      'invitations',
      {
        email: `eq.${email}`,
        used_at: 'is.null',
        revoked_at: 'is.null',
        superseded_at: 'is.null',
        expires_at: `gt.${new Date().toISOString()}`,
      },
      'id',
    );
    if (pending.length > 0) {
      return failure(
        409,
        'An invitation is already pending for this email address. Resend it from the Team page.',
      );
    }

    const token = invitationToken();
    const expiresAt = new Date(Date.now() + ttlDays(env) * DAY_MS);
    // An expired invitation for the address is superseded by this one (its link says so).
    await updateRows(
      config,
      'invitations',
      { email: `eq.${email}`, used_at: 'is.null', revoked_at: 'is.null', superseded_at: 'is.null' },
      { superseded_at: new Date().toISOString() },
    );
    await insertRow(config, 'invitations', {
      token,
      email,
      role,
      expires_at: expiresAt.toISOString(),
      invited_by: caller.id,
      full_name: fullName,
    });
    const link = `${site}/auth?invite=${token}`;
    try {
      const invitedBy = await memberDisplayName(config, caller.id, caller.email ?? '');
      await sendMail(env, invitationMail({ to: email, link, role, expiresAt, invitedBy, name: fullName }));
    } catch (error) {
      // An invitation nobody received is useless; leave none behind so a retry starts clean.
      await deleteRows(config, 'invitations', { token: `eq.${token}` }).catch(() => undefined);
      throw error;
    }
    return json({ success: true, email, role, expires_at: expiresAt.toISOString() });
  } catch (error) {
    return errorResponse('send-invitation', error);
  }
}
