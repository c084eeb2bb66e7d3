// Profiling aid for the comments bench (not a bench: `npx tsx bench/profile-comments.ts`): a brief with
// 500 comments on a device, opened from the dashboard offline, under a CDP CPU profile; prints the
// time to the drawn counts, the scripts fetched on the way and the functions with most self time.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { BrowserContext } from 'playwright-core';
import { signIn, waitForSynced } from '../tests/e2e/support/app.ts';
import { launchProfile } from '../tests/e2e/support/chromium.ts';
import { startEnvironment } from '../tests/e2e/support/environment.ts';
import { commentedBrief } from './commented-brief.ts';
import { topSelf, type Profile } from './cpu-profile.ts';

const THREADS = Number(process.env.THREADS ?? 100);
const RUNS = Number(process.env.RUNS ?? 3);

async function main() {
  const env = await startEnvironment();
  const profileDir = await mkdtemp(path.join(tmpdir(), 'briefsmith-profile-comments-'));
  let context: BrowserContext | undefined;
  try {
    const { owner, briefId } = await commentedBrief(env.stack, {
      email: 'profile-comments@studio.test',
      threads: THREADS,
      replies: 4,
    });
    context = await launchProfile(profileDir);
    const page = context.pages()[0] ?? (await context.newPage());
    await signIn(page, env.appUrl, owner.email, owner.password);
    await waitForSynced(page, 60_000);
    await page.evaluate(() => navigator.serviceWorker.ready);
    await page.goto(`${env.appUrl}/brief/${briefId}/view`);
    await page
      .locator('#comments-audience')
      .getByRole('button', { name: /^Comments/ })
      .waitFor();
    for (let run = 0; run < RUNS; run++) {
      await context.close();
      context = await launchProfile(profileDir);
      await context.setOffline(true);
      const warm = context.pages()[0] ?? (await context.newPage());
      await warm.goto(`${env.appUrl}/`);
      await warm.locator('article').first().waitFor({ timeout: 60_000 });
      await warm.waitForTimeout(Number(process.env.IDLE_MS ?? 2000));
      const cdp = await context.newCDPSession(warm);
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
      await cdp.send('Profiler.start');
      const result = await warm.evaluate(
        ({ path, selector }) =>
          new Promise<{ ms: number; resources: string[] }>((resolve) => {
            const start = performance.now();
            const observer = new MutationObserver(() => {
              if (!document.querySelector(selector)) return;
              observer.disconnect();
              requestAnimationFrame(() =>
                resolve({
                  ms: performance.now() - start,
                  resources: performance
                    .getEntriesByType('resource')
                    .filter((e) => e.startTime >= start)
                    .map(
                      (e) =>
                        `${(e.startTime - start).toFixed(0)}→${((e as PerformanceResourceTiming).responseEnd - start).toFixed(0)} ${e.name.split('/').pop()}`,
                    ),
                }),
              );
            });
            observer.observe(document, { childList: true, subtree: true, attributes: true });
            window.history.pushState({}, '', path);
            window.dispatchEvent(new PopStateEvent('popstate'));
          }),
        { path: `/brief/${briefId}/view`, selector: '#comments-audience button[aria-label^="Comments, "]' },
      );
      const { profile } = (await cdp.send('Profiler.stop')) as { profile: Profile };
      console.log(`\nrun ${run}: ${result.ms.toFixed(0)} ms`);
      console.log(result.resources.join('\n'));
      console.log(topSelf(profile, 30).join('\n'));
      if (process.env.PROFILE_OUT)
        await writeFile(`${process.env.PROFILE_OUT}-${run}.cpuprofile`, JSON.stringify(profile));
    }
  } finally {
    await context?.close();
    await env.close();
    await rm(profileDir, { recursive: true, force: true, maxRetries: 5 }).catch(() => undefined);
  }
}

await main();
