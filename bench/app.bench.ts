// The app as users get it (docs/design.md §9), measured in the production build and real Chromium:
// - the gzip size of the JavaScript needed to open the app (entry + its static imports, from Vite's
//   build manifest; and with the first screen's lazy chunk) against a bare build of the core
//   dependencies (react, react-dom, react-router-dom, supabase-js, dexie, zustand);
// - a save in the editor: its commit (the read-write transaction in Chromium's IndexedDB, against the
//   30 ms budget of docs/design.md) and Save pressed → "Brief saved";
// - the first sync (bench/first-sync.ts), the dashboard's first card after a cold, offline start, long
//   tasks (> 50 ms) while scrolling, and the find timings — with 5,000 briefs (the budgets' size, and
//   the save) and again with 20,000 (a team's size).
// Figures are printed, never asserted.
import { spawnSync } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import type { BrowserContext, Page } from 'playwright-core';
import { createMember } from '../tests/support/stack.ts';
import { buildApp } from '../tests/e2e/support/build.ts';
import { launchProfile } from '../tests/e2e/support/chromium.ts';
import { startEnvironment, type E2EEnvironment } from '../tests/e2e/support/environment.ts';
import { findTimings } from './find-timings.ts';
import { timeFirstSync } from './first-sync.ts';
import { scale } from './scale.ts';

export const name = 'app (production build in Chromium)';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value: number) => `${value.toFixed(0)} ms`;

type ManifestChunk = {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  src?: string;
};

async function gzipOf(dir: string, files: Iterable<string>): Promise<number> {
  let total = 0;
  for (const file of files) total += gzipSync(await readFile(path.join(dir, file)), { level: 9 }).length;
  return total;
}

/** The entry chunk and every chunk it imports statically, transitively. */
function staticClosure(
  manifest: Record<string, ManifestChunk>,
  key: string,
  seen = new Set<string>(),
): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) staticClosure(manifest, imported, seen);
  return seen;
}

async function openingJs(buildDir: string): Promise<Record<string, string>> {
  const manifest = JSON.parse(
    await readFile(path.join(buildDir, '.vite', 'manifest.json'), 'utf8'),
  ) as Record<string, ManifestChunk>;
  const entryKey = Object.keys(manifest).find((key) => manifest[key]!.isEntry)!;
  const entry = staticClosure(manifest, entryKey);
  const files = (keys: Set<string>) =>
    [...keys].map((key) => manifest[key]!.file).filter((f) => f.endsWith('.js'));
  const dashboardKey = Object.keys(manifest).find((key) => key.includes('dashboard-page'));
  const withDashboard = dashboardKey ? staticClosure(manifest, dashboardKey, new Set(entry)) : entry;
  const bare = await bareDependencies();
  const entryGzip = await gzipOf(buildDir, files(entry));
  const dashboardGzip = await gzipOf(buildDir, files(withDashboard));
  return {
    'JS to open the app (entry + static imports, gzip)': kb(entryGzip),
    'JS to show the dashboard (+ its lazy chunks, gzip)': kb(dashboardGzip),
    'bare build of the core dependencies (gzip)': kb(bare),
    'ratio entry / bare (budget ≤ 1.2)': (entryGzip / bare).toFixed(2),
    'ratio dashboard / bare': (dashboardGzip / bare).toFixed(2),
  };
}

/** A production build of nothing but the core dependencies, each kept alive by a use. */
async function bareDependencies(): Promise<number> {
  const dir = await mkdtemp(path.join(ROOT, 'test-results', 'bench-bare-'));
  try {
    await writeFile(
      path.join(dir, 'index.html'),
      '<!doctype html><html><body><div id="root"></div><script type="module" src="./main.js"></script></body></html>',
    );
    await writeFile(
      path.join(dir, 'main.js'),
      [
        "import { createElement } from 'react';",
        "import { createRoot } from 'react-dom/client';",
        "import { createBrowserRouter, RouterProvider } from 'react-router-dom';",
        "import { createClient } from '@supabase/supabase-js';",
        "import Dexie from 'dexie';",
        "import { create } from 'zustand';",
        "const supabase = createClient('http://127.0.0.1:54321', 'anon');",
        "const db = new Dexie('bare'); db.version(1).stores({ briefs: 'id' });",
        'const useStore = create(() => ({ n: 0 }));',
        "const router = createBrowserRouter([{ path: '/', element: createElement('p', null, 'hi') }]);",
        "createRoot(document.getElementById('root')).render(createElement(RouterProvider, { router }));",
        'Object.assign(window, { supabase, db, useStore });',
      ].join('\n'),
    );
    await writeFile(path.join(dir, 'vite.config.mjs'), 'export default { logLevel: "warn" };\n');
    const out = path.join(dir, 'dist');
    const built = spawnSync(
      path.join(ROOT, 'node_modules', '.bin', 'vite'),
      ['build', dir, '--outDir', out, '--config', path.join(dir, 'vite.config.mjs')],
      { cwd: ROOT, env: { ...process.env, NODE_ENV: 'production' }, encoding: 'utf8' },
    );
    if (built.status !== 0) throw new Error(built.stderr);
    const { readdir } = await import('node:fs/promises');
    const assets = (await readdir(path.join(out, 'assets'))).filter((f) => f.endsWith('.js'));
    return gzipOf(path.join(out, 'assets'), assets);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

const COLD_STARTS = scale(7, 1);
const BRIEFS = scale(5000, 40);
/** A team's size (docs/design.md §9 names 5,000; a team of 200 reads many more). */
const TEAM_BRIEFS = scale(20_000, 60);

function median(values: number[]): number {
  return [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
}

function p95(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.95) - 1)]!;
}

function longTasks(durations: number[]): string {
  return durations.length === 0 ? '0' : `${durations.length} (longest ${ms(Math.max(...durations))})`;
}

// Records each IndexedDB read-write transaction of the page (its stores, from its creation to its
// 'complete' event), so the bench can tell the save's own commit from the toast that follows it. A string:
// the bench runs through tsx, whose helpers (__name) do not exist in the page.
const RECORD_WRITES = `(() => {
  const writes = (window.benchWrites = []);
  const transaction = IDBDatabase.prototype.transaction;
  IDBDatabase.prototype.transaction = function (stores, mode, options) {
    const tx = transaction.call(this, stores, mode, options);
    if (mode === 'readwrite') {
      const write = { start: performance.now(), stores: [].concat(stores), ms: -1 };
      writes.push(write);
      tx.addEventListener('complete', () => (write.ms = performance.now() - write.start));
    }
    return tx;
  };
})()`;

interface SaveTimes {
  /** Save pressed → the "Brief saved" toast in the DOM. */
  toast: number[];
  /** The save's read-write transaction in Chromium's IndexedDB, from its start to 'complete'. */
  commit: number[];
}

/** Save pressed → the "Brief saved" toast, and the save's commit, measured inside the page. */
async function saveLatency(
  page: Page,
  env: E2EEnvironment,
  briefId: string,
  times: number,
): Promise<SaveTimes> {
  await page.addInitScript(RECORD_WRITES);
  await page.goto(`${env.appUrl}/brief/${briefId}`);
  await page.getByRole('heading', { name: 'Project Overview' }).waitFor();
  const results: SaveTimes = { toast: [], commit: [] };
  for (let i = 0; i < times; i++) {
    await page.getByLabel('Budget', { exact: true }).fill(`€${1000 + i}`);
    const save = page.getByRole('button', { name: 'Save', exact: true });
    const { toast, commit } = await save.evaluate(
      (button) =>
        new Promise<{ toast: number; commit: number }>((resolve) => {
          const started = performance.now();
          const observer = new MutationObserver(() => {
            // textContent, not innerText: innerText lays the whole editor out on every mutation, which
            // the bench would time as the save's.
            if (document.body.textContent?.includes('Your changes have been saved successfully.')) {
              observer.disconnect();
              const toast = performance.now() - started;
              // The save writes the brief, its card and the outbox; a pull also writes its cursor (meta).
              const writes = (
                window as unknown as { benchWrites: { start: number; stores: string[]; ms: number }[] }
              ).benchWrites;
              const own = writes.find(
                (w) => w.start >= started && w.stores.includes('outbox') && !w.stores.includes('meta'),
              );
              resolve({ toast, commit: own?.ms ?? -1 });
            }
          });
          observer.observe(document.body, { childList: true, subtree: true, characterData: true });
          (button as HTMLButtonElement).click();
        }),
    );
    results.toast.push(toast);
    if (commit >= 0) results.commit.push(commit);
    // Let the toast go so the next save is observed afresh.
    await page
      .getByRole('region', { name: 'Notifications' })
      .getByRole('button')
      .first()
      .click()
      .catch(() => undefined);
    await page
      .getByText('Your changes have been saved successfully.')
      .waitFor({ state: 'detached' })
      .catch(() => undefined);
  }
  return results;
}

/** A member with `count` briefs on the server, signed in on a fresh profile: the first sync, timed. */
async function signedInWith(env: E2EEnvironment, profile: string, count: number) {
  const member = await createMember(env.stack, {
    email: `bench-${count}@studio.test`,
    password: 'bench-password-1',
  });
  await env.stack.db.query(
    `insert into public.briefs (title, company, user_id, status, type)
     select 'Brief ' || g, 'Company ' || (g % 97), $1,
            (array['draft','in-progress','review','completed'])[1 + g % 4], 'brand'
     from generate_series(1, $2::int) g`,
    [member.id, count],
  );
  const context = await launchProfile(profile);
  const page = context.pages()[0] ?? (await context.newPage());
  const sync = await timeFirstSync(context, page, env.appUrl, member, count);
  await page.evaluate(() => navigator.serviceWorker.ready);
  return { context, page, sync };
}

/** Cold offline starts of the installed app (the server stopped), then scrolling and finding. */
async function coldStarts(env: E2EEnvironment, profile: string) {
  // A new browser process, no network, server down — several times, as one start on a busy 2-core
  // machine says little. The first card counts when it is in the DOM and a frame has been drawn after
  // it (recorded in the page, so Playwright's own polling does not add to it).
  const firstCards: number[] = [];
  let startupLongTasks = 0;
  let context: BrowserContext | undefined;
  let page: Page | undefined;
  for (let run = 0; run < COLD_STARTS; run++) {
    await context?.close();
    context = await launchProfile(profile);
    await context.setOffline(true);
    await context.addInitScript(() => {
      const w = window as unknown as { longTasks: number[]; firstCard?: number };
      w.longTasks = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) w.longTasks.push(entry.duration);
      }).observe({ type: 'longtask', buffered: true });
      const observer = new MutationObserver(() => {
        if (!document.querySelector('article')) return;
        observer.disconnect();
        requestAnimationFrame(() => (w.firstCard = performance.now()));
      });
      observer.observe(document, { childList: true, subtree: true });
    });
    page = context.pages()[0] ?? (await context.newPage());
    await page.goto(`${env.appUrl}/`);
    await page.waitForFunction(() => (window as unknown as { firstCard?: number }).firstCard, undefined, {
      timeout: 60_000,
    });
    firstCards.push(await page.evaluate(() => (window as unknown as { firstCard: number }).firstCard));
    startupLongTasks += await page.evaluate(
      () => (window as unknown as { longTasks: number[] }).longTasks.length,
    );
  }
  page = page!;
  await page.evaluate(() => ((window as unknown as { longTasks: number[] }).longTasks = []));
  for (let i = 0; i < scale(30, 2); i++) {
    await page.mouse.wheel(0, 600);
    await page.waitForTimeout(50);
  }
  await page.waitForTimeout(300);
  const scrolling = await page.evaluate(() => (window as unknown as { longTasks: number[] }).longTasks);
  const total = await page.evaluate(
    () => /Total Briefs\s*(\d[\d,]*)/.exec(document.body.innerText)?.[1] ?? '?',
  );
  const find = await findTimings(page);
  await context!.close();
  return { firstCards, startupLongTasks, scrolling, total, find };
}

/** The figures at one size: the first sync, the saves (at the size the budgets name only), the starts. */
async function atScale(count: number, withSaves: boolean): Promise<Record<string, string | number>> {
  const env = await startEnvironment();
  const profile = await mkdtemp(path.join(tmpdir(), 'briefsmith-bench-'));
  const size = count.toLocaleString('en-US');
  try {
    const { context, page, sync } = await signedInWith(env, profile, count);
    const figures: Record<string, string | number> = {
      [`first sync of ${size} briefs (signed in → every brief counted and "Synced" seen)`]: ms(
        sync.settledMs,
      ),
      [`first sync of ${size} briefs: signed in → the pill first says "Synced"`]: ms(sync.ms),
      [`first sync of ${size}: progress figures shown / longest without a change`]: `${sync.steps} / ${ms(
        sync.longestStall,
      )} (last: "${sync.lastProgress}")`,
    };
    if (withSaves) {
      const briefId = (
        await env.stack.db.query<{ id: string }>('select id from public.briefs where title = $1', ['Brief 1'])
      ).rows[0]!.id;
      const saves = await saveLatency(page, env, briefId, scale(30, 2));
      figures[
        `save's commit in Chromium's IndexedDB, p50 / p95 of ${saves.commit.length} (budget p95 ≤ 30 ms)`
      ] = `${ms(median(saves.commit))} / ${ms(p95(saves.commit))}`;
      figures['save in the editor, Save → "Brief saved" toast, p50 / p95'] =
        `${ms(median(saves.toast))} / ${ms(p95(saves.toast))}`;
    }
    await context.close();
    await env.stopStack();
    const cold = await coldStarts(env, profile);
    const { find } = cold;
    return {
      ...figures,
      [`cold offline start, ${size} briefs: first card drawn, median of ${COLD_STARTS}`]: ms(
        median(cold.firstCards),
      ),
      [`cold offline start, ${size}: each run`]: cold.firstCards.map(ms).join(', '),
      [`briefs on the dashboard after the cold start (${size})`]: cold.total,
      [`long tasks per cold start (> 50 ms, mean), ${size}`]: (cold.startupLongTasks / COLD_STARTS).toFixed(
        1,
      ),
      [`long tasks while scrolling 30 wheel steps (> 50 ms), ${size}`]: cold.scrolling.length,
      [`longest task while scrolling, ${size}`]: ms(Math.max(0, ...cold.scrolling)),
      [`search over ${size}, keystroke → results drawn, p50 / p95 of ${find.search.times.length} (budget p95 ≤ 50 ms)`]: `${ms(
        median(find.search.times),
      )} / ${ms(p95(find.search.times))}`,
      [`long tasks from the search’s first focus through typing (> 50 ms), ${size}`]: longTasks(
        find.search.longTasks,
      ),
      [`status filter (stat card) over ${size} → results drawn, p50 / p95 of ${find.filter.times.length} (budget ≤ 50 ms)`]: `${ms(
        median(find.filter.times),
      )} / ${ms(p95(find.filter.times))}`,
      [`long tasks while filtering (> 50 ms), ${size}`]: longTasks(find.filter.longTasks),
      [`sort chosen over ${size} → results drawn, p50 / p95 of ${find.sort.times.length} (budget ≤ 50 ms)`]: `${ms(
        median(find.sort.times),
      )} / ${ms(p95(find.sort.times))}`,
      [`long tasks while sorting (> 50 ms), ${size}`]: longTasks(find.sort.longTasks),
    };
  } finally {
    await env.close();
    await rm(profile, { recursive: true, force: true });
  }
}

async function inBrowser(): Promise<Record<string, string | number>> {
  // The budgets' size first (its figures stay comparable with earlier runs), then a team's size.
  return { ...(await atScale(BRIEFS, true)), ...(await atScale(TEAM_BRIEFS, false)) };
}

export async function run(): Promise<Record<string, string | number>> {
  // The size does not depend on the API URL compiled in.
  const buildDir = await buildApp({ apiUrl: 'http://127.0.0.1:54321' });
  return { ...(await openingJs(buildDir)), ...(await inBrowser()) };
}
