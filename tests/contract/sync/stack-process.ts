// The local stack as a separate process that a test can kill (SIGKILL: in-flight requests get no
// answer, and PostgreSQL rolls back whatever they had not committed) and start again on the same port
// and database, as a crashed server is restarted. On PostgreSQL (TEST_DATABASE_URL) it serves a fresh
// database made for the test and dropped on close; without it, PGlite in a temporary directory.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import type { Database } from '../../../supabase/local/db/database.ts';
import { ANON_KEY, SERVICE_ROLE_KEY } from '../../../supabase/local/keys.ts';
import type { Engine, Stack } from '../../support/stack.ts';

const MAIN = fileURLToPath(new URL('./stack-process-main.ts', import.meta.url));
const READY_MS = 120_000;

export interface StackProcess {
  readonly engine: Engine;
  /** The stack as clients see it (URL and keys); its database lives in the other process. */
  readonly stack: Stack;
  /** Kills the process at once (SIGKILL) — requests in flight lose their answers. */
  kill(): void;
  /** Starts it again on the same port and database; resolves once it serves. */
  start(): Promise<void>;
  readonly running: boolean;
  /** Stops the process and drops the database (or the PGlite directory). */
  close(): Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function createDatabase(adminUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `briefsmith_concurrency_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  try {
    await admin.connect();
  } catch (error) {
    throw new Error(
      `PostgreSQL at TEST_DATABASE_URL is not reachable (${(error as Error).message}); the PostgreSQL ` +
        'test layers need a running server there.',
    );
  }
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}

export async function startStackProcess(): Promise<StackProcess> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  const engine: Engine = adminUrl ? 'postgres' : 'pglite';
  const database = adminUrl ? await createDatabase(adminUrl) : undefined;
  const dataDir = adminUrl ? undefined : await mkdtemp(path.join(tmpdir(), 'briefsmith-stack-'));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  let child: ChildProcess | undefined;

  const start = () =>
    new Promise<void>((resolve, reject) => {
      const proc = spawn(process.execPath, ['--import', 'tsx', MAIN], {
        env: {
          ...process.env,
          STACK_PORT: String(port),
          STACK_DATABASE_URL: database?.url ?? '',
          STACK_DATA_DIR: dataDir ?? '',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      child = proc;
      let output = '';
      let errors = '';
      const timer = setTimeout(() => fail(new Error(`the stack did not start in ${READY_MS} ms`)), READY_MS);
      function fail(error: Error) {
        clearTimeout(timer);
        proc.kill('SIGKILL');
        reject(new Error(`${error.message}\n${errors}`));
      }
      proc.stderr!.on('data', (chunk: Buffer) => void (errors += chunk.toString()));
      proc.stdout!.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes('\n')) {
          clearTimeout(timer);
          resolve();
        }
      });
      proc.once('exit', (code, signal) => {
        if (child === proc) child = undefined;
        if (!output.includes('\n')) fail(new Error(`the stack exited (${code ?? signal}) before serving`));
      });
    });

  const noDatabase = (): Database => {
    throw new Error('The stack process owns the database: read it through the API.');
  };
  const stack: Stack = {
    url,
    anonKey: ANON_KEY,
    serviceRoleKey: SERVICE_ROLE_KEY,
    get db() {
      return noDatabase();
    },
    inbox: { messages: () => [], clear: async () => undefined },
    adminCreated: false,
    adminEmail: '',
    adminPassword: '',
    close: async () => undefined,
  };

  await start();
  return {
    engine,
    stack,
    get running() {
      return child !== undefined;
    },
    kill() {
      child?.kill('SIGKILL');
      child = undefined;
    },
    start,
    async close() {
      const proc = child;
      child = undefined;
      if (proc) {
        const exited = new Promise((resolve) => proc.once('exit', resolve));
        proc.kill('SIGTERM');
        await exited;
      }
      await database?.drop();
      if (dataDir) await rm(dataDir, { recursive: true, force: true });
    },
  };
}
