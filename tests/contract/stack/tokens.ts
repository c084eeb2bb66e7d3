// Hand-made JWTs for the tests that try to get past the stack with a bad token.
import { SignJWT } from 'jose';
import { JWT_SECRET } from '../../../supabase/local/keys.ts';

const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

export function unsignedToken(claims: object): string {
  return `${b64({ alg: 'none', typ: 'JWT' })}.${b64(claims)}.`;
}

export function signedWith(
  secret: string,
  claims: Record<string, unknown>,
  expiresIn = 3600,
): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt(now - 7200)
    .setExpirationTime(now + expiresIn)
    .sign(new TextEncoder().encode(secret));
}

export const forgedToken = (claims: Record<string, unknown>) =>
  signedWith('not-the-secret-but-long-enough-to-look-real-1234', claims);
export const expiredToken = (claims: Record<string, unknown>) => signedWith(JWT_SECRET, claims, -60);
