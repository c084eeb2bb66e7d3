// HS256 JWTs for the local stack. Verification accepts only HS256 with our secret: `alg: none`,
// another algorithm, a forged signature or an expired token all fail, and callers map the failure
// to the status each service gives (GoTrue 403 bad_jwt, PostgREST 401 PGRST301/PGRST303).
import { SignJWT, jwtVerify, errors, type JWTPayload } from 'jose';
import { JWT_SECRET } from './keys.ts';

const secret = new TextEncoder().encode(JWT_SECRET);

export interface Claims extends JWTPayload {
  role?: string;
  email?: string;
  session_id?: string;
  [key: string]: unknown;
}

/** The roles a token may carry to the Data API and Storage (PostgREST's and storage-api's list). */
export const API_ROLES: readonly string[] = ['anon', 'authenticated', 'service_role'];

export type VerifyResult = { ok: true; claims: Claims } | { ok: false; reason: 'expired' | 'invalid' };

// Verified tokens, kept until they expire, as PostgREST's JWT cache does (jwt-cache-max-lifetime):
// every request of a session carries the same token, and checking its HMAC through WebCrypto took
// about 0.12 ms a request. The key is the whole token, signature included, so only a token that
// was itself verified is found here; an expired one is refused as before.
const VERIFIED_MAX = 1000;
const verified = new Map<string, Claims>();

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    for (const inner of Object.values(value)) deepFreeze(inner);
    Object.freeze(value);
  }
  return value;
}

function expired(claims: Claims, now: number): boolean {
  return typeof claims.exp === 'number' && claims.exp * 1000 <= now;
}

/** Verifies `token` at `now` (milliseconds; the stack's clock, which tests may move on). */
export async function verifyJwt(token: string, now: number = Date.now()): Promise<VerifyResult> {
  const known = verified.get(token);
  if (known) {
    if (!expired(known, now)) return { ok: true, claims: known };
    verified.delete(token);
    return { ok: false, reason: 'expired' };
  }
  try {
    const { payload } = await jwtVerify(token, secret, { algorithms: ['HS256'], currentDate: new Date(now) });
    if (verified.size >= VERIFIED_MAX) verified.delete(verified.keys().next().value as string);
    // Frozen: every request with this token shares the one object.
    const claims = deepFreeze(payload as Claims);
    verified.set(token, claims);
    return { ok: true, claims };
  } catch (error) {
    return { ok: false, reason: error instanceof errors.JWTExpired ? 'expired' : 'invalid' };
  }
}

/** Signs `claims` issued at `nowMs` (the stack's clock; default the wall clock), valid for `expiresInSeconds`. */
export async function signJwt(
  claims: Claims,
  expiresInSeconds: number,
  nowMs: number = Date.now(),
): Promise<string> {
  const now = Math.floor(nowMs / 1000);
  return new SignJWT({ ...claims })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt(now)
    .setExpirationTime(now + expiresInSeconds)
    .sign(secret);
}

/** The bearer token of a request: `Authorization: Bearer …`, else the `apikey` header. */
export function bearerToken(headers: Record<string, string | string[] | undefined>): string | undefined {
  const auth = headers.authorization;
  const value = Array.isArray(auth) ? auth[0] : auth;
  const match = value?.match(/^Bearer\s+(.+)$/i);
  if (match?.[1]) return match[1].trim();
  const apikey = headers.apikey;
  return (Array.isArray(apikey) ? apikey[0] : apikey) || undefined;
}
