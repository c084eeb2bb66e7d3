// Who is asking, and their SQL run as them. As storage-api does: the JWT is verified with the
// project's secret (no token: anon), and every statement about objects runs in a transaction with the
// caller's role and claims (`request.jwt.claims`, the role's own settings), so the policies on
// storage.objects decide exactly as on hosted. Buckets are read as the database owner, as storage-api
// reads them as its superuser.
import { sqlLiteral, type Database, type Queryable } from '../db/database.ts';
import type { Context } from '../http/router.ts';
import { API_ROLES, bearerToken, verifyJwt, type Claims } from '../jwt.ts';
import type { RoleSettings } from '../rest/role-settings.ts';
import { ERRORS, fromDbError } from './errors.ts';

export interface Caller {
  role: string;
  claims: Claims;
  /** The signed-in user's id (the object's owner), if any. */
  sub: string | undefined;
}

export async function callerOf(ctx: Context): Promise<Caller> {
  const token = bearerToken(ctx.req.headers);
  if (!token) return { role: 'anon', claims: { role: 'anon' }, sub: undefined };
  const verified = await verifyJwt(token, ctx.now());
  if (!verified.ok)
    throw ERRORS.invalidJwt(verified.reason === 'expired' ? 'jwt expired' : 'invalid signature');
  const role = String(verified.claims.role ?? 'anon');
  if (!API_ROLES.includes(role)) throw ERRORS.accessDenied('Access denied: Invalid role');
  return {
    role,
    claims: verified.claims,
    sub: typeof verified.claims.sub === 'string' ? verified.claims.sub : undefined,
  };
}

export interface Bucket {
  id: string;
  public: boolean;
  file_size_limit: number | null;
  allowed_mime_types: string[] | null;
}

export async function findBucket(db: Database, id: string): Promise<Bucket> {
  const r = await db.query<Bucket>(
    `select id, public, file_size_limit::float8 as file_size_limit, allowed_mime_types
       from storage.buckets where id = $1`,
    [id],
  );
  const bucket = r.rows[0];
  if (!bucket) throw ERRORS.noSuchBucket();
  return bucket;
}

/** Runs fn as the caller in one transaction; a database refusal becomes storage-api's error. */
export async function asCaller<T>(
  db: Database,
  roles: RoleSettings,
  caller: Caller,
  fn: (tx: Queryable) => Promise<T>,
  options: { readOnly?: boolean; allowDelete?: boolean } = {},
): Promise<T> {
  const settings = roles
    .setConfigCalls(caller.role)
    .map((call) => `\n    ${call},`)
    .join('');
  const setup = `select set_config('search_path', '', true),
    set_config('request.jwt.claims', ${sqlLiteral(JSON.stringify(caller.claims))}, true),
    set_config('storage.allow_delete_query', ${options.allowDelete ? "'true'" : "'false'"}, true),${settings}
    set_config('role', ${sqlLiteral(caller.role)}, true)`;
  try {
    return await db.transaction(fn, { readOnly: options.readOnly, setup });
  } catch (error) {
    throw fromDbError(error) ?? error;
  }
}
