// PUT /user with a password, as hosted GoTrue's UserUpdate does it (supabase/auth internal/api/user.go)
// with `secure_password_change` and "Require current password when updating" on. In GoTrue's order:
//   1. the new password's strength (422 weak_password);
//   2. a session older than 24 hours needs the e-mailed reauthentication nonce (reauthenticate.ts:
//      400 reauthentication_needed, 422 reauthentication_not_valid);
//   3. the current password, except in a session a recovery link gave (400 current_password_required,
//      400 current_password_invalid);
//   4. a new password equal to the old one is 422 same_password;
//   5. the change voids the member's e-mailed links and codes and ends their other sessions (every
//      session when the token has none), so a stolen session does not outlive it.
import type { AuthConfig } from './config.ts';
import { authError } from './errors.ts';
import type { RateLimiter } from './rate-limit.ts';
import { requireReauthentication } from './reauthenticate.ts';
import type { Caller } from './sessions.ts';
import { checkPassword, hashPassword, passwordMatches } from './users.ts';

const CURRENT_PASSWORD_MESSAGE = 'Current password required when setting new password.';

async function isRecoverySession(config: AuthConfig, sessionId: string | undefined): Promise<boolean> {
  if (!sessionId) return false;
  const r = await config.db.query(
    `select 1 from auth.mfa_amr_claims where session_id = $1 and authentication_method = 'recovery'`,
    [sessionId],
  );
  return r.rows.length > 0;
}

async function requireCurrentPassword(config: AuthConfig, caller: Caller, current: unknown): Promise<void> {
  if (await isRecoverySession(config, caller.sessionId)) return;
  if (typeof current !== 'string' || current === '') {
    throw authError(400, 'current_password_required', CURRENT_PASSWORD_MESSAGE);
  }
  if (!(await passwordMatches(caller.user, current, config))) {
    throw authError(400, 'current_password_invalid', CURRENT_PASSWORD_MESSAGE);
  }
}

export async function changePassword(
  config: AuthConfig,
  limiter: RateLimiter,
  caller: Caller,
  body: { password?: unknown; nonce?: unknown; current_password?: unknown },
): Promise<void> {
  const password = checkPassword(body.password);
  await requireReauthentication(config, limiter, caller, body.nonce);
  const { user, sessionId } = caller;
  if (user.encrypted_password) {
    if (limiter.limits.requireCurrentPassword)
      await requireCurrentPassword(config, caller, body.current_password);
    if (await passwordMatches(user, password, config)) {
      throw authError(422, 'same_password', 'New password should be different from the old password.');
    }
  }
  const hash = await hashPassword(password, config);
  await config.db.transaction(async (tx) => {
    await tx.query('update auth.users set encrypted_password = $2, updated_at = now() where id = $1', [
      user.id,
      hash,
    ]);
    await tx.query('delete from auth.one_time_tokens where user_id = $1', [user.id]);
    await tx.query('delete from auth.sessions where user_id = $1 and id is distinct from $2', [
      user.id,
      sessionId ?? null,
    ]);
  });
}
