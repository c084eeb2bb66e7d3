// Sessions and access tokens. Refresh tokens rotate (refresh.ts has the grant and its reuse rules).
// Signing out deletes sessions, and an access token whose session is gone is refused by /user.
import { randomBytes, randomUUID } from 'node:crypto';
import type { Queryable } from '../db/database.ts';
import { bearerToken, signJwt, verifyJwt, type Claims } from '../jwt.ts';
import { nowDate, nowMs, type AuthConfig } from './config.ts';
import { bannedError, isBanned } from './ban.ts';
import { authError, badJwt } from './errors.ts';
import { findUserById, userJson, type UserRow } from './users.ts';
import type { IncomingHttpHeaders } from 'node:http';

export const newRefreshToken = () => randomBytes(16).toString('base64url');

export interface Session {
  access_token: string;
  token_type: 'bearer';
  expires_in: number;
  expires_at: number;
  refresh_token: string;
  user: Record<string, unknown>;
}

export async function issueSession(
  config: AuthConfig,
  tx: Queryable,
  user: UserRow,
  method: 'password' | 'otp' | 'magiclink' | 'recovery',
): Promise<Session> {
  const sessionId = randomUUID();
  // Stamped on the stack's clock: the session's age decides whether a password change needs a nonce.
  await tx.query('insert into auth.sessions (id, user_id, created_at, updated_at) values ($1, $2, $3, $3)', [
    sessionId,
    user.id,
    nowDate(config),
  ]);
  await tx.query(
    'insert into auth.mfa_amr_claims (id, session_id, authentication_method) values ($1, $2, $3)',
    [randomUUID(), sessionId, method],
  );
  const token = newRefreshToken();
  await tx.query('insert into auth.refresh_tokens (token, user_id, session_id) values ($1, $2, $3)', [
    token,
    user.id,
    sessionId,
  ]);
  await tx.query('update auth.users set last_sign_in_at = now() where id = $1', [user.id]);
  const signedIn = (await findUserById(tx, user.id)) ?? user;
  return sessionFor(config, signedIn, sessionId, token, method);
}

export async function sessionFor(
  config: AuthConfig,
  user: UserRow,
  sessionId: string,
  refreshToken: string,
  method: string,
): Promise<Session> {
  const issuedMs = nowMs(config);
  const now = Math.floor(issuedMs / 1000);
  const claims: Claims = {
    iss: `${config.apiUrl()}/auth/v1`,
    sub: user.id,
    aud: 'authenticated',
    email: user.email,
    phone: '',
    app_metadata: user.raw_app_meta_data ?? {},
    user_metadata: user.raw_user_meta_data ?? {},
    role: 'authenticated',
    aal: 'aal1',
    amr: [{ method, timestamp: now }],
    session_id: sessionId,
    is_anonymous: false,
  };
  return {
    access_token: await signJwt(claims, config.jwtExpiry, issuedMs),
    token_type: 'bearer',
    expires_in: config.jwtExpiry,
    expires_at: now + config.jwtExpiry,
    refresh_token: refreshToken,
    user: userJson(user),
  };
}

export interface Caller {
  claims: Claims;
  user: UserRow;
  sessionId?: string;
}

/** The signed-in user behind `Authorization: Bearer <access token>`, as GoTrue checks it. */
export async function requireUser(config: AuthConfig, headers: IncomingHttpHeaders): Promise<Caller> {
  const token = bearerTokenOnly(headers);
  if (!token) throw authError(401, 'no_authorization', 'This endpoint requires a Bearer token');
  const verified = await verifyJwt(token, nowMs(config));
  if (!verified.ok)
    throw badJwt(
      verified.reason === 'expired' ? 'token has invalid claims: token is expired' : 'signature is invalid',
    );
  const { claims } = verified;
  if (!claims.sub) throw authError(403, 'bad_jwt', 'invalid claim: missing sub claim');
  const user = await findUserById(config.db, claims.sub);
  if (!user) throw authError(403, 'user_not_found', 'User from sub claim in JWT does not exist');
  // GoTrue (auth.go requireAuthentication) loads the session first, then rejects a banned user: a
  // deactivated member's token, whose session set_member_active deleted, is session_not_found.
  const sessionId = typeof claims.session_id === 'string' ? claims.session_id : undefined;
  if (sessionId) {
    const s = await config.db.query('select 1 from auth.sessions where id = $1', [sessionId]);
    if (s.rows.length === 0)
      throw authError(403, 'session_not_found', 'Session from session_id claim in JWT does not exist');
  }
  // "Reject banned users who still hold an access token issued before the ban" (GoTrue auth.go).
  if (isBanned(user)) throw bannedError();
  return { claims, user, sessionId };
}

/** Admin routes need the service role (GoTrue: 403 not_admin "User not allowed"). */
export async function requireServiceRole(config: AuthConfig, headers: IncomingHttpHeaders): Promise<void> {
  const token = bearerTokenOnly(headers);
  if (!token) throw authError(401, 'no_authorization', 'This endpoint requires a Bearer token');
  const verified = await verifyJwt(token, nowMs(config));
  if (!verified.ok)
    throw badJwt(
      verified.reason === 'expired' ? 'token has invalid claims: token is expired' : 'signature is invalid',
    );
  if (verified.claims.role !== 'service_role' && verified.claims.role !== 'supabase_admin') {
    throw authError(403, 'not_admin', 'User not allowed');
  }
}

function bearerTokenOnly(headers: IncomingHttpHeaders): string | undefined {
  return headers.authorization ? bearerToken({ authorization: headers.authorization }) : undefined;
}
