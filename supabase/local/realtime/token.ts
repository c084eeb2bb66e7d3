// A channel's token as hosted Realtime judges it (lib/realtime_web/channels/auth/
// channels_authorization.ex, realtime_channel.ex confirm_token): a valid token, or the reason it is
// not — an expired one says how long ago it expired, as hosted Realtime's "Token has expired N seconds
// ago" does. A channel's token is confirmed again when it expires, and the channel closes then.
import { decodeJwt } from 'jose';
import { verifyJwt, type Claims } from '../jwt.ts';

export type TokenCheck = { ok: true; claims: Claims } | { ok: false; reason: string };

/** Seconds since `exp` at `nowMs`, or null when the token has no exp claim. */
function secondsSinceExpiry(token: string, nowMs: number): number | null {
  try {
    const { exp } = decodeJwt(token);
    return typeof exp === 'number' ? Math.max(0, Math.floor(nowMs / 1000) - exp) : null;
  } catch {
    return null;
  }
}

export const expiredReason = (seconds: number) => `Token has expired ${seconds} seconds ago`;

/** The token judged at `nowMs` (the stack's clock). */
export async function checkToken(token: string, nowMs: number): Promise<TokenCheck> {
  const verified = await verifyJwt(token, nowMs);
  if (verified.ok) return verified;
  if (verified.reason === 'expired')
    return { ok: false, reason: expiredReason(secondsSinceExpiry(token, nowMs) ?? 0) };
  return { ok: false, reason: 'The token provided is not a valid JWT' };
}

/** How long ago the claims expired at `nowMs`, in whole seconds, or null while they are valid. */
export function expiredSecondsAgo(claims: Claims, nowMs: number): number | null {
  if (typeof claims.exp !== 'number') return null;
  const now = nowMs / 1000;
  return now >= claims.exp ? Math.floor(now - claims.exp) : null;
}
