// The refresh_token grant, as GoTrue answers it (supabase/auth internal/tokens/service.go,
// RefreshTokenGrant). A live token is rotated: it is revoked and a child is minted. A revoked token is
// not automatically an attack — a second tab refreshing at the same moment, or a tab closed before it
// stored the answer, presents the old token again — so GoTrue forgives it in two cases:
//   - it is the parent of the session's active token: the client lost the answer, so the same active
//     token is handed back (no new one is minted);
//   - it was revoked less than the reuse interval ago: it is rotated again (a new child).
// Anything else is reuse: the session's whole token family is revoked (rotation is enabled, as in
// supabase/config.toml) and the answer is 400 refresh_token_already_used.
import type { Queryable } from '../db/database.ts';
import { DEFAULT_REFRESH_TOKEN_REUSE_INTERVAL, nowDate, type AuthConfig } from './config.ts';
import { bannedError, isBanned } from './ban.ts';
import { authError } from './errors.ts';
import { newRefreshToken, sessionFor, type Session } from './sessions.ts';
import { findUserById } from './users.ts';

const notFound = () =>
  authError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
const alreadyUsed = () => authError(400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used');

interface TokenRow {
  id: string;
  user_id: string;
  revoked: boolean;
  session_id: string | null;
  /** Revoked less than the reuse interval ago (updated_at is the moment of rotation). */
  in_reuse_interval: boolean;
}

export async function refreshSession(config: AuthConfig, refreshToken: unknown): Promise<Session> {
  if (typeof refreshToken !== 'string' || !refreshToken) throw notFound();
  const interval = config.refreshTokenReuseInterval ?? DEFAULT_REFRESH_TOKEN_REUSE_INTERVAL;
  // The family revocation must be committed even though the request fails, so the transaction
  // returns the verdict and the error is thrown after it commits.
  const outcome = await config.db.transaction(async (tx): Promise<Session | 'reuse'> => {
    const now = nowDate(config);
    const r = await tx.query<TokenRow>(
      `select id, user_id, revoked, session_id,
              updated_at >= $3::timestamptz - $2::float8 * interval '1 second' as in_reuse_interval
         from auth.refresh_tokens where token = $1 for update`,
      [refreshToken, interval, now],
    );
    const row = r.rows[0];
    if (!row || !row.session_id) throw notFound();
    const user = await findUserById(tx, row.user_id);
    if (!user) throw notFound();
    if (isBanned(user)) throw bannedError(400, 'Invalid Refresh Token: User Banned');
    if (row.revoked) {
      const active = await activeToken(tx, row.session_id);
      if (active?.parent === refreshToken) {
        return sessionFor(config, user, row.session_id, active.token, 'token_refresh');
      }
      if (!row.in_reuse_interval) {
        await tx.query(
          'update auth.refresh_tokens set revoked = true where session_id = $1 and not revoked',
          [row.session_id],
        );
        return 'reuse';
      }
    }
    const next = await rotate(tx, row, refreshToken, now);
    return sessionFor(config, user, row.session_id, next, 'token_refresh');
  });
  if (outcome === 'reuse') throw alreadyUsed();
  return outcome;
}

/** The newest unrevoked token of the session (GoTrue's FindCurrentlyActiveRefreshToken). */
async function activeToken(tx: Queryable, sessionId: string) {
  const r = await tx.query<{ token: string; parent: string | null }>(
    `select token, parent from auth.refresh_tokens
      where session_id = $1 and not revoked order by id desc limit 1`,
    [sessionId],
  );
  return r.rows[0];
}

/**
 * Revokes `token` and mints its child. Revoking stamps updated_at (on the stack's clock), which starts the reuse interval;
 * GoTrue stamps it again when a revoked token is rotated inside its interval, and so does this.
 */
async function rotate(tx: Queryable, row: TokenRow, token: string, now: Date): Promise<string> {
  await tx.query('update auth.refresh_tokens set revoked = true, updated_at = $2 where id = $1', [
    row.id,
    now,
  ]);
  const next = newRefreshToken();
  await tx.query(
    'insert into auth.refresh_tokens (token, user_id, session_id, parent) values ($1, $2, $3, $4)',
    [next, row.user_id, row.session_id, token],
  );
  await tx.query('update auth.sessions set updated_at = $2 where id = $1', [row.session_id, now]);
  return next;
}
