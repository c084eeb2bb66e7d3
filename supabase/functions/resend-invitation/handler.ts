// resend-invitation (body {invitation_id}): an admin sends a pending invitation again. The database
// decides, with the caller's own token: resend_invitation refuses non-admins (403) and invitations no
// longer pending (400), supersedes the old invitation (its link stops working at once) and creates a
// new one with a new token and expiry (and the same invitee's name, which the e-mail greets). This function reads the new token with the service role and
// e-mails the new link; the token is never returned to the caller. If the e-mail cannot be sent, the
// old invitation is put back as it was, so nothing is lost.
// Answers: 200 {success, email, role, expires_at}; 400 bad input or not pending; 401 not signed in;
// 403 not an admin; 405 wrong method; 5xx when the database or the mail API fails.
import { failure, json, preflight } from '../_shared/cors.ts';
import { invitationMail } from '../_shared/emails.ts';
import { errorResponse } from '../_shared/errors.ts';
import { sendMail } from '../_shared/mail.ts';
import { memberDisplayName } from '../_shared/names.ts';
import { bearerToken, jsonBody, siteUrl, supabaseEnv, type Env } from '../_shared/request.ts';
import { deleteRows, rpcAsCaller, selectRows, updateRows, userForToken } from '../_shared/supabase.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

interface Resent {
  id: string;
  email: string;
  role: 'user' | 'admin';
  expires_at: string;
}

export async function handler(req: Request, env: Env): Promise<Response> {
  if (req.method === 'OPTIONS') return preflight();
  if (req.method !== 'POST') return failure(405, 'Method not allowed');
  const config = supabaseEnv(env);
  if (config instanceof Response) return config;
  const accessToken = bearerToken(req);
  if (!accessToken) return failure(401, 'Please sign in as an admin to resend invitations');

  const body = await jsonBody(req);
  if (body instanceof Response) return body;
  const invitationId = body.invitation_id;
  if (typeof invitationId !== 'string' || !UUID.test(invitationId)) {
    return failure(400, 'invitation_id must be an invitation id');
  }
  const site = siteUrl(env, req);
  if (!site) return failure(500, 'The function is not configured: SITE_URL is required');

  try {
    const caller = await userForToken(config, accessToken);
    if (!caller) return failure(401, 'Please sign in as an admin to resend invitations');
    const [resent] = await rpcAsCaller<Resent[]>(config, accessToken, 'resend_invitation', {
      invitation_id: invitationId,
    });
    if (!resent) return failure(400, 'This invitation is no longer pending');
    const [row] = await selectRows<{ token: string; full_name: string | null }>(
      config,
      'invitations',
      { id: `eq.${resent.id}` },
      'token,full_name',
    );
    if (!row) return failure(400, 'This invitation is no longer pending');
    const expiresAt = new Date(resent.expires_at);
    try {
      await sendMail(
        env,
        invitationMail({
          to: resent.email,
          link: `${site}/auth?invite=${row.token}`,
          role: resent.role,
          expiresAt,
          invitedBy: await memberDisplayName(config, caller.id, caller.email ?? ''),
          name: row.full_name,
        }),
      );
    } catch (error) {
      // Nobody received the new link: the old one keeps working, as if nothing had happened.
      await deleteRows(config, 'invitations', { id: `eq.${resent.id}` }).catch(() => undefined);
      await updateRows(config, 'invitations', { id: `eq.${invitationId}` }, { superseded_at: null }).catch(
        () => undefined,
      );
      throw error;
    }
    return json({ success: true, email: resent.email, role: resent.role, expires_at: resent.expires_at });
  } catch (error) {
    return errorResponse('resend-invitation', error);
  }
}
