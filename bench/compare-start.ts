// Profiling aid (not a bench): `npx tsx bench/compare-start.ts <rounds> <label>=<tree> ...`. For each
// tree: its own stack, its own build and a browser profile holding 5,000 synced briefs; then cold offline
// starts alternated between the trees, each with its timeline (first paint, chunks fetched, long tasks,
// first card drawn). TRACE=1 adds the main thread's and the service worker's CPU time until the first
// card from a Chromium trace (thread time, which a busy machine inflates far less than wall time), and
// TIMELINE=1 the main thread's tasks over 5 ms. Used to find where a cold start's time went.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';

const rounds = Number(process.argv[2] ?? 5);
const trees = process.argv.slice(3).map((arg) => {
  const [label, root] = arg.split('=');
  return { label: label!, root: path.resolve(root!) };
});

const INSTRUMENT = `(() => {
  const w = window; w.t = {}; w.longTasks = []; w.loaf = {};
  try { new PerformanceObserver((l) => { for (const e of l.getEntries()) for (const s of e.scripts || []) { const k = (s.sourceURL || '').split('/').pop().replace(/-[\\w-]{8}\\.js$/, '') + ' ' + s.invokerType; w.loaf[k] = (w.loaf[k] || 0) + s.duration; } }).observe({ type: 'long-animation-frame', buffered: true }); } catch {}
  new PerformanceObserver((l) => { for (const e of l.getEntries()) w.longTasks.push([Math.round(e.startTime), Math.round(e.duration)]); }).observe({ type: 'longtask', buffered: true });
  const mark = (k) => { if (!(k in w.t)) w.t[k] = Math.round(performance.now()); };
  const obs = new MutationObserver(() => {
    const root = document.getElementById('root');
    if (root && root.firstChild) mark('root');
    if (document.querySelector('header')) mark('header');
    if (document.querySelector('article')) { mark('article'); obs.disconnect(); requestAnimationFrame(() => { w.firstCard = performance.now(); performance.mark('bench-first-card'); mark('drawn'); }); }
  });
  obs.observe(document, { childList: true, subtree: true });
})()`;

interface Variant {
  label: string;
  env: { appUrl: string; close(): Promise<void>; stopStack(): Promise<void> };
  profile: string;
  launch(dir: string): Promise<BrowserContext>;
  firstCards: number[];
}

async function prepare(label: string, root: string): Promise<Variant> {
  const { startEnvironment } = await import(path.join(root, 'tests/e2e/support/environment.ts'));
  const { createMember } = await import(path.join(root, 'tests/support/stack.ts'));
  const { launchProfile } = await import(path.join(root, 'tests/e2e/support/chromium.ts'));
  const env = await startEnvironment();
  const member = await createMember(env.stack, { email: 'bench@studio.test', password: 'bench-password-1' });
  await env.stack.db.query(
    `insert into public.briefs (title, company, user_id, status, type)
     select 'Brief ' || g, 'Company ' || (g % 97), $1,
            (array['draft','in-progress','review','completed'])[1 + g % 4], 'brand'
     from generate_series(1, 5000) g`,
    [member.id],
  );
  const profile = await mkdtemp(path.join(tmpdir(), 'briefsmith-compare-'));
  const context = await launchProfile(profile);
  const page = context.pages()[0] ?? (await context.newPage());
  await page.goto(`${env.appUrl}/auth`);
  await page.getByLabel('Email', { exact: true }).fill(member.email);
  await page.getByLabel('Password', { exact: true }).fill('bench-password-1');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await page.waitForFunction(() => /Total Briefs\s*5,?000/.test(document.body.innerText), undefined, {
    timeout: 240_000,
  });
  await page.getByRole('button', { name: /^Sync status: Synced/ }).waitFor({ timeout: 60_000 });
  await page.evaluate(() => navigator.serviceWorker.ready);
  await context.close();
  await env.stopStack();
  console.log(`${label}: prepared (${env.appUrl})`);
  return { label, env, profile, launch: launchProfile, firstCards: [] };
}

async function coldStart(variant: Variant, verbose: boolean) {
  const context = await variant.launch(variant.profile);
  await context.setOffline(true);
  await context.addInitScript(INSTRUMENT);
  const page = context.pages()[0] ?? (await context.newPage());
  const tracing = process.env.TRACE === '1' ? await startTrace(context, page) : null;
  await page.goto(`${variant.env.appUrl}/`);
  await page.waitForFunction(() => (window as unknown as { firstCard?: number }).firstCard, undefined, {
    timeout: 60_000,
  });
  const result = await page.evaluate(() => {
    const w = window as unknown as { firstCard: number; t: Record<string, number>; longTasks: number[][] };
    const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    const paints = Object.fromEntries(
      performance.getEntriesByType('paint').map((p) => [p.name, Math.round(p.startTime)]),
    );
    const scripts = performance
      .getEntriesByType('resource')
      .filter((r) => /\.(js|css)$/.test(r.name))
      .map((r) => {
        const e = r as PerformanceResourceTiming;
        return `${e.name
          .split('/')
          .pop()!
          .replace(/-[\w-]{8}\.(js|css)$/, '.$1')} ${Math.round(e.startTime)}→${Math.round(e.responseEnd)}`;
      });
    const res = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
    const dash = res.find((r) => r.name.includes('dashboard-page'));
    const dashStart = dash?.startTime ?? 0;
    const entryEnd = Math.max(...res.filter((r) => r.startTime < dashStart).map((r) => r.responseEnd));
    const dashEnd = Math.max(
      ...res
        .filter((r) => r.startTime >= dashStart && r.startTime < dashStart + 150)
        .map((r) => r.responseEnd),
    );
    Object.assign(w.t, {
      entryEnd: Math.round(entryEnd),
      dashStart: Math.round(dashStart),
      dashEnd: Math.round(dashEnd),
    });
    const loaf = Object.entries((window as unknown as { loaf: Record<string, number> }).loaf)
      .sort((a, b) => b[1] - a[1])
      .slice(0, 8)
      .map(([k, v]) => `${k} ${Math.round(v)}`);
    return {
      loaf,
      firstCard: w.firstCard,
      marks: {
        navEnd: Math.round(nav.responseEnd),
        dcl: Math.round(nav.domContentLoadedEventEnd),
        ...paints,
        ...w.t,
      },
      longTasks: w.longTasks,
      scripts,
    };
  });
  if (tracing) console.log(`   trace: ${summarise(await tracing())}`);
  await context.close();
  variant.firstCards.push(result.firstCard);
  console.log(
    `${variant.label}: first card ${result.firstCard.toFixed(0)} ms  ${JSON.stringify(result.marks)} long ${JSON.stringify(result.longTasks)}`,
  );
  console.log(`   loaf: ${result.loaf.join(', ')}`);
  if (verbose) console.log(`   ${result.scripts.join('\n   ')}`);
}

type TraceEvent = {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  tdur?: number;
  pid: number;
  tid: number;
  args?: Record<string, unknown> & { name?: string; data?: { url?: string } };
};

async function startTrace(context: BrowserContext, page: Page): Promise<() => Promise<TraceEvent[]>> {
  const cdp = await context.newCDPSession(page);
  const events: TraceEvent[] = [];
  cdp.on('Tracing.dataCollected', (data) => events.push(...(data.value as unknown as TraceEvent[])));
  await cdp.send('Tracing.start', {
    traceConfig: {
      includedCategories: [
        'toplevel',
        'devtools.timeline',
        'disabled-by-default-devtools.timeline',
        'v8.execute',
        'v8',
        'loading',
        'blink.user_timing',
        '__metadata',
      ],
    },
  } as never);
  return async () => {
    const done = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
    await cdp.send('Tracing.end');
    await done;
    return events;
  };
}

/** CPU time (thread time) of the page's main thread and the service worker until the first card. */
function summarise(events: TraceEvent[]): string {
  const threadNames = new Map<string, string>();
  for (const e of events)
    if (e.ph === 'M' && e.name === 'thread_name') threadNames.set(`${e.pid}:${e.tid}`, String(e.args?.name));
  const end = events.find((e) => e.name === 'bench-first-card');
  if (!end) return 'no first-card mark';
  const mainKey = `${end.pid}:${end.tid}`;
  const swKeys = new Set([...threadNames].filter(([, n]) => /ServiceWorker/i.test(n)).map(([k]) => k));
  const start = Math.min(
    ...events.filter((e) => `${e.pid}:${e.tid}` === mainKey && e.name === 'RunTask').map((e) => e.ts),
  );
  const tasks = (keys: (k: string) => boolean) =>
    events.filter(
      (e) =>
        e.ph === 'X' && e.name === 'RunTask' && keys(`${e.pid}:${e.tid}`) && e.ts >= start && e.ts <= end.ts,
    );
  const cpu = (list: TraceEvent[]) => list.reduce((sum, e) => sum + (e.tdur ?? 0), 0) / 1000;
  const wall = (list: TraceEvent[]) => list.reduce((sum, e) => sum + (e.dur ?? 0), 0) / 1000;
  const main = tasks((k) => k === mainKey);
  const sw = tasks((k) => swKeys.has(k));
  const byName = new Map<string, number>();
  for (const e of events)
    if (
      `${e.pid}:${e.tid}` === mainKey &&
      e.ph === 'X' &&
      e.ts >= start &&
      e.ts <= end.ts &&
      [
        'EvaluateScript',
        'v8.evaluateModule',
        'v8.compileModule',
        'FunctionCall',
        'RunMicrotasks',
        'ParseHTML',
        'UpdateLayoutTree',
        'Layout',
        'Paint',
        'PrePaint',
        'v8.compile',
        'TimerFire',
        'EventDispatch',
      ].includes(e.name)
    )
      byName.set(e.name, (byName.get(e.name) ?? 0) + (e.tdur ?? 0) / 1000);
  if (process.env.TIMELINE === '1') {
    const children = (task: TraceEvent) =>
      events
        .filter(
          (e) =>
            `${e.pid}:${e.tid}` === mainKey &&
            e.ph === 'X' &&
            e.name !== 'RunTask' &&
            e.ts >= task.ts &&
            e.ts < task.ts + (task.dur ?? 0) &&
            (e.dur ?? 0) > 2000,
        )
        .slice(0, 4)
        .map(
          (e) =>
            `${e.name}${e.args?.data?.url ? ` ${String(e.args.data.url).split('/').pop()}` : ''} ${((e.dur ?? 0) / 1000).toFixed(0)}`,
        );
    for (const task of main.filter((t) => (t.dur ?? 0) > 5000))
      console.log(
        `     @${((task.ts - start) / 1000).toFixed(0)} wall ${((task.dur ?? 0) / 1000).toFixed(0)} cpu ${((task.tdur ?? 0) / 1000).toFixed(0)}: ${children(task).join(' | ')}`,
      );
  }
  return `main cpu ${cpu(main).toFixed(0)} ms (wall ${wall(main).toFixed(0)}, ${main.length} tasks), sw cpu ${cpu(sw).toFixed(0)} ms (${sw.length} tasks), span ${((end.ts - start) / 1000).toFixed(0)} ms; ${[...byName].map(([k, v]) => `${k} ${v.toFixed(0)}`).join(', ')}`;
}

const median = (v: number[]) => [...v].sort((a, b) => a - b)[Math.floor(v.length / 2)]!;
const variants: Variant[] = [];
try {
  for (const tree of trees) variants.push(await prepare(tree.label, tree.root));
  for (let round = 0; round < rounds; round++) {
    const order = round % 2 === 0 ? variants : [...variants].reverse();
    for (const variant of order) await coldStart(variant, round === 0 || process.env.VERBOSE === '1');
  }
  for (const variant of variants)
    console.log(
      `${variant.label}: median ${median(variant.firstCards).toFixed(0)} ms of ${variant.firstCards.map((v) => v.toFixed(0)).join(' ')}`,
    );
} finally {
  for (const variant of variants) {
    await variant.env.close();
    await rm(variant.profile, { recursive: true, force: true });
  }
}
