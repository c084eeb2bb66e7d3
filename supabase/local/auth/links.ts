// Magic links: a one-time token per link (stored hashed, as GoTrue does), valid for `otp_expiry`
// seconds and consumed by the first successful verification. One live token per user and purpose: a
// new one revokes the previous (GoTrue's CreateOneTimeToken), so requesting codes never piles up
// guessable ones. Redirect targets are limited to the site URL and
// loopback origins; anything else falls back to the site URL (GoTrue's allow-list behaviour).
import { createHash, randomInt, randomUUID } from 'node:crypto';
import type { Queryable } from '../db/database.ts';
import { nowDate, type AuthConfig } from './config.ts';
import type { UserRow } from './users.ts';

/** supabase/config.toml `[auth.email] otp_expiry`, the default when the caller names none. */
export const LINK_LIFETIME_SECONDS = 3600;

export interface MagicLink {
  action_link: string;
  email_otp: string;
  hashed_token: string;
  verification_type: string;
  redirect_to: string;
}

export function safeRedirect(config: AuthConfig, requested: unknown): string {
  if (typeof requested !== 'string' || !requested) return config.siteUrl;
  try {
    const url = new URL(requested);
    const site = new URL(config.siteUrl);
    const loopback = ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname);
    if ((url.protocol === 'http:' || url.protocol === 'https:') && (loopback || url.origin === site.origin)) {
      return url.toString();
    }
  } catch {
    // not a URL: fall back to the site URL
  }
  return config.siteUrl;
}

export const hashToken = (email: string, otp: string) =>
  createHash('sha256').update(`${email.toLowerCase()}${otp}`).digest('hex');

export async function createMagicLink(
  config: AuthConfig,
  db: Queryable,
  user: UserRow,
  type: 'magiclink' | 'signup' | 'invite' | 'recovery',
  redirectTo: unknown,
): Promise<MagicLink> {
  const otp = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const hashed = hashToken(user.email, otp);
  const tokenType = type === 'signup' || type === 'invite' ? 'confirmation_token' : 'recovery_token';
  await storeOneTimeToken(db, user, tokenType, hashed, nowDate(config));
  const redirect = safeRedirect(config, redirectTo);
  const link = new URL(`${config.apiUrl()}/auth/v1/verify`);
  link.searchParams.set('token', hashed);
  link.searchParams.set('type', type);
  link.searchParams.set('redirect_to', redirect);
  return {
    action_link: link.toString(),
    email_otp: otp,
    hashed_token: hashed,
    verification_type: type,
    redirect_to: redirect,
  };
}

/**
 * Stores a token hash as the user's one live token of its type, revoking any earlier one; `now` (the
 * stack's clock) starts its lifetime.
 */
export async function storeOneTimeToken(
  db: Queryable,
  user: UserRow,
  tokenType: 'confirmation_token' | 'recovery_token' | 'reauthentication_token',
  hashed: string,
  now: Date,
): Promise<void> {
  await db.query('delete from auth.one_time_tokens where user_id = $1 and token_type = $2', [
    user.id,
    tokenType,
  ]);
  await db.query(
    `insert into auth.one_time_tokens (id, user_id, token_type, token_hash, relates_to, created_at, updated_at)
     values ($1, $2, $3, $4, $5, $6, $6)`,
    [randomUUID(), user.id, tokenType, hashed, user.email.toLowerCase(), now],
  );
}

/** Revokes every live e-mailed code of an address (too many wrong guesses). */
export async function revokeCodes(db: Queryable, email: string): Promise<void> {
  await db.query(
    `delete from auth.one_time_tokens where relates_to = lower($1) and token_type in ('confirmation_token', 'recovery_token')`,
    [email],
  );
}

/**
 * Consumes a link's token: the user it belongs to, or undefined if unknown, used or expired at `now`
 * (the stack's clock).
 */
export async function consumeToken(
  tx: Queryable,
  token: { hash: string } | { email: string; otp: string },
  now: Date,
  lifetimeSeconds: number = LINK_LIFETIME_SECONDS,
): Promise<string | undefined> {
  const hash = 'hash' in token ? token.hash : hashToken(token.email, token.otp);
  const r = await tx.query<{ user_id: string }>(
    `delete from auth.one_time_tokens
      where token_hash = $1 and token_type <> 'reauthentication_token'
        and created_at > $3::timestamptz - make_interval(secs => $2)
      returning user_id`,
    [hash, lifetimeSeconds, now],
  );
  // Expired tokens for the same hash are useless: remove them too.
  await tx.query('delete from auth.one_time_tokens where token_hash = $1', [hash]);
  const userId = r.rows[0]?.user_id;
  if (userId) {
    await tx.query(
      'update auth.users set email_confirmed_at = coalesce(email_confirmed_at, now()) where id = $1',
      [userId],
    );
  }
  return userId;
}

export function magicLinkMail(email: string, link: MagicLink) {
  const href = link.action_link.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
  return {
    to: email,
    subject: 'Your Magic Link',
    text: `Follow this link to sign in:\n\n${link.action_link}\n\nOr use this code: ${link.email_otp}`,
    html: `<h2>Magic Link</h2><p>Follow this link to sign in:</p><p><a href="${href}">Log In</a></p><p>Or use this code: ${link.email_otp}</p>`,
  };
}
