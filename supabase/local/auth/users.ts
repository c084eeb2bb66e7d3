// auth.users rows and the one way to create a user. Creation runs the before-user-created hook
// (public.hook_before_user_created, if the migrations define it) and then inserts into auth.users,
// where the database's own invite-only trigger has the last word — the same rule hosted Supabase
// applies, so the local stack is no way around it. A refusal is a 4xx with the database's message.
import { randomUUID } from 'node:crypto';
import bcrypt from 'bcryptjs';
import type { Queryable } from '../db/database.ts';
import type { AuthConfig } from './config.ts';
import { authError } from './errors.ts';

export interface UserRow {
  id: string;
  aud: string;
  role: string;
  email: string;
  encrypted_password: string | null;
  email_confirmed_at: Date | null;
  last_sign_in_at: Date | null;
  raw_app_meta_data: Record<string, unknown> | null;
  raw_user_meta_data: Record<string, unknown> | null;
  created_at: Date;
  updated_at: Date;
  banned_until: Date | null;
}

const USER_COLUMNS = `id, aud, role, email, encrypted_password, email_confirmed_at, last_sign_in_at,
  raw_app_meta_data, raw_user_meta_data, created_at, updated_at, banned_until`;

export async function findUserByEmail(db: Queryable, email: string): Promise<UserRow | undefined> {
  const r = await db.query<UserRow>(`select ${USER_COLUMNS} from auth.users where lower(email) = lower($1)`, [
    email.trim(),
  ]);
  return r.rows[0];
}

export async function findUserById(db: Queryable, id: string): Promise<UserRow | undefined> {
  if (!isUuid(id)) return undefined;
  const r = await db.query<UserRow>(`select ${USER_COLUMNS} from auth.users where id = $1`, [id]);
  return r.rows[0];
}

export async function listUsers(db: Queryable, page: number, perPage: number): Promise<UserRow[]> {
  const r = await db.query<UserRow>(
    `select ${USER_COLUMNS} from auth.users order by created_at, id limit $1 offset $2`,
    [perPage, (page - 1) * perPage],
  );
  return r.rows;
}

const iso = (d: Date | string | null | undefined) => (d ? new Date(d).toISOString() : undefined);

/** The user object GoTrue returns. */
export function userJson(u: UserRow): Record<string, unknown> {
  const created = iso(u.created_at);
  return {
    id: u.id,
    aud: u.aud,
    role: u.role,
    email: u.email,
    email_confirmed_at: iso(u.email_confirmed_at),
    phone: '',
    confirmed_at: iso(u.email_confirmed_at),
    last_sign_in_at: iso(u.last_sign_in_at),
    app_metadata: u.raw_app_meta_data ?? {},
    user_metadata: u.raw_user_meta_data ?? {},
    identities: [
      {
        identity_id: u.id,
        id: u.id,
        user_id: u.id,
        identity_data: { email: u.email, email_verified: Boolean(u.email_confirmed_at), sub: u.id },
        provider: 'email',
        last_sign_in_at: iso(u.last_sign_in_at) ?? created,
        created_at: created,
        updated_at: iso(u.updated_at),
        email: u.email,
      },
    ],
    created_at: created,
    updated_at: iso(u.updated_at),
    is_anonymous: false,
    ...(u.banned_until ? { banned_until: iso(u.banned_until) } : {}),
  };
}

export const isUuid = (s: string) =>
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(s);
export const isEmail = (s: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(s);

export function checkPassword(password: unknown): string {
  if (typeof password !== 'string' || password === '') {
    throw authError(422, 'validation_failed', 'Signup requires a valid password');
  }
  if (password.length < 6) {
    throw authError(422, 'weak_password', 'Password should be at least 6 characters.', {
      weak_password: { reasons: ['length'] },
    });
  }
  return password;
}

export function hashPassword(password: string, config: AuthConfig): Promise<string> {
  return bcrypt.hash(password, config.bcryptCost);
}

const dummyHashes = new Map<number, Promise<string>>();

/**
 * Whether the password is the user's. An unknown address (or a user without a password) is compared
 * against a throwaway hash of the same cost, so a sign-in answers as slowly for a stranger as for a
 * member with a wrong password and the timing tells nobody who is a member.
 */
export async function passwordMatches(
  user: UserRow | undefined,
  password: string,
  config: Pick<AuthConfig, 'bcryptCost'>,
): Promise<boolean> {
  if (!user?.encrypted_password) {
    let dummy = dummyHashes.get(config.bcryptCost);
    if (!dummy) {
      dummy = bcrypt.hash(randomUUID(), config.bcryptCost);
      dummyHashes.set(config.bcryptCost, dummy);
    }
    await bcrypt.compare(password, await dummy);
    return false;
  }
  return bcrypt.compare(password, user.encrypted_password);
}

export interface NewUser {
  email: string;
  password?: string;
  userMetadata?: Record<string, unknown>;
  confirmed: boolean;
  /** 'user_already_exists' for sign-up, 'email_exists' for admin creation. */
  existsCode: 'user_already_exists' | 'email_exists';
}

export async function createUser(config: AuthConfig, input: NewUser): Promise<UserRow> {
  const email = input.email.trim().toLowerCase();
  if (!isEmail(email))
    throw authError(400, 'validation_failed', 'Unable to validate email address: invalid format');
  const encrypted = input.password ? await hashPassword(input.password, config) : null;
  const id = randomUUID();
  const userMetadata = input.userMetadata ?? {};
  const appMetadata = { provider: 'email', providers: ['email'] };
  return config.db.transaction(async (tx) => {
    if (await findUserByEmail(tx, email)) throw alreadyExists(input.existsCode);
    await runBeforeUserCreatedHook(tx, { id, email, userMetadata, appMetadata });
    try {
      await tx.query(
        `insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
           raw_app_meta_data, raw_user_meta_data, created_at, updated_at)
         values ('00000000-0000-0000-0000-000000000000', $1, 'authenticated', 'authenticated', $2, $3,
           case when $4::boolean then now() end, $5::jsonb, $6::jsonb, now(), now())`,
        [id, email, encrypted, input.confirmed, JSON.stringify(appMetadata), JSON.stringify(userMetadata)],
      );
    } catch (error) {
      const e = error as { code?: string; message?: string };
      if (e.code === '23505') throw alreadyExists(input.existsCode);
      // The invite-only trigger's refusal (any SQLSTATE it raises) is the client's problem, not ours.
      if (e.code && !/^(08|53|57|58|XX|42P|427|42883)/.test(e.code)) {
        throw authError(403, 'signup_disabled', e.message ?? 'Signups not allowed');
      }
      throw error;
    }
    const user = await findUserById(tx, id);
    if (!user) throw new Error('created user vanished');
    return user;
  });
}

function alreadyExists(code: NewUser['existsCode']) {
  return code === 'email_exists'
    ? authError(422, 'email_exists', 'A user with this email address has already been registered')
    : authError(422, 'user_already_exists', 'User already registered');
}

async function runBeforeUserCreatedHook(
  tx: Queryable,
  user: { id: string; email: string; userMetadata: object; appMetadata: object },
): Promise<void> {
  const exists = await tx.query<{ fn: string | null }>(
    `select to_regprocedure('public.hook_before_user_created(jsonb)')::text as fn`,
  );
  if (!exists.rows[0]?.fn) return;
  const event = {
    metadata: {
      uuid: randomUUID(),
      time: new Date().toISOString(),
      name: 'before-user-created',
      ip_address: '127.0.0.1',
    },
    user: {
      id: user.id,
      aud: 'authenticated',
      role: '',
      email: user.email,
      phone: '',
      app_metadata: user.appMetadata,
      user_metadata: user.userMetadata,
      identities: [],
      created_at: new Date().toISOString(),
      updated_at: new Date().toISOString(),
      is_anonymous: false,
    },
  };
  const r = await tx.query<{ result: { error?: { http_code?: number; message?: string } } | null }>(
    'select public.hook_before_user_created($1::jsonb) as result',
    [JSON.stringify(event)],
  );
  const refusal = r.rows[0]?.result?.error;
  if (!refusal) return;
  const status =
    refusal.http_code && refusal.http_code >= 400 && refusal.http_code < 500 ? refusal.http_code : 403;
  throw authError(status, 'signup_disabled', refusal.message ?? 'Signups not allowed');
}
