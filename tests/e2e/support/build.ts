// Builds the app the way it ships (`vite build`, service worker included) for the end-to-end tests.
// The API URL is compiled in, so the build is per stack URL; builds are cached under test-results/
// by a hash of every input, so the test files of one run (and unchanged reruns) build once.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readdir, readFile, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url)).replace(/\/$/, '');
const INPUTS = ['src', 'sw', 'public', 'index.html', 'vite.config.ts', 'package-lock.json'];
const CACHE = path.join(ROOT, 'test-results', 'e2e-builds');

async function hashInputs(hash: ReturnType<typeof createHash>, entry: string): Promise<void> {
  const full = path.join(ROOT, entry);
  if (!existsSync(full)) return;
  const dirents = await readdir(full, { withFileTypes: true }).catch(() => undefined);
  if (!dirents) {
    hash.update(entry).update(await readFile(full));
    return;
  }
  for (const dirent of dirents.sort((a, b) => a.name.localeCompare(b.name))) {
    await hashInputs(hash, path.join(entry, dirent.name));
  }
}

export interface BuildOptions {
  /** The Supabase URL the app talks to (the test stack). */
  apiUrl: string;
  /** Distinguishes otherwise identical builds: a "new release" for the update test. */
  buildId?: string;
}

/** Returns the directory of a production build for `apiUrl`, building it if needed. */
export async function buildApp({ apiUrl, buildId = '' }: BuildOptions): Promise<string> {
  const hash = createHash('sha256').update(apiUrl).update('\0').update(buildId);
  for (const input of INPUTS) await hashInputs(hash, input);
  const outDir = path.join(CACHE, hash.digest('hex').slice(0, 16));
  if (existsSync(path.join(outDir, 'sw.js'))) return outDir;
  // Built aside and moved into place whole: a failed build (a missing package) that had already written
  // sw.js would otherwise be taken for a finished one by every later run of the same sources.
  const partial = `${outDir}.partial-${process.pid}`;
  await rm(partial, { recursive: true, force: true });
  await run(['vite', 'build', '--outDir', partial, '--emptyOutDir', '--logLevel', 'warn'], {
    VITE_SUPABASE_URL: apiUrl,
    BRIEFSMITH_BUILD_ID: buildId,
  }).catch(async (error: unknown) => {
    await rm(partial, { recursive: true, force: true });
    throw error;
  });
  // Another process may have moved the same build into place meanwhile; then that one is used.
  if (existsSync(path.join(outDir, 'sw.js'))) await rm(partial, { recursive: true, force: true });
  else {
    await rm(outDir, { recursive: true, force: true });
    await rename(partial, outDir);
  }
  await pruneOldBuilds();
  return outDir;
}

/** Builds of sources that changed since: kept for a day (a rerun may still use them), then removed. */
async function pruneOldBuilds(): Promise<void> {
  const dayAgo = Date.now() - 24 * 60 * 60 * 1000;
  for (const name of await readdir(CACHE).catch(() => [] as string[])) {
    const dir = path.join(CACHE, name);
    const info = await stat(dir).catch(() => undefined);
    if (info && info.mtimeMs < dayAgo) await rm(dir, { recursive: true, force: true });
  }
}

function run(args: string[], env: Record<string, string>): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(path.join(ROOT, 'node_modules', '.bin', args[0]!), args.slice(1), {
      cwd: ROOT,
      // Vitest sets NODE_ENV=test, which would make Vite build a development bundle.
      env: { ...process.env, NODE_ENV: 'production', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`vite build failed (${code}):\n${output}`)),
    );
  });
}

/** The release label of the build the page runs (null for a build without one). */
export async function releaseOf(page: Page): Promise<string | null> {
  return page
    .locator('meta[name="briefsmith-build"]')
    .getAttribute('content', { timeout: 1_000 })
    .catch(() => null);
}
