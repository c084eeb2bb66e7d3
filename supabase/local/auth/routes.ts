// GoTrue's /auth/v1 routes as supabase-js v2 calls them: sign-up, password and
// refresh-token grants, the user, sign-out and magic links (OTP e-mail, verify); the admin API is in
// admin.ts. Every client mistake is a 4xx with GoTrue's error code — never a 5xx, which
// auth-js would treat as "retry later". Rate limits, one live e-mailed code per purpose with a cap on
// wrong guesses, and reauthentication for password changes are GoTrue's (rate-limit.ts,
// reauthenticate.ts).
import { randomBytes } from 'node:crypto';
import { BODY_LIMITS } from '../http/body.ts';
import { empty, redirect, type Reply } from '../http/reply.ts';
import { Router, type Context } from '../http/router.ts';
import { addAdminRoutes } from './admin.ts';
import { body, ok, obj, str } from './request.ts';
import type { Service } from '../http/server.ts';
import { nowDate, type AuthConfig } from './config.ts';
import { API_VERSION_HEADER, authError, authReply, invalidCredentials } from './errors.ts';
import { consumeToken, createMagicLink, magicLinkMail, revokeCodes, safeRedirect } from './links.ts';
import { clientIp, configuredLimits, RateLimiter } from './rate-limit.ts';
import { changePassword } from './password-change.ts';
import { addReauthentication } from './reauthenticate.ts';
import { bannedError, isBanned } from './ban.ts';
import { addRecoveryRoutes } from './recover.ts';
import { refreshSession } from './refresh.ts';
import { issueSession, requireUser } from './sessions.ts';
import {
  checkPassword,
  createUser,
  findUserByEmail,
  findUserById,
  isEmail,
  passwordMatches,
  userJson,
} from './users.ts';

export function authService(config: AuthConfig): Service {
  const router = new Router();
  const { db } = config;
  const limiter = config.limiter ?? new RateLimiter(configuredLimits());
  const ip = (ctx: Context) => clientIp(ctx.req.socket);
  // The throwaway hash unknown addresses are checked against, made now rather than on the first sign-in.
  void passwordMatches(undefined, '', config);

  router.on('GET', '/health', async () =>
    ok({ version: 'briefsmith-local', name: 'GoTrue', description: 'Briefsmith local auth' }),
  );
  router.on('GET', '/settings', async () =>
    ok({
      external: { email: true, phone: false, anonymous_users: false },
      disable_signup: false,
      mailer_autoconfirm: true,
      phone_autoconfirm: false,
      sms_provider: '',
      saml_enabled: false,
    }),
  );

  router.on('POST', '/signup', async (ctx) => {
    limiter.signInOrSignUp(ip(ctx));
    const b = await body(ctx);
    const email = str(b.email);
    if (!email) throw authError(400, 'validation_failed', 'To signup, please provide your email');
    const password = checkPassword(b.password);
    const user = await createUser(config, {
      email,
      password,
      userMetadata: obj(b.data),
      confirmed: true,
      existsCode: 'user_already_exists',
    });
    return ok(await db.transaction((tx) => issueSession(config, tx, user, 'password')));
  });

  router.on('POST', '/token', async (ctx) => {
    const grant = ctx.url.searchParams.get('grant_type');
    if (grant === 'refresh_token') limiter.tokenRefresh(ip(ctx));
    else limiter.signInOrSignUp(ip(ctx));
    const b = await body(ctx);
    if (grant === 'refresh_token') return ok(await refreshSession(config, b.refresh_token));
    if (grant !== 'password') throw authError(400, 'validation_failed', 'unsupported_grant_type');
    const email = str(b.email);
    const password = str(b.password);
    if (!email || !password) throw invalidCredentials();
    const user = await findUserByEmail(db, email);
    // The hash runs for unknown addresses too, so the answer's timing does not tell who is a member;
    // a ban is told before the password, as GoTrue does.
    const matches = await passwordMatches(user, password, config);
    if (!user) throw invalidCredentials();
    if (isBanned(user)) throw bannedError(400);
    if (!matches) throw invalidCredentials();
    return ok(await db.transaction((tx) => issueSession(config, tx, user, 'password')));
  });

  router.on('GET', '/user', async (ctx) => ok(userJson((await requireUser(config, ctx.req.headers)).user)));

  router.on('PUT', '/user', async (ctx) => {
    limiter.signInOrSignUp(ip(ctx));
    const caller = await requireUser(config, ctx.req.headers);
    const { user } = caller;
    const b = await body(ctx);
    if (b.password !== undefined) await changePassword(config, limiter, caller, b);
    const data = obj(b.data);
    if (data) {
      await db.query(
        `update auth.users set raw_user_meta_data = coalesce(raw_user_meta_data, '{}'::jsonb) || $2::jsonb,
           updated_at = now() where id = $1`,
        [user.id, JSON.stringify(data)],
      );
    }
    const updated = await findUserById(db, user.id);
    return ok(userJson(updated ?? user));
  });

  router.on('POST', '/logout', async (ctx) => {
    const { user, sessionId } = await requireUser(config, ctx.req.headers);
    const scope = ctx.url.searchParams.get('scope') ?? 'global';
    if (scope === 'local' && sessionId)
      await db.query('delete from auth.sessions where id = $1', [sessionId]);
    else if (scope === 'others') {
      await db.query('delete from auth.sessions where user_id = $1 and id is distinct from $2', [
        user.id,
        sessionId ?? null,
      ]);
    } else await db.query('delete from auth.sessions where user_id = $1', [user.id]);
    return empty(204, API_VERSION_HEADER);
  });

  router.on('POST', '/otp', async (ctx) => {
    limiter.signInOrSignUp(ip(ctx));
    const b = await body(ctx);
    const email = str(b.email).trim().toLowerCase();
    if (!isEmail(email))
      throw authError(400, 'validation_failed', 'Unable to validate email address: invalid format');
    let user = await findUserByEmail(db, email);
    if (!user) {
      if (b.create_user === false) throw authError(422, 'otp_disabled', 'Signups not allowed for otp');
      user = await createUser(config, {
        email,
        password: randomBytes(24).toString('base64url'),
        userMetadata: obj(b.data),
        confirmed: false,
        existsCode: 'user_already_exists',
      });
    }
    limiter.emailTo(user.email);
    const link = await createMagicLink(
      config,
      db,
      user,
      'magiclink',
      ctx.url.searchParams.get('redirect_to'),
    );
    limiter.resetCode(user.email);
    await config.sendMail(magicLinkMail(user.email, link));
    return ok({});
  });

  router.on('GET', '/verify', async (ctx) => {
    limiter.verification(ip(ctx));
    return verifyByLink(config, ctx, limiter.limits.otpExpiry);
  });

  router.on('POST', '/verify', async (ctx) => {
    limiter.verification(ip(ctx));
    const b = await body(ctx);
    const hash = str(b.token_hash);
    const email = str(b.email);
    const lifetime = limiter.limits.otpExpiry;
    const userId = await db.transaction(async (tx) => {
      const id = hash
        ? await consumeToken(tx, { hash }, nowDate(config), lifetime)
        : await consumeToken(tx, { email, otp: str(b.token) }, nowDate(config), lifetime);
      return id;
    });
    const user = userId ? await findUserById(db, userId) : undefined;
    if (!user) {
      // A wrong code counts against the address; enough of them revoke its code.
      if (!hash && email && limiter.wrongCode(email)) await revokeCodes(db, email);
      throw authError(403, 'otp_expired', 'Token has expired or is invalid');
    }
    if (isBanned(user)) throw bannedError();
    limiter.resetCode(user.email);
    const type = str(b.type);
    return ok(
      await db.transaction((tx) => issueSession(config, tx, user, type === 'recovery' ? 'recovery' : 'otp')),
    );
  });

  addAdminRoutes(router, config);
  addReauthentication(router, config, limiter);
  addRecoveryRoutes(router, config, limiter);

  return {
    prefix: '/auth/v1',
    router,
    maxBodyBytes: BODY_LIMITS.auth,
    tooLarge: (limit) =>
      authReply(413, 'request_entity_too_large', `Request body too large (max ${limit} bytes)`),
    notFound: () => authReply(404, 'not_found', 'requested path is invalid'),
  };
}

async function verifyByLink(config: AuthConfig, ctx: Context, lifetime: number): Promise<Reply> {
  const params = ctx.url.searchParams;
  const target = safeRedirect(config, params.get('redirect_to'));
  const type = params.get('type') ?? 'magiclink';
  const token = params.get('token') ?? '';
  const userId = token
    ? await config.db.transaction((tx) => consumeToken(tx, { hash: token }, nowDate(config), lifetime))
    : undefined;
  const user = userId ? await findUserById(config.db, userId) : undefined;
  if (!user || isBanned(user)) {
    const fragment = new URLSearchParams({
      error: 'access_denied',
      error_code: user ? 'user_banned' : 'otp_expired',
      error_description: user ? 'User is banned' : 'Email link is invalid or has expired',
    });
    return redirect(`${target.split('#')[0]}#${fragment.toString()}`);
  }
  const session = await config.db.transaction((tx) =>
    issueSession(config, tx, user, type === 'recovery' ? 'recovery' : 'otp'),
  );
  const fragment = new URLSearchParams({
    access_token: session.access_token,
    expires_at: String(session.expires_at),
    expires_in: String(session.expires_in),
    refresh_token: session.refresh_token,
    token_type: 'bearer',
    type,
  });
  return redirect(`${target.split('#')[0]}#${fragment.toString()}`);
}
