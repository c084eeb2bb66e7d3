// GoTrue's admin API (service role only): generate_link and /admin/users. Creating a user here goes
// through the same invite-only rule as sign-up.
import { randomBytes } from 'node:crypto';
import type { Reply } from '../http/reply.ts';
import type { Context, Router } from '../http/router.ts';
import type { AuthConfig } from './config.ts';
import { authError } from './errors.ts';
import { applyBanDuration } from './ban.ts';
import { createMagicLink } from './links.ts';
import { body, ok, obj, str, type Body } from './request.ts';
import { requireServiceRole } from './sessions.ts';
import {
  checkPassword,
  createUser,
  findUserByEmail,
  findUserById,
  hashPassword,
  isEmail,
  listUsers,
  userJson,
} from './users.ts';

export function addAdminRoutes(router: Router, config: AuthConfig): void {
  const { db } = config;
  router.on('POST', '/admin/generate_link', async (ctx) => {
    await requireServiceRole(config, ctx.req.headers);
    const b = await body(ctx);
    const type = str(b.type) as 'magiclink' | 'signup' | 'invite' | 'recovery';
    if (!['magiclink', 'signup', 'invite', 'recovery'].includes(type)) {
      throw authError(400, 'validation_failed', 'Invalid email action link type requested');
    }
    const email = str(b.email).trim().toLowerCase();
    if (!isEmail(email))
      throw authError(400, 'validation_failed', 'Unable to validate email address: invalid format');
    let user = await findUserByEmail(db, email);
    if (type === 'signup' && user)
      throw authError(422, 'email_exists', 'A user with this email address has already been registered');
    if (type === 'recovery' && !user)
      throw authError(404, 'user_not_found', 'User with this email not found');
    if (!user) {
      const password = type === 'signup' ? checkPassword(b.password) : randomBytes(24).toString('base64url');
      user = await createUser(config, {
        email,
        password,
        userMetadata: obj(b.data),
        confirmed: false,
        existsCode: 'email_exists',
      });
    }
    const link = await createMagicLink(
      config,
      db,
      user,
      type,
      b.redirect_to ?? ctx.url.searchParams.get('redirect_to'),
    );
    return ok({ ...userJson(user), ...link });
  });

  router.on('POST', '/admin/users', async (ctx) => {
    await requireServiceRole(config, ctx.req.headers);
    const b = await body(ctx);
    const password =
      b.password === undefined ? randomBytes(24).toString('base64url') : checkPassword(b.password);
    const user = await createUser(config, {
      email: str(b.email),
      password,
      userMetadata: obj(b.user_metadata),
      confirmed: b.email_confirm === true,
      existsCode: 'email_exists',
    });
    return ok(userJson(user));
  });

  router.on('GET', '/admin/users', async (ctx) => {
    await requireServiceRole(config, ctx.req.headers);
    const page = Math.max(1, Number(ctx.url.searchParams.get('page')) || 1);
    const perPage = Math.min(1000, Math.max(1, Number(ctx.url.searchParams.get('per_page')) || 50));
    const users = await listUsers(db, page, perPage);
    return ok({ users: users.map(userJson), aud: 'authenticated' });
  });

  router.on('GET', '/admin/users/:id', async (ctx) => {
    await requireServiceRole(config, ctx.req.headers);
    const user = await findUserById(db, ctx.params.id ?? '');
    if (!user) throw authError(404, 'user_not_found', 'User not found');
    return ok(userJson(user));
  });

  router.on('PUT', '/admin/users/:id', async (ctx) => adminUpdate(config, ctx, await body(ctx)));

  router.on('DELETE', '/admin/users/:id', async (ctx) => {
    await requireServiceRole(config, ctx.req.headers);
    const user = await findUserById(db, ctx.params.id ?? '');
    if (!user) throw authError(404, 'user_not_found', 'User not found');
    await db.query('delete from auth.users where id = $1', [user.id]);
    return ok({});
  });
}

async function adminUpdate(config: AuthConfig, ctx: Context, b: Body): Promise<Reply> {
  await requireServiceRole(config, ctx.req.headers);
  const user = await findUserById(config.db, ctx.params.id ?? '');
  if (!user) throw authError(404, 'user_not_found', 'User not found');
  if (b.password !== undefined) {
    const hash = await hashPassword(checkPassword(b.password), config);
    await config.db.query('update auth.users set encrypted_password = $2 where id = $1', [user.id, hash]);
  }
  await applyBanDuration(config.db, user.id, b.ban_duration);
  if (b.email_confirm === true) {
    await config.db.query(
      'update auth.users set email_confirmed_at = coalesce(email_confirmed_at, now()) where id = $1',
      [user.id],
    );
  }
  for (const [key, column] of [
    ['user_metadata', 'raw_user_meta_data'],
    ['app_metadata', 'raw_app_meta_data'],
  ] as const) {
    const value = obj(b[key]);
    if (value) {
      await config.db.query(
        `update auth.users set ${column} = coalesce(${column}, '{}'::jsonb) || $2::jsonb where id = $1`,
        [user.id, JSON.stringify(value)],
      );
    }
  }
  await config.db.query('update auth.users set updated_at = now() where id = $1', [user.id]);
  return ok(userJson((await findUserById(config.db, user.id)) ?? user));
}
