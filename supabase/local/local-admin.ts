// The local admin, created on first start through the same invite-only rule production uses: an
// invitation with role admin is inserted as the database owner (as the first admin is made on hosted
// Supabase, supabase/scripts/), then the user signs up through the normal auth path.
import { randomBytes } from 'node:crypto';
import type { AuthConfig } from './auth/config.ts';
import { createUser, findUserByEmail } from './auth/users.ts';

export const DEFAULT_ADMIN_EMAIL = 'admin@briefsmith.local';
export const DEFAULT_ADMIN_PASSWORD = 'briefsmith-admin';

export async function ensureLocalAdmin(
  config: AuthConfig,
  email: string,
  password: string,
): Promise<boolean> {
  const { db } = config;
  if (await findUserByEmail(db, email)) return false;
  const invitations = await db.query<{ t: string | null }>(
    `select to_regclass('public.invitations')::text as t`,
  );
  // The sign-up carries the invitation's token, as the app's does: the database accepts nothing less.
  const token = randomBytes(32).toString('hex');
  if (invitations.rows[0]?.t) {
    await db.query(
      `insert into public.invitations (email, role, token, expires_at)
       values (lower($1), 'admin', $2, now() + interval '1 day')`,
      [email, token],
    );
  }
  await createUser(config, {
    email,
    password,
    userMetadata: { invite_token: token },
    confirmed: true,
    existsCode: 'email_exists',
  });
  return true;
}
