// GoTrue's secure password change (`[auth.email] secure_password_change`, hosted:
// GOTRUE_SECURITY_UPDATE_PASSWORD_REQUIRE_REAUTHENTICATION). PUT /user with a password is refused
// (400 reauthentication_needed) unless the caller's session was created within the last 24 hours —
// a fresh sign-in with the current password, or the session a recovery link gives — or the body
// carries the nonce GET /reauthenticate e-mailed (422 reauthentication_not_valid when it is wrong or
// expired). The rule is GoTrue's UserUpdate, internal/api/user.go.
import { randomInt } from 'node:crypto';
import type { Router } from '../http/router.ts';
import { nowDate, nowMs, type AuthConfig } from './config.ts';
import { authError } from './errors.ts';
import { hashToken, storeOneTimeToken } from './links.ts';
import type { RateLimiter } from './rate-limit.ts';
import { ok } from './request.ts';
import { requireUser, type Caller } from './sessions.ts';

const RECENT_SESSION_MS = 24 * 60 * 60 * 1000;

export function addReauthentication(router: Router, config: AuthConfig, limiter: RateLimiter): void {
  router.on('GET', '/reauthenticate', async (ctx) => {
    const { user } = await requireUser(config, ctx.req.headers);
    if (!user.email_confirmed_at)
      throw authError(422, 'email_not_confirmed', 'Please verify your email first.');
    limiter.emailTo(user.email);
    const otp = String(randomInt(0, 1_000_000)).padStart(6, '0');
    await storeOneTimeToken(
      config.db,
      user,
      'reauthentication_token',
      hashToken(user.email, otp),
      nowDate(config),
    );
    await config.sendMail({
      to: user.email,
      subject: 'Confirm reauthentication',
      text: `Enter the code: ${otp}`,
      html: `<h2>Confirm reauthentication</h2><p>Enter the code: ${otp}</p>`,
    });
    return ok({});
  });
}

/** Throws unless the caller may set a new password now (see the header). */
export async function requireReauthentication(
  config: AuthConfig,
  limiter: RateLimiter,
  caller: Caller,
  nonce: unknown,
): Promise<void> {
  if (!limiter.limits.securePasswordChange) return;
  if (caller.sessionId) {
    const r = await config.db.query<{ created_at: Date }>(
      'select created_at from auth.sessions where id = $1',
      [caller.sessionId],
    );
    const created = r.rows[0]?.created_at;
    if (created && nowMs(config) - new Date(created).getTime() <= RECENT_SESSION_MS) return;
  }
  if (typeof nonce !== 'string' || nonce === '') {
    throw authError(400, 'reauthentication_needed', 'Password update requires reauthentication');
  }
  const used = await config.db.query(
    `delete from auth.one_time_tokens
      where user_id = $1 and token_type = 'reauthentication_token' and token_hash = $2
        and created_at > $4::timestamptz - make_interval(secs => $3)
      returning id`,
    [caller.user.id, hashToken(caller.user.email, nonce), limiter.limits.otpExpiry, nowDate(config)],
  );
  if (used.rows.length === 0) {
    throw authError(422, 'reauthentication_not_valid', 'Nonce has expired or is invalid');
  }
}
