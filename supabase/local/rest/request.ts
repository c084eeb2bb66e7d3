// One REST request = one transaction, set up the way PostgREST does it: the role and
// the claims come from a *verified* JWT (no token = anon), read-only for GET/HEAD, and then
// PostgreSQL's grants and RLS decide. Database errors become PostgREST's error bodies here.
import { sqlLiteral, type Database, type Queryable } from '../db/database.ts';
import { ReplyError, type Reply } from '../http/reply.ts';
import type { Context } from '../http/router.ts';
import { API_ROLES, bearerToken, verifyJwt, type Claims } from '../jwt.ts';
import { dbErrorReply, isPgError, pgrstError } from './errors.ts';
import type { RoleSettings } from './role-settings.ts';

export interface RestRequest {
  tx: Queryable;
  role: string;
  claims: Claims;
}

export async function callerClaims(ctx: Context): Promise<Claims> {
  const token = bearerToken(ctx.req.headers);
  if (!token) return { role: 'anon' };
  const verified = await verifyJwt(token, ctx.now());
  if (!verified.ok) {
    throw verified.reason === 'expired'
      ? pgrstError(401, 'PGRST303', 'JWT expired')
      : pgrstError(401, 'PGRST301', 'No suitable key or wrong key type');
  }
  const role = verified.claims.role ?? 'anon';
  if (!API_ROLES.includes(role)) throw pgrstError(401, 'PGRST301', `role "${role}" is not allowed`);
  return verified.claims;
}

export function checkProfile(ctx: Context): void {
  for (const header of ['accept-profile', 'content-profile']) {
    const value = ctx.req.headers[header];
    if (value !== undefined && value !== 'public') {
      throw pgrstError(406, 'PGRST106', 'The schema must be one of the following: public', null, null);
    }
  }
}

export async function inRequestTransaction(
  db: Database,
  roles: RoleSettings,
  ctx: Context,
  fn: (request: RestRequest) => Promise<Reply>,
): Promise<Reply> {
  checkProfile(ctx);
  const claims = await callerClaims(ctx);
  const role = String(claims.role ?? 'anon');
  const readOnly = ctx.method === 'GET' || ctx.method === 'HEAD';
  const headers: Record<string, string> = {};
  for (const [k, v] of Object.entries(ctx.req.headers)) if (typeof v === 'string') headers[k] = v;
  // The settings go out with BEGIN in one round trip, as literals: on PGlite a parameterised query is
  // six calls into the engine and a script is two, which was a tenth of a save's database time. The
  // role's own settings (its statement timeout) come before the role, in PostgREST's order.
  const roleSettings = roles
    .setConfigCalls(role)
    .map((call) => `\n    ${call},`)
    .join('');
  const setup = `select set_config('search_path', 'public, extensions', true),
    set_config('TimeZone', 'UTC', true),
    set_config('request.jwt.claims', ${sqlLiteral(JSON.stringify(claims))}, true),
    set_config('request.method', ${sqlLiteral(ctx.method)}, true),
    set_config('request.path', ${sqlLiteral(ctx.url.pathname)}, true),
    set_config('request.headers', ${sqlLiteral(JSON.stringify(headers))}, true),${roleSettings}
    set_config('role', ${sqlLiteral(role)}, true)`;
  try {
    return await db.transaction((tx) => fn({ tx, role, claims }), { readOnly, setup, prepare: true });
  } catch (error) {
    if (error instanceof ReplyError) throw error;
    if (isPgError(error)) return dbErrorReply(error, role);
    throw error;
  }
}
