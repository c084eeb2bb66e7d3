// GoTrue's ban (supabase/auth internal/models/user.go IsBanned, internal/api/admin.go): the admin API
// sets banned_until from `ban_duration` (a Go duration such as "876000h", or "none" to lift it). A
// banned user gets `user_banned` from the password grant (400, checked before the password), the
// refresh grant (400 "Invalid Refresh Token: User Banned"), link verification (403) and every
// endpoint that needs their access token (403) — hosted GoTrue answers exactly so.
import type { Queryable } from '../db/database.ts';
import { authError } from './errors.ts';
import type { UserRow } from './users.ts';

export const isBanned = (user: Pick<UserRow, 'banned_until'>): boolean =>
  Boolean(user.banned_until && new Date(user.banned_until).getTime() > Date.now());

export const bannedError = (status: 400 | 403 = 403, message = 'User is banned') =>
  authError(status, 'user_banned', message);

const UNIT_MS: Record<string, number> = {
  ns: 1e-6,
  us: 1e-3,
  µs: 1e-3,
  ms: 1,
  s: 1000,
  m: 60_000,
  h: 3_600_000,
};

/** Milliseconds of a Go duration string ("876000h", "1h30m", "90s"), or undefined if it is not one. */
export function parseGoDuration(value: string): number | undefined {
  const parts = /^([+-]?)((?:\d+(?:\.\d*)?|\.\d+)(?:ns|us|µs|ms|s|m|h))+$/.test(value) ? value : '';
  if (!parts) return value === '0' ? 0 : undefined;
  let total = 0;
  for (const [, amount, unit] of parts.matchAll(/(\d+(?:\.\d*)?|\.\d+)(ns|us|µs|ms|s|m|h)/g)) {
    total += Number(amount) * UNIT_MS[unit!]!;
  }
  return parts.startsWith('-') ? -total : total;
}

/** Applies an admin update's `ban_duration` ("none" lifts the ban, as GoTrue does). */
export async function applyBanDuration(db: Queryable, userId: string, banDuration: unknown): Promise<void> {
  if (banDuration === undefined || banDuration === '') return;
  if (typeof banDuration !== 'string') {
    throw authError(400, 'validation_failed', 'invalid format for ban duration: not a string');
  }
  if (banDuration === 'none') {
    await db.query('update auth.users set banned_until = null where id = $1', [userId]);
    return;
  }
  const ms = parseGoDuration(banDuration);
  if (ms === undefined) {
    throw authError(
      400,
      'validation_failed',
      `invalid format for ban duration: time: invalid duration "${banDuration}"`,
    );
  }
  await db.query(
    `update auth.users set banned_until = case when $2::float8 = 0 then null
       else now() + $2::float8 * interval '1 millisecond' end where id = $1`,
    [userId, ms],
  );
}
