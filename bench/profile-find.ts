// Profiling aid for the find timings (not a bench: `npx tsx bench/profile-find.ts`, or
// `BRIEFS=20000 npx tsx bench/profile-find.ts` at a team's size). Opens the production build with 5,000
// briefs, then for search, status filter and sort prints the timings, and for
// each of them Chromium's time split (script, style, layout) and the functions with the most self time
// (CDP CPU profile). Used to find where the find's 50 ms budgets (docs/design.md §9) go.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { CDPSession, Page } from 'playwright-core';
import { createMember } from '../tests/support/stack.ts';
import { launchProfile } from '../tests/e2e/support/chromium.ts';
import { startEnvironment } from '../tests/e2e/support/environment.ts';
import { findTimings, type FindPhase } from './find-timings.ts';
import { topSelf, type Profile } from './cpu-profile.ts';

async function metrics(cdp: CDPSession): Promise<Record<string, number>> {
  const { metrics: list } = (await cdp.send('Performance.getMetrics')) as {
    metrics: { name: string; value: number }[];
  };
  return Object.fromEntries(list.map((m) => [m.name, m.value]));
}

const BRIEFS = Number(process.env.BRIEFS ?? 5000);

async function main() {
  const env = await startEnvironment();
  const profileDir = await mkdtemp(path.join(tmpdir(), 'briefsmith-profile-'));
  try {
    const member = await createMember(env.stack, {
      email: 'bench@studio.test',
      password: 'bench-password-1',
    });
    await env.stack.db.query(
      `insert into public.briefs (title, company, user_id, status, type)
       select 'Brief ' || g, 'Company ' || (g % 97), $1,
              (array['draft','in-progress','review','completed'])[1 + g % 4], 'brand'
       from generate_series(1, $2::int) g`,
      [member.id, BRIEFS],
    );
    const context = await launchProfile(profileDir);
    const page: Page = context.pages()[0] ?? (await context.newPage());
    await page.goto(`${env.appUrl}/auth`);
    await page.getByLabel('Email', { exact: true }).fill(member.email);
    await page.getByLabel('Password', { exact: true }).fill('bench-password-1');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.waitForFunction(
      (n) => /Total Briefs\s*([\d,]+)/.exec(document.body.innerText)?.[1]?.replace(/,/g, '') === String(n),
      BRIEFS,
      { timeout: 600_000 },
    );
    await page.getByRole('button', { name: /^Sync status: Synced/ }).waitFor({ timeout: 60_000 });
    // Under load the renderer has crashed mid-run once: say so rather than only "page closed".
    page.on('crash', () => console.log('the page crashed'));
    // Which input each long task answered (index of the measured stretch; 0 is the first focus).
    page.on('console', (message) => {
      if (message.text().startsWith('long tasks')) console.log(message.text());
    });
    await page.evaluate(() => ((window as unknown as { findBenchVerbose: boolean }).findBenchVerbose = true));
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    // Each phase is profiled on its own: its time split and its functions with the most self time.
    const phases: { phase: FindPhase; split: string[]; top: string[] }[] = [];
    const found = await findTimings(page, async (phase, run) => {
      const before = await metrics(cdp);
      await cdp.send('Profiler.start');
      const result = await run();
      const { profile } = (await cdp.send('Profiler.stop')) as { profile: Profile };
      const after = await metrics(cdp);
      const split = ['ScriptDuration', 'RecalcStyleDuration', 'LayoutDuration', 'TaskDuration'].map(
        (key) => `${key} ${((after[key]! - before[key]!) * 1000).toFixed(0)} ms`,
      );
      phases.push({ phase, split, top: topSelf(profile, 25) });
      return result;
    });
    const median = (v: number[]) => [...v].sort((a, b) => a - b)[Math.floor(v.length / 2)]!;
    const p95 = (v: number[]) => [...v].sort((a, b) => a - b)[Math.ceil(v.length * 0.95) - 1]!;
    for (const [name, timed] of Object.entries(found)) {
      console.log(
        `${name}: p50 ${median(timed.times).toFixed(0)} ms, p95 ${p95(timed.times).toFixed(0)} ms, long tasks ${timed.longTasks.map((t) => t.toFixed(0)).join(' ')}`,
      );
      console.log(`  each: ${timed.times.map((t) => t.toFixed(0)).join(' ')}`);
    }
    for (const { phase, split, top } of phases)
      console.log(`\n${phase}: ${split.join(', ')}\n${top.join('\n')}`);
    await context.close();
  } finally {
    await env.close();
    await rm(profileDir, { recursive: true, force: true, maxRetries: 5 }).catch(() => undefined);
  }
}

await main();
