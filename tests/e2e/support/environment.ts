// One end-to-end environment per test file: the local stack on a fixed port (the API URL is compiled
// into the build, so a fixed port lets every file share one cached build), the built app on a static
// server, and one Chromium. The stack can be stopped and started again on the same port; with
// `persistData` its database lives in a temporary directory, so a restart keeps every row — the
// "server went away and came back" of the offline journeys.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { startStack, type Stack } from '../../../supabase/local/stack.ts';
import { buildApp } from './build.ts';
import { launchBrowser } from './chromium.ts';
import { serveApp, type AppServer } from './static-server.ts';

/** The API port of every e2e stack (files run one at a time). */
export const E2E_API_PORT = Number(process.env.E2E_API_PORT ?? 55421);
export const E2E_API_URL = `http://127.0.0.1:${E2E_API_PORT}`;

export interface E2EEnvironment {
  readonly stack: Stack;
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

export async function startEnvironment(options: { persistData?: boolean } = {}): Promise<E2EEnvironment> {
  const buildDir = await buildApp({ apiUrl: E2E_API_URL });
  const app = await serveApp(buildDir);
  const dataDir = options.persistData ? await mkdtemp(path.join(tmpdir(), 'briefsmith-e2e-')) : undefined;
  const start = () =>
    startStack({ port: E2E_API_PORT, siteUrl: app.url, dataDir, bcryptCost: 4, log: false });
  let stack: Stack | undefined = await start().catch(async (error: unknown) => {
    await app.close();
    throw error;
  });
  const browser = await launchBrowser();
  return {
    get stack() {
      if (!stack) throw new Error('The stack is stopped.');
      return stack;
    },
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
      if (dataDir) await rm(dataDir, { recursive: true, force: true });
    },
  };
}
