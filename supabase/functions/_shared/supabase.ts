// The few Supabase calls the functions make, as plain fetch with the service key (no client library,
// so that the local stack can host the same files under Node): who the caller is (GoTrue /user with
// their own token), table reads and writes through PostgREST (the service role bypasses RLS, so every
// check the function needs is made here explicitly), and GoTrue's admin generate_link.
import type { SupabaseEnv } from './request.ts';

export interface AuthUser {
  id: string;
  email?: string;
}

const serviceHeaders = (config: SupabaseEnv): Record<string, string> => ({
  apikey: config.serviceRoleKey,
  Authorization: `Bearer ${config.serviceRoleKey}`,
  'Content-Type': 'application/json',
});

export class SupabaseError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

async function expectOk(response: Response, what: string): Promise<Response> {
  if (!response.ok)
    throw new SupabaseError(response.status, `${what} failed (${response.status}): ${await response.text()}`);
  return response;
}

/** The user a caller's access token belongs to, or undefined when the token is not a valid session. */
export async function userForToken(config: SupabaseEnv, accessToken: string): Promise<AuthUser | undefined> {
  const response = await fetch(`${config.url}/auth/v1/user`, {
    headers: { apikey: config.serviceRoleKey, Authorization: `Bearer ${accessToken}` },
  });
  // Any client error means the token is not a usable session (expired, forged, the anon key, …).
  if (response.status >= 400 && response.status < 500) return undefined;
  await expectOk(response, 'Reading the caller');
  const user = (await response.json()) as Partial<AuthUser>;
  return typeof user.id === 'string' ? { id: user.id, email: user.email } : undefined;
}

/** Rows of a table matching PostgREST filters (e.g. `{email: 'eq.x'}`), read with the service role. */
export async function selectRows<T>(
  config: SupabaseEnv,
  table: string,
  filters: Record<string, string>,
  columns = '*',
): Promise<T[]> {
  const query = new URLSearchParams({ select: columns, ...filters });
  const response = await fetch(`${config.url}/rest/v1/${table}?${query}`, {
    headers: serviceHeaders(config),
  });
  await expectOk(response, `Reading ${table}`);
  return (await response.json()) as T[];
}

/** Inserts one row with the service role and returns it. */
export async function insertRow<T>(
  config: SupabaseEnv,
  table: string,
  row: Record<string, unknown>,
): Promise<T> {
  const response = await fetch(`${config.url}/rest/v1/${table}`, {
    method: 'POST',
    headers: { ...serviceHeaders(config), Prefer: 'return=representation' },
    body: JSON.stringify(row),
  });
  await expectOk(response, `Writing ${table}`);
  const rows = (await response.json()) as T[];
  return rows[0] as T;
}

/** Deletes rows matching PostgREST filters, with the service role. */
export async function deleteRows(
  config: SupabaseEnv,
  table: string,
  filters: Record<string, string>,
): Promise<void> {
  const response = await fetch(`${config.url}/rest/v1/${table}?${new URLSearchParams(filters)}`, {
    method: 'DELETE',
    headers: serviceHeaders(config),
  });
  await expectOk(response, `Deleting from ${table}`);
}

/** A magic sign-in (or password recovery) link for an existing user (GoTrue admin generate_link). */
export async function generateMagicLink(
  config: SupabaseEnv,
  email: string,
  redirectTo?: string,
  type: 'magiclink' | 'recovery' = 'magiclink',
): Promise<string> {
  const response = await fetch(`${config.url}/auth/v1/admin/generate_link`, {
    method: 'POST',
    headers: serviceHeaders(config),
    body: JSON.stringify({ type, email, ...(redirectTo ? { redirect_to: redirectTo } : {}) }),
  });
  await expectOk(response, 'Generating the magic link');
  // Current GoTrue answers the link at the top level; older versions under `properties`.
  const body = (await response.json()) as { action_link?: string; properties?: { action_link?: string } };
  const link = body.action_link ?? body.properties?.action_link;
  if (!link) throw new SupabaseError(502, 'Generating the magic link returned no link');
  return link;
}

/** A database function refusing the caller (its SQLSTATE and message), as PostgREST reports it. */
export class RpcRefusal extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/**
 * Calls a database function with the caller's own access token, so the database decides what the
 * caller may do (RLS, grants and the function's own checks), exactly as if the app had called it.
 * A refusal (4xx) becomes an RpcRefusal with the database's message; anything else a SupabaseError.
 */
export async function rpcAsCaller<T>(
  config: SupabaseEnv,
  accessToken: string,
  name: string,
  args: Record<string, unknown>,
): Promise<T> {
  const response = await fetch(`${config.url}/rest/v1/rpc/${name}`, {
    method: 'POST',
    headers: {
      apikey: config.serviceRoleKey,
      Authorization: `Bearer ${accessToken}`,
      'Content-Type': 'application/json',
    },
    body: JSON.stringify(args),
  });
  if (response.status >= 400 && response.status < 500) {
    const error = (await response.json().catch(() => ({}))) as { code?: string; message?: string };
    throw new RpcRefusal(response.status, error.code ?? '', error.message ?? 'The request was refused');
  }
  await expectOk(response, `Calling ${name}`);
  const text = await response.text();
  return (text ? JSON.parse(text) : null) as T;
}

/** Updates rows matching PostgREST filters, with the service role. */
export async function updateRows(
  config: SupabaseEnv,
  table: string,
  filters: Record<string, string>,
  values: Record<string, unknown>,
): Promise<void> {
  const response = await fetch(`${config.url}/rest/v1/${table}?${new URLSearchParams(filters)}`, {
    method: 'PATCH',
    headers: serviceHeaders(config),
    body: JSON.stringify(values),
  });
  await expectOk(response, `Updating ${table}`);
}

/**
 * Bans or unbans a user through GoTrue's admin API (`ban_duration`, "none" lifts it): a banned user
 * can neither sign in (password or link) nor refresh a session, and their access token is refused.
 */
export async function setBanned(config: SupabaseEnv, userId: string, banned: boolean): Promise<void> {
  const response = await fetch(`${config.url}/auth/v1/admin/users/${encodeURIComponent(userId)}`, {
    method: 'PUT',
    headers: serviceHeaders(config),
    body: JSON.stringify({ ban_duration: banned ? BAN_DURATION : 'none' }),
  });
  await expectOk(response, banned ? 'Banning the user' : 'Lifting the ban');
}

/** About a hundred years: GoTrue takes a Go duration, and a deactivation lasts until reactivated. */
export const BAN_DURATION = '876000h';
