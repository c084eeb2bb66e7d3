import type { Database } from '../db/database.ts';
import type { RateLimiter } from './rate-limit.ts';

/** supabase/config.toml `[auth] refresh_token_reuse_interval`, as hosted projects get it. */
export const DEFAULT_REFRESH_TOKEN_REUSE_INTERVAL = 10;

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** What the auth service needs from the stack around it. */
export interface AuthConfig {
  db: Database;
  /** Base URL of the stack, e.g. http://127.0.0.1:54321 (links point at `${apiUrl}/auth/v1/verify`). */
  apiUrl: () => string;
  siteUrl: string;
  /** Access token lifetime in seconds (GoTrue's JWT_EXP, 3600 by default). */
  jwtExpiry: number;
  /** bcrypt cost (GoTrue uses 10; tests may lower it for speed). */
  bcryptCost: number;
  /**
   * Seconds after its rotation during which a revoked refresh token is still honoured (GoTrue's
   * SECURITY_REFRESH_TOKEN_REUSE_INTERVAL, `refresh_token_reuse_interval` in supabase/config.toml).
   * Defaults to DEFAULT_REFRESH_TOKEN_REUSE_INTERVAL.
   */
  refreshTokenReuseInterval?: number;
  sendMail: (mail: Mail) => Promise<void>;
  /**
   * The stack's clock in milliseconds (default the wall clock): tokens are issued, aged and expired
   * on it, so a test moves time on instead of waiting. The rules stay GoTrue's.
   */
  clock?: () => number;
  /** GoTrue's rate limits and e-mail code rules (rate-limit.ts); built from config.toml when omitted. */
  limiter?: RateLimiter;
}

/** The time on the stack's clock, in milliseconds. */
export const nowMs = (config: Pick<AuthConfig, 'clock'>): number => (config.clock ?? Date.now)();

/** The time on the stack's clock, as a timestamptz query parameter. */
export const nowDate = (config: Pick<AuthConfig, 'clock'>): Date => new Date(nowMs(config));
