// Profiling aid for the comments bench (not a bench: `npx tsx bench/profile-comments.ts`): a brief with
// 500 comments on a device, opened from the dashboard offline, under a CDP CPU profile; prints the
// time to the drawn counts, the scripts fetched on the way and the functions with most self time.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { BrowserContext } from 'playwright-core';
import { createMember, signedInClient } from '../tests/support/stack.ts';
import { signIn, waitForSynced } from '../tests/e2e/support/app.ts';
import { launchProfile } from '../tests/e2e/support/chromium.ts';
import { startEnvironment } from '../tests/e2e/support/environment.ts';

type ProfileNode = {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  children?: number[];
};
type Profile = { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] };

function topSelf(profile: Profile, count = 30): string[] {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const self = new Map<string, number>();
  profile.samples.forEach((id, i) => {
    const frame = byId.get(id)!.callFrame;
    const key = `${frame.functionName || '(anonymous)'} ${path.basename(frame.url)}:${frame.lineNumber}:${frame.columnNumber}`;
    self.set(key, (self.get(key) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000);
  });
  return [...self.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([key, msSelf]) => `${msSelf.toFixed(1).padStart(8)} ms  ${key}`);
}

const THREADS = Number(process.env.THREADS ?? 100);
const RUNS = Number(process.env.RUNS ?? 3);
const SECTIONS = ['overview', 'goals', 'audience', 'brand', 'creative', 'requirements'];

async function main() {
  const env = await startEnvironment();
  const profileDir = await mkdtemp(path.join(tmpdir(), 'briefsmith-profile-comments-'));
  let context: BrowserContext | undefined;
  try {
    const owner = await createMember(env.stack, { email: 'profile-comments@studio.test' });
    const client = await signedInClient(env.stack, owner.email, owner.password);
    const { data, error } = await client
      .from('briefs')
      .insert({
        title: 'Five hundred comments',
        company: 'Acme',
        description: 'A brief argued over at length',
        business_objectives: 'Be argued over',
        primary_audience: 'Everyone',
        tone_of_voice: 'Calm',
        budget: '€10,000',
        user_id: owner.id,
      })
      .select('id')
      .single();
    if (error) throw new Error(error.message);
    const briefId = (data as { id: string }).id;
    await env.stack.db.query(
      `with threads as (
         select gen_random_uuid() as id, g, (array[${SECTIONS.map((s) => `'${s}'`).join(',')}])[1 + g % ${SECTIONS.length}] as section
         from generate_series(1, $2::int) g
       )
       insert into public.brief_comments (id, brief_id, thread_id, section, author_id, body, resolved_at)
       select t.id, $1::uuid, t.id, t.section, $3::uuid, 'Question ' || t.g, case when t.g % 5 = 0 then now() end
       from threads t
       union all
       select gen_random_uuid(), $1::uuid, t.id, t.section, $3::uuid, 'Reply ' || r, null::timestamptz
       from threads t cross join generate_series(1, 4) r`,
      [briefId, THREADS, owner.id],
    );
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
      console.log(topSelf(profile).join('\n'));
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
