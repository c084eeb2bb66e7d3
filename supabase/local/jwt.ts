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

export type VerifyResult = { ok: true; claims: Claims } | { ok: false; reason: 'expired' | 'invalid' };

export async function verifyJwt(token: string): Promise<VerifyResult> {
  try {
    const { payload } = await jwtVerify(token, secret, { algorithms: ['HS256'] });
    return { ok: true, claims: payload as Claims };
  } catch (error) {
    return { ok: false, reason: error instanceof errors.JWTExpired ? 'expired' : 'invalid' };
  }
}

export async function signJwt(claims: Claims, expiresInSeconds: number): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
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
