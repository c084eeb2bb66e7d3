// One end-to-end environment per test file: the local stack on a claimed port (the API URL is compiled
// into the build, so a stable port lets every file share one cached build), the built app on a static
// server, and one Chromium. The stack can be stopped and started again on the same port; with
// `persistData` its database lives in a temporary directory, so a restart keeps every row — the
// "server went away and came back" of the offline journeys. Under TEST_STACK_ENGINE=postgres (the
// e2e-pg project) the stack serves a database of its own on the PostgreSQL server instead, kept across
// restarts and dropped at the end.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { startStack, type Stack, type StackOptions } from '../../../supabase/local/stack.ts';
import {
  createPostgresDatabase,
  GENEROUS_AUTH_LIMITS,
  stackEngine,
  type PostgresDatabase,
} from '../../support/stack.ts';
import { securityHeaders } from '../../../supabase/local/static/csp.ts';
import { buildApp } from './build.ts';
import { launchBrowser } from './chromium.ts';
import { claimApiPort } from './port.ts';
import { serveApp, type AppServer } from './static-server.ts';

export interface E2EEnvironment {
  readonly stack: Stack;
  /** The API URL compiled into the served build. */
  apiUrl: string;
  app: AppServer;
  appUrl: string;
  browser: Browser;
  stackRunning(): boolean;
  /** Stops the API (the app keeps being served): the backend is unreachable. */
  stopStack(): Promise<void>;
  /** Starts the API again on the same port, with the same data when `persistData` was set. */
  startStack(): Promise<Stack>;
  close(): Promise<void>;
}

export interface EnvironmentOptions {
  /** Keep the stack's database in a temporary directory, so a restart keeps the data. */
  persistData?: boolean;
  /** More stack options (e.g. a short `jwtExpiry`). */
  stack?: Partial<StackOptions>;
}

export async function startEnvironment(options: EnvironmentOptions = {}): Promise<E2EEnvironment> {
  const claim = await claimApiPort();
  const apiUrl = `http://127.0.0.1:${claim.port}`;
  const buildDir = await buildApp({ apiUrl }).catch((error: unknown) => {
    claim.release();
    throw error;
  });
  const app = await serveApp(buildDir, 0, securityHeaders(apiUrl));
  const postgres: PostgresDatabase | undefined =
    stackEngine() === 'postgres' ? await createPostgresDatabase() : undefined;
  const dataDir =
    options.persistData && !postgres ? await mkdtemp(path.join(tmpdir(), 'briefsmith-e2e-')) : undefined;
  const start = () =>
    startStack({
      port: claim.port,
      siteUrl: app.url,
      dataDir,
      databaseUrl: postgres?.url,
      bcryptCost: 4,
      log: false,
      authLimits: GENEROUS_AUTH_LIMITS,
      ...options.stack,
    });
  let stack: Stack | undefined = await start().catch(async (error: unknown) => {
    await app.close();
    await postgres?.drop();
    claim.release();
    throw error;
  });
  const browser = await launchBrowser();
  return {
    get stack() {
      if (!stack) throw new Error('The stack is stopped.');
      return stack;
    },
    apiUrl,
    app,
    appUrl: app.url,
    browser,
    stackRunning: () => stack !== undefined,
    async stopStack() {
      await stack?.close();
      stack = undefined;
    },
    async startStack() {
      stack ??= await start();
      return stack;
    },
    async close() {
      await browser.close().catch(() => undefined);
      await stack?.close().catch(() => undefined);
      stack = undefined;
      await app.close();
      await postgres?.drop();
      claim.release();
      if (dataDir) await rm(dataDir, { recursive: true, force: true });
    },
  };
}
