// send-auth-email (docs/spec.md §7 "Magic link", body {email, type: 'magiclink' | 'recovery', redirectTo}):
// e-mails a passwordless sign-in link — or, with type 'recovery' ("Forgot password?"), a link
// that signs in for setting a new password (the app gets PASSWORD_RECOVERY) — to an existing, active
// member, through the same mail module as every other Briefsmith e-mail. It never creates an account: for an address that
// is not a member it sends nothing and answers exactly as for a member (200 {success: true}), so the
// endpoint cannot be used to find out who is a member — not by its answer and not by its timing:
// valid requests are answered MAGIC_LINK_ANSWER_MS (default 1500) after they arrive, whoever asks,
// while the lookup and the mail run on their own (kept alive with EdgeRuntime.waitUntil on Supabase).
// A failure to send is logged, never told: telling it would tell that the address is a member's.
// Per address at most one e-mail per AUTH_EMAIL_MAX_FREQUENCY seconds (default 60, config.toml's
// [auth.email] max_frequency, which GoTrue's admin generate_link does not apply) and
// AUTH_EMAIL_HOURLY_LIMIT (default 5) per hour, counted in the database (public.claim_auth_mail) so the
// limit holds across function instances; a request over it is answered like every other.
// The link comes from GoTrue's admin generate_link; GoTrue checks redirectTo against the project's
// allowed redirect URLs.
// Answers: 200 {success: true}; 400 bad input; 405 wrong method; 500 when the function is not configured.
import { failure, json, preflight } from '../_shared/cors.ts';
import { magicLinkMail, recoveryMail } from '../_shared/emails.ts';
import { errorResponse } from '../_shared/errors.ts';
import { sendMail } from '../_shared/mail.ts';
import { jsonBody, normalizeEmail, siteUrl, supabaseEnv, type Env } from '../_shared/request.ts';
import { generateMagicLink, rpcAsCaller, selectRows } from '../_shared/supabase.ts';

const DEFAULT_ANSWER_MS = 1500;
export const DEFAULT_MAX_FREQUENCY_SECONDS = 60;
export const DEFAULT_HOURLY_LIMIT = 5;

const setting = (value: string | undefined, fallback: number) => {
  const n = Number(value);
  return value !== undefined && value !== '' && Number.isInteger(n) && n >= 0 ? n : fallback;
};

export async function handler(req: Request, env: Env): Promise<Response> {
  const answerAt = Date.now() + (Number(env.MAGIC_LINK_ANSWER_MS) || DEFAULT_ANSWER_MS);
  if (req.method === 'OPTIONS') return preflight();
  if (req.method !== 'POST') return failure(405, 'Method not allowed');
  const config = supabaseEnv(env);
  if (config instanceof Response) return config;

  const body = await jsonBody(req);
  if (body instanceof Response) return body;
  const email = normalizeEmail(body.email);
  if (!email) return failure(400, 'Please enter a valid email address');
  const type = body.type ?? 'magiclink';
  if (type !== 'magiclink' && type !== 'recovery') {
    return failure(400, "Only 'magiclink' and 'recovery' e-mails can be sent");
  }
  if (body.redirectTo !== undefined && typeof body.redirectTo !== 'string') {
    return failure(400, 'redirectTo must be a URL');
  }

  const redirectTo = (body.redirectTo as string | undefined) || siteUrl(env, req);
  const work = (async () => {
    const members = await selectRows<{ id: string }>(config, 'profiles', { email: `eq.${email}` }, 'id');
    if (members.length === 0) return;
    // A deactivated member's link could not sign them in (GoTrue's ban): send none, answer the same.
    const active = await selectRows(
      config,
      'user_roles',
      { user_id: `eq.${members[0]!.id}`, deactivated_at: 'is.null' },
      'user_id',
    );
    if (active.length === 0) return;
    const allowed = await rpcAsCaller<boolean>(config, config.serviceRoleKey, 'claim_auth_mail', {
      email,
      min_interval_seconds: setting(env.AUTH_EMAIL_MAX_FREQUENCY, DEFAULT_MAX_FREQUENCY_SECONDS),
      per_hour: setting(env.AUTH_EMAIL_HOURLY_LIMIT, DEFAULT_HOURLY_LIMIT),
    });
    if (allowed !== true) return;
    const link = await generateMagicLink(config, email, redirectTo, type);
    await sendMail(env, (type === 'recovery' ? recoveryMail : magicLinkMail)({ to: email, link }));
  })().catch((error: unknown) => {
    errorResponse('send-auth-email', error);
  });
  keepAlive(work);
  await new Promise((resolve) => setTimeout(resolve, Math.max(0, answerAt - Date.now())));
  return json({ success: true });
}

type EdgeRuntimeGlobal = { EdgeRuntime?: { waitUntil(promise: Promise<unknown>): void } };

/** Lets the work finish after the answer: Supabase's Edge Runtime would otherwise stop the worker. */
function keepAlive(work: Promise<unknown>): void {
  (globalThis as EdgeRuntimeGlobal).EdgeRuntime?.waitUntil(work);
}
