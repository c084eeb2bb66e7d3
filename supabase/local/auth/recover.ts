// Password recovery as GoTrue answers it (supabase/auth internal/api/recover.go): POST /recover
// {email} e-mails a one-time recovery link and answers 200 {} — for an unknown address too, so the
// endpoint does not tell who has an account. The link is /verify?type=recovery, which signs the person
// in and redirects with `type=recovery` in the fragment; supabase-js then emits PASSWORD_RECOVERY and
// the app asks for a new password (PUT /user). The mail goes through the stack's mail path (the inbox),
// with GoTrue's default recovery template.
import type { Router } from '../http/router.ts';
import type { AuthConfig, Mail } from './config.ts';
import { authError } from './errors.ts';
import { createMagicLink, type MagicLink } from './links.ts';
import { clientIp, type RateLimiter } from './rate-limit.ts';
import { body, ok, str } from './request.ts';
import { findUserByEmail, isEmail } from './users.ts';

export function recoveryMail(email: string, link: MagicLink): Mail {
  const href = link.action_link.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
  return {
    to: email,
    subject: 'Reset Your Password',
    text: `Follow this link to reset the password for your user:\n\n${link.action_link}\n\nOr use this code: ${link.email_otp}`,
    html: `<h2>Reset Password</h2><p>Follow this link to reset the password for your user:</p><p><a href="${href}">Reset Password</a></p><p>Alternatively, enter the code: ${link.email_otp}</p>`,
  };
}

export function addRecoveryRoutes(router: Router, config: AuthConfig, limiter: RateLimiter): void {
  router.on('POST', '/recover', async (ctx) => {
    limiter.signInOrSignUp(clientIp(ctx.req.socket));
    const b = await body(ctx);
    const email = str(b.email).trim().toLowerCase();
    if (!email) throw authError(400, 'validation_failed', 'Password recovery requires an email');
    if (!isEmail(email))
      throw authError(400, 'validation_failed', 'Unable to validate email address: invalid format');
    const user = await findUserByEmail(config.db, email);
    if (!user) return ok({});
    limiter.emailTo(user.email);
    const link = await createMagicLink(
      config,
      config.db,
      user,
      'recovery',
      ctx.url.searchParams.get('redirect_to') ?? b.redirect_to,
    );
    await config.sendMail(recoveryMail(user.email, link));
    return ok({});
  });
}
