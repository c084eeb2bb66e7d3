// GoTrue's rate limits, read from supabase/config.toml so the local stack and a hosted project
// configured from the same file refuse at the same point: `[auth.rate_limit]` (per IP address, token
// buckets refilled over 5 minutes — tollbooth's behaviour in GoTrue — and e-mails per hour for the
// whole project) and `[auth.email]` (max_frequency per address, otp_expiry). Each can be overridden
// by env (RATE_LIMIT_EMAIL_SENT, RATE_LIMIT_SIGN_IN_SIGN_UPS, RATE_LIMIT_TOKEN_REFRESH,
// RATE_LIMIT_TOKEN_VERIFICATIONS, EMAIL_MAX_FREQUENCY, OTP_EXPIRY, OTP_MAX_ATTEMPTS, SECURE_PASSWORD_CHANGE,
// UPDATE_PASSWORD_REQUIRE_CURRENT_PASSWORD) or by the stack's
// options — tests that sign in hundreds of members raise them.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { supabaseDir } from '../db/migrate.ts';
import { authError } from './errors.ts';

export interface AuthLimits {
  /** E-mails GoTrue sends per hour, whole project. */
  emailSent: number;
  /** Per IP per 5 minutes. */
  signInSignUps: number;
  tokenRefresh: number;
  tokenVerifications: number;
  /** Seconds between two e-mails to one address. */
  emailMaxFrequency: number;
  /** Seconds an e-mailed code or link stays valid. */
  otpExpiry: number;
  /** Wrong guesses of one e-mailed code before it is revoked (GoTrue has only the per-IP limit). */
  otpMaxAttempts: number;
  /** `[auth.email] secure_password_change`: a password change needs a recent sign-in or a nonce. */
  securePasswordChange: boolean;
  /**
   * GoTrue's "Require current password when updating" (UPDATE_PASSWORD_REQUIRE_CURRENT_PASSWORD, which
   * config.toml has no key for): on with secure_password_change, so a token alone never changes a
   * password. A hosted project turns it on in the dashboard.
   */
  requireCurrentPassword: boolean;
}

/** `key = value` pairs of one `[section]` of a TOML file (numbers and strings only). */
function tomlSection(file: string, section: string): Record<string, string> {
  const values: Record<string, string> = {};
  if (!existsSync(file)) return values;
  let current = '';
  for (const raw of readFileSync(file, 'utf8').split('\n')) {
    const line = raw.replace(/#.*$/, '').trim();
    const header = /^\[([^\]]+)\]$/.exec(line);
    if (header) current = header[1]!.trim();
    else if (current === section) {
      const pair = /^(\w+)\s*=\s*"?([^"]*)"?$/.exec(line);
      if (pair) values[pair[1]!] = pair[2]!;
    }
  }
  return values;
}

/** "60s", "1m", "3600" → seconds. */
const seconds = (value: string | undefined): number | undefined => {
  if (!value) return undefined;
  const m = /^(\d+)(s|m|h)?$/.exec(value.trim());
  if (!m) return undefined;
  return Number(m[1]) * ({ s: 1, m: 60, h: 3600 }[m[2] as 's' | 'm' | 'h'] ?? 1);
};
const num = (value: string | undefined) => (value === undefined || value === '' ? undefined : Number(value));

/** The limits config.toml sets, with env overrides. */
export function configuredLimits(configFile = path.join(supabaseDir, 'config.toml')): AuthLimits {
  const rate = tomlSection(configFile, 'auth.rate_limit');
  const email = tomlSection(configFile, 'auth.email');
  const env = process.env;
  const securePasswordChange =
    (env.SECURE_PASSWORD_CHANGE ?? email.secure_password_change ?? 'true') === 'true';
  return {
    emailSent: num(env.RATE_LIMIT_EMAIL_SENT) ?? num(rate.email_sent) ?? 2,
    signInSignUps: num(env.RATE_LIMIT_SIGN_IN_SIGN_UPS) ?? num(rate.sign_in_sign_ups) ?? 30,
    tokenRefresh: num(env.RATE_LIMIT_TOKEN_REFRESH) ?? num(rate.token_refresh) ?? 150,
    tokenVerifications: num(env.RATE_LIMIT_TOKEN_VERIFICATIONS) ?? num(rate.token_verifications) ?? 30,
    emailMaxFrequency: seconds(env.EMAIL_MAX_FREQUENCY) ?? seconds(email.max_frequency) ?? 60,
    otpExpiry: seconds(env.OTP_EXPIRY) ?? seconds(email.otp_expiry) ?? 3600,
    otpMaxAttempts: num(env.OTP_MAX_ATTEMPTS) ?? 5,
    securePasswordChange,
    requireCurrentPassword:
      (env.UPDATE_PASSWORD_REQUIRE_CURRENT_PASSWORD ?? String(securePasswordChange)) === 'true',
  };
}

const FIVE_MINUTES = 5 * 60_000;
const HOUR = 60 * 60_000;

/** A token bucket per key: `capacity` requests, refilled evenly over `windowMs`. */
class Buckets {
  private readonly state = new Map<string, { tokens: number; at: number }>();
  constructor(
    private readonly capacity: number,
    private readonly windowMs: number,
  ) {}

  take(key: string, now = Date.now()): boolean {
    const previous = this.state.get(key) ?? { tokens: this.capacity, at: now };
    const tokens = Math.min(
      this.capacity,
      previous.tokens + ((now - previous.at) * this.capacity) / this.windowMs,
    );
    if (tokens < 1) {
      this.state.set(key, { tokens, at: now });
      return false;
    }
    this.state.set(key, { tokens: tokens - 1, at: now });
    if (this.state.size > 10_000) this.state.clear(); // bounded memory under a flood of addresses
    return true;
  }
}

const overRequestLimit = () => authError(429, 'over_request_rate_limit', 'Request rate limit reached');

/** The limiter one auth service uses; `ip` is the socket's address (no forwarded header is trusted). */
export class RateLimiter {
  private readonly signIn: Buckets;
  private readonly refresh: Buckets;
  private readonly verify: Buckets;
  private readonly emails: Buckets;
  private readonly lastEmail = new Map<string, number>();
  private readonly wrongGuesses = new Map<string, number>();

  constructor(readonly limits: AuthLimits) {
    this.signIn = new Buckets(limits.signInSignUps, FIVE_MINUTES);
    this.refresh = new Buckets(limits.tokenRefresh, FIVE_MINUTES);
    this.verify = new Buckets(limits.tokenVerifications, FIVE_MINUTES);
    this.emails = new Buckets(limits.emailSent, HOUR);
  }

  signInOrSignUp(ip: string): void {
    if (!this.signIn.take(ip)) throw overRequestLimit();
  }
  tokenRefresh(ip: string): void {
    if (!this.refresh.take(ip)) throw overRequestLimit();
  }
  verification(ip: string): void {
    if (!this.verify.take(ip)) throw overRequestLimit();
  }

  /** Before GoTrue sends an e-mail: one per address per max_frequency, email_sent per hour in all. */
  emailTo(address: string, now = Date.now()): void {
    const key = address.toLowerCase();
    const last = this.lastEmail.get(key);
    const frequencyMs = this.limits.emailMaxFrequency * 1000;
    if (last !== undefined && now - last < frequencyMs) {
      const left = Math.ceil((last + frequencyMs - now) / 1000);
      throw authError(
        429,
        'over_email_send_rate_limit',
        `For security purposes, you can only request this after ${left} seconds.`,
      );
    }
    if (!this.emails.take('project', now)) {
      throw authError(429, 'over_email_send_rate_limit', 'email rate limit exceeded');
    }
    this.lastEmail.set(key, now);
    if (this.lastEmail.size > 10_000) this.lastEmail.clear();
  }

  /** Counts a wrong code for an address; true when the code must now be revoked. */
  wrongCode(address: string): boolean {
    const key = address.toLowerCase();
    const count = (this.wrongGuesses.get(key) ?? 0) + 1;
    if (count >= this.limits.otpMaxAttempts) {
      this.wrongGuesses.delete(key);
      return true;
    }
    this.wrongGuesses.set(key, count);
    return false;
  }

  /** A new code was sent or the code was used: the count starts again. */
  resetCode(address: string): void {
    this.wrongGuesses.delete(address.toLowerCase());
  }
}

/** The client's address as GoTrue keys its limits: the socket's peer. */
export const clientIp = (socket: { remoteAddress?: string | undefined }) => socket.remoteAddress ?? 'unknown';
