// Acting as someone against a migrated database, the way PostgREST does it: one transaction with the
// caller's JWT claims in `request.jwt.claims` and `set local role` to the JWT's role, so that
// row-level security, auth.uid() and the grants decide exactly as they would behind the REST API.
// Members are created through the real path: an invitation, then an auth.users insert like GoTrue's.
import { randomUUID } from 'node:crypto';
import type { Database, Queryable } from '../../supabase/local/db/database.ts';

export type Actor =
  | { kind: 'anon' }
  | { kind: 'service_role' }
  /** The database role GoTrue writes auth.users with. */
  | { kind: 'supabase_auth_admin' }
  | { kind: 'member'; id: string; email: string };

export interface Member {
  kind: 'member';
  id: string;
  email: string;
}

export const anon: Actor = { kind: 'anon' };
export const serviceRole: Actor = { kind: 'service_role' };
export const authAdmin: Actor = { kind: 'supabase_auth_admin' };

function claimsFor(actor: Actor): { role: string; claims: Record<string, unknown> } {
  if (actor.kind === 'member') {
    return {
      role: 'authenticated',
      claims: { sub: actor.id, email: actor.email, role: 'authenticated', aud: 'authenticated' },
    };
  }
  return { role: actor.kind, claims: { role: actor.kind } };
}

/** Runs fn as the actor in one transaction (committed when fn resolves, rolled back when it throws). */
export function actAs<T>(db: Database, actor: Actor, fn: (tx: Queryable) => Promise<T>): Promise<T> {
  const { role, claims } = claimsFor(actor);
  return db.transaction(async (tx) => {
    await tx.query("select set_config('request.jwt.claims', $1, true)", [JSON.stringify(claims)]);
    await tx.exec(`set local role ${role}`);
    return fn(tx);
  });
}

/** One statement as the actor; its rows. */
export async function queryAs<T = Record<string, unknown>>(
  db: Database,
  actor: Actor,
  sql: string,
  params: unknown[] = [],
): Promise<{ rows: T[]; affectedRows: number }> {
  return actAs(db, actor, async (tx) => {
    const r = await tx.query<T>(sql, params);
    return { rows: r.rows, affectedRows: r.affectedRows };
  });
}

/** The SQLSTATE a promise rejects with, or 'ok' when it resolves. */
export async function outcome(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
    return 'ok';
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (!code) throw error;
    return code;
  }
}

export interface InvitationInput {
  email: string;
  role?: 'user' | 'admin';
  expiresAt?: Date;
  usedAt?: Date | null;
  token?: string;
}

/** An invitation inserted with the database owner's rights (as an admin's function or script would). */
export async function invite(db: Database, input: InvitationInput): Promise<string> {
  const r = await db.query<{ token: string }>(
    `insert into public.invitations (email, role, expires_at, used_at, token)
     values ($1, $2, coalesce($3::timestamptz, now() + interval '7 days'), $4, coalesce($5, replace(gen_random_uuid()::text, '-', '')))
     returning token`,
    [
      input.email.trim().toLowerCase(),
      input.role ?? 'user',
      input.expiresAt ?? null,
      input.usedAt ?? null,
      input.token ?? null,
    ],
  );
  return r.rows[0]!.token;
}

/**
 * Inserts an auth user the way GoTrue's sign-up does (the invite-only trigger decides), with the
 * invitation token from the link in the user metadata as the app sends it.
 */
export async function signUp(
  db: Database,
  email: string,
  fullName?: string,
  inviteToken?: string,
): Promise<Member> {
  const id = randomUUID();
  const metadata = {
    ...(fullName ? { full_name: fullName } : {}),
    ...(inviteToken ? { invite_token: inviteToken } : {}),
  };
  await db.query(
    `insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
       raw_app_meta_data, raw_user_meta_data)
     values ('00000000-0000-0000-0000-000000000000', $1, 'authenticated', 'authenticated', $2, 'x', now(),
       '{"provider":"email","providers":["email"]}', $3::jsonb)`,
    [id, email, JSON.stringify(metadata)],
  );
  return { kind: 'member', id, email };
}

/** A member created through the real path: invitation, then sign-up. */
export async function createMember(
  db: Database,
  email: string,
  role: 'user' | 'admin' = 'user',
  fullName?: string,
): Promise<Member> {
  const token = await invite(db, { email, role });
  return signUp(db, email, fullName, token);
}

/** A brief owned by `owner`, inserted as the owner through RLS. Returns its id. */
export async function createBrief(
  db: Database,
  owner: Member,
  fields: Record<string, unknown> = {},
): Promise<string> {
  const id = randomUUID();
  const row = { title: 'Spring launch', company: 'Acme', ...fields, id, user_id: owner.id };
  // Only the given columns, so the others take their defaults.
  const cols = Object.keys(row).join(', ');
  await queryAs(
    db,
    owner,
    `insert into public.briefs (${cols}) select ${cols} from jsonb_populate_record(null::public.briefs, $1)`,
    [JSON.stringify(row)],
  );
  return id;
}

/** A share inserted as `by` (the owner or an admin). */
export async function share(
  db: Database,
  by: Member,
  briefId: string,
  withMember: Member,
  permission: 'read' | 'write',
): Promise<void> {
  await queryAs(
    db,
    by,
    `insert into public.brief_shares (brief_id, shared_with_user_id, shared_by_user_id, permission) values ($1, $2, $3, $4)`,
    [briefId, withMember.id, by.id, permission],
  );
}
