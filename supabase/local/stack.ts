// startStack(): the whole local Supabase in one process — a database (in-memory PGlite, PGlite in a
// data directory, or PostgreSQL at DATABASE_URL) brought to the project's schema, and one HTTP server
// with /auth/v1, /rest/v1, /storage/v1, /functions/v1 and /inbox. See docs/design.md §5, the local stack.
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { ensureLocalAdmin, DEFAULT_ADMIN_EMAIL, DEFAULT_ADMIN_PASSWORD } from './local-admin.ts';
import { DEFAULT_REFRESH_TOKEN_REUSE_INTERVAL, type AuthConfig } from './auth/config.ts';
import { configuredLimits, RateLimiter, type AuthLimits } from './auth/rate-limit.ts';
import { authService } from './auth/routes.ts';
import { openDatabase, type Database } from './db/database.ts';
import { migrate } from './db/migrate.ts';
import { functionEnv } from './functions/env.ts';
import { functionsService } from './functions/host.ts';
import { startServer } from './http/server.ts';
import { inboxService } from './inbox/routes.ts';
import { Inbox, type Mail } from './inbox/store.ts';
import { ANON_KEY, SERVICE_ROLE_KEY } from './keys.ts';
import { realtimeServer } from './realtime/server.ts';
import { RoleSettings } from './rest/role-settings.ts';
import { restService } from './rest/routes.ts';
import { SchemaCache } from './rest/schema.ts';
import { FileStore } from './storage/files.ts';
import { storageService } from './storage/routes.ts';

export interface StackOptions {
  /** 0 = a free port (the default). */
  port?: number;
  host?: string;
  /** postgres://… — use a real PostgreSQL server instead of PGlite. */
  databaseUrl?: string;
  /** An already open database to serve (tests); the stack migrates it and closes it on close(). */
  database?: Database;
  /** PGlite files, Storage's objects and the inbox live here; omitted = in memory (objects in a temporary directory). */
  dataDir?: string;
  /** Where links in e-mails lead (default http://127.0.0.1:4173). */
  siteUrl?: string;
  adminEmail?: string;
  adminPassword?: string;
  /** Log each request. */
  log?: boolean;
  /** Access token lifetime in seconds (default JWT_EXPIRY or 3600). */
  jwtExpiry?: number;
  /**
   * The stack's clock (milliseconds; default the wall clock): auth issues, ages and expires tokens,
   * links and codes on it, and REST, functions, the inbox and Realtime check tokens against it, so a
   * test moves time on instead of waiting for a token to expire.
   */
  clock?: () => number;
  /** bcrypt cost (default BCRYPT_COST or 10, as GoTrue). Tests may lower it. */
  bcryptCost?: number;
  /** Seconds a rotated refresh token is still honoured (default REFRESH_TOKEN_REUSE_INTERVAL or 10, as GoTrue). */
  refreshTokenReuseInterval?: number;
  /** 'deno' runs the functions under real Deno (default FUNCTIONS_RUNTIME or 'node'). */
  functionsRuntime?: 'node' | 'deno';
  /** Auth rate limits and e-mail code rules; unset ones come from supabase/config.toml (and env). */
  authLimits?: Partial<AuthLimits>;
}

export interface Stack {
  url: string;
  anonKey: string;
  serviceRoleKey: string;
  db: Database;
  inbox: { messages(): Mail[]; clear(): Promise<void> };
  /** Whether this start created the local admin (false when it already existed). */
  adminCreated: boolean;
  adminEmail: string;
  adminPassword: string;
  close(): Promise<void>;
}

const envNumber = (name: string) => (process.env[name] ? Number(process.env[name]) : undefined);

export async function startStack(options: StackOptions = {}): Promise<Stack> {
  const dataDir = options.dataDir ? path.resolve(options.dataDir) : undefined;
  if (dataDir) await mkdir(dataDir, { recursive: true });
  const db =
    options.database ??
    (await openDatabase({
      url: options.databaseUrl,
      dataDir: options.databaseUrl || !dataDir ? undefined : path.join(dataDir, 'db'),
    }));
  try {
    await migrate(db, { seed: true });
    const schema = new SchemaCache(db);
    await schema.load();
    const roles = new RoleSettings(db);
    await roles.load();
    const inbox = new Inbox(dataDir ? path.join(dataDir, 'inbox.jsonl') : undefined);
    let url = '';
    const siteUrl = options.siteUrl ?? process.env.SITE_URL ?? 'http://127.0.0.1:4173';
    const limiter = new RateLimiter({ ...configuredLimits(), ...options.authLimits });
    const auth: AuthConfig = {
      db,
      apiUrl: () => url,
      siteUrl,
      jwtExpiry: options.jwtExpiry ?? envNumber('JWT_EXPIRY') ?? 3600,
      bcryptCost: options.bcryptCost ?? envNumber('BCRYPT_COST') ?? 10,
      refreshTokenReuseInterval:
        options.refreshTokenReuseInterval ??
        envNumber('REFRESH_TOKEN_REUSE_INTERVAL') ??
        DEFAULT_REFRESH_TOKEN_REUSE_INTERVAL,
      limiter,
      clock: options.clock,
      sendMail: async (mail) => {
        await inbox.add({ from: 'Briefsmith <no-reply@briefsmith.local>', ...mail });
      },
    };
    const functions = functionsService({
      // send-auth-email limits its own links per address as GoTrue does its e-mails.
      env: () =>
        functionEnv({
          url,
          anonKey: ANON_KEY,
          serviceRoleKey: SERVICE_ROLE_KEY,
          siteUrl,
          authEmailMaxFrequency: limiter.limits.emailMaxFrequency,
        }),
      runtime: options.functionsRuntime ?? (process.env.FUNCTIONS_RUNTIME === 'deno' ? 'deno' : 'node'),
    });
    const realtime = realtimeServer(db, options.clock);
    const files = await FileStore.open(dataDir);
    const server = await startServer(
      [
        authService(auth),
        restService(db, schema, roles),
        storageService({ db, roles, files }),
        functions,
        inboxService(inbox),
      ],
      {
        port: options.port ?? 0,
        host: options.host,
        log: options.log,
        upgrade: realtime.handleUpgrade,
        clock: options.clock,
      },
    );
    url = server.url;
    const adminEmail = options.adminEmail ?? process.env.LOCAL_ADMIN_EMAIL ?? DEFAULT_ADMIN_EMAIL;
    const adminPassword = options.adminPassword ?? process.env.LOCAL_ADMIN_PASSWORD ?? DEFAULT_ADMIN_PASSWORD;
    const adminCreated = await ensureLocalAdmin(auth, adminEmail, adminPassword);
    return {
      url,
      anonKey: ANON_KEY,
      serviceRoleKey: SERVICE_ROLE_KEY,
      db,
      inbox,
      adminCreated,
      adminEmail,
      adminPassword,
      async close() {
        functions.stop();
        await realtime.close();
        await server.close();
        await db.close();
        await files.close();
      },
    };
  } catch (error) {
    await db.close().catch(() => undefined);
    throw error;
  }
}
