// Comments in the production build in Chromium (docs/design.md §26): a brief with 500 comments (100
// threads of a question and four replies, over its sections) synced to a device, then opened cold and
// offline by its view's link — a new browser process, no network — until the view is drawn with every
// section's "Comments" count. How long a comment takes to reach a colleague's open device is in the
// `live` bench.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { BrowserContext } from 'playwright-core';
import { signIn, waitForSynced } from '../tests/e2e/support/app.ts';
import { launchProfile } from '../tests/e2e/support/chromium.ts';
import { startEnvironment } from '../tests/e2e/support/environment.ts';
import { commentedBrief } from './commented-brief.ts';
import { scale } from './scale.ts';

export const name = 'comments (production build in Chromium)';

const ms = (value: number) => `${value.toFixed(0)} ms`;
const THREADS = Number(process.env.BENCH_COMMENT_THREADS ?? scale(100, 4));
const REPLIES = 4;
const COLD_OPENS = scale(7, 1);

function median(values: number[]): number {
  return [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
}

export async function run(): Promise<Record<string, string | number>> {
  const env = await startEnvironment();
  const profile = await mkdtemp(path.join(tmpdir(), 'briefsmith-comments-bench-'));
  let context: BrowserContext | undefined;
  try {
    const { owner, briefId } = await commentedBrief(env.stack, {
      email: 'bench-comments@studio.test',
      threads: THREADS,
      replies: REPLIES,
    });
    const total = THREADS * (1 + REPLIES);

    context = await launchProfile(profile);
    const page = context.pages()[0] ?? (await context.newPage());
    await signIn(page, env.appUrl, owner.email, owner.password);
    await waitForSynced(page, 60_000);
    await page.evaluate(() => navigator.serviceWorker.ready);
    // The device holds every comment once the view counts the audience's open threads.
    await page.goto(`${env.appUrl}/brief/${briefId}/view`);
    await page
      .locator('#comments-audience')
      .getByRole('button', { name: THREADS > 0 ? /^Comments, \d+ open$/ : 'Comments' })
      .waitFor();

    const opens: number[] = [];
    for (let run = 0; run < COLD_OPENS; run++) {
      await context.close();
      context = await launchProfile(profile);
      await context.setOffline(true);
      // With comments, drawn means with the count; without (BENCH_COMMENT_THREADS=0, the baseline), the button.
      await context.addInitScript(
        (selector) => {
          const w = window as unknown as { viewDrawn?: number };
          const observer = new MutationObserver(() => {
            if (!document.querySelector(selector)) return;
            observer.disconnect();
            requestAnimationFrame(() => (w.viewDrawn = performance.now()));
          });
          observer.observe(document, { childList: true, subtree: true, attributes: true });
        },
        THREADS > 0 ? '#comments-audience button[aria-label^="Comments, "]' : '#comments-audience button',
      );
      const cold = context.pages()[0] ?? (await context.newPage());
      await cold.goto(`${env.appUrl}/brief/${briefId}/view`);
      await cold.waitForFunction(() => (window as unknown as { viewDrawn?: number }).viewDrawn, undefined, {
        timeout: 60_000,
      });
      opens.push(await cold.evaluate(() => (window as unknown as { viewDrawn: number }).viewDrawn));
    }
    // Within the running app (offline, the dashboard drawn): the view opened for the first time this
    // session, its brief and comments read from the device.
    const inApp: number[] = [];
    for (let run = 0; run < COLD_OPENS; run++) {
      await context.close();
      context = await launchProfile(profile);
      await context.setOffline(true);
      const warm = context.pages()[0] ?? (await context.newPage());
      await warm.goto(`${env.appUrl}/`);
      await warm.locator('article').first().waitFor({ timeout: 60_000 });
      inApp.push(
        await warm.evaluate(
          ({ path, selector }) =>
            new Promise<number>((resolve) => {
              const start = performance.now();
              const observer = new MutationObserver(() => {
                if (!document.querySelector(selector)) return;
                observer.disconnect();
                requestAnimationFrame(() => resolve(performance.now() - start));
              });
              observer.observe(document, { childList: true, subtree: true, attributes: true });
              window.history.pushState({}, '', path);
              window.dispatchEvent(new PopStateEvent('popstate'));
            }),
          {
            path: `/brief/${briefId}/view`,
            selector:
              THREADS > 0
                ? '#comments-audience button[aria-label^="Comments, "]'
                : '#comments-audience button',
          },
        ),
      );
    }
    return {
      [`open of a brief's view with ${total} comments in the running app, from the device, median of ${COLD_OPENS} (budget ≤ 300 ms)`]:
        ms(median(inApp)),
      [`in the running app, ${total} comments: each run`]: inApp.map(ms).join(', '),
      [`cold offline open of a brief's view by its link with ${total} comments (a new browser process), median of ${COLD_OPENS}`]:
        ms(median(opens)),
      [`cold offline open, ${total} comments: each run`]: opens.map(ms).join(', '),
      note: 'drawn = the view with its sections\' "Comments" counts; the server unreachable',
    };
  } finally {
    await context?.close();
    await env.close();
    await rm(profile, { recursive: true, force: true });
  }
}
