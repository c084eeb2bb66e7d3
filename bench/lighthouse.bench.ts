// Lighthouse scores against docs/design.md §9's budgets (Performance ≥ 98 desktop / ≥ 90 mobile, Accessibility
// 100, Best Practices 100): the sign-in screen on a first visit, the signed-in dashboard with a few
// briefs on a return visit, and a client's review page (/c/{token}) on a first visit with no account. The app is served as `npm start` serves it (the same static server, so
// compressed) against the local stack, in Debian's Chromium. Figures are printed, never asserted.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import lighthouse, { desktopConfig, type Config, type Flags } from 'lighthouse';
import { chromium } from 'playwright-core';
import { serveStatic } from '../supabase/local/static/server.ts';
import { startStack } from '../supabase/local/stack.ts';
import { createMember, signedInClient } from '../tests/support/stack.ts';
import { signIn } from '../tests/e2e/support/app.ts';
import { buildApp } from '../tests/e2e/support/build.ts';
import { CHROMIUM_ARGS, chromiumPath } from '../tests/e2e/support/chromium.ts';
import { claimApiPort } from '../tests/e2e/support/port.ts';
import { SMOKE } from './scale.ts';

export const name = 'Lighthouse (built app served as by npm start)';

const CATEGORIES = ['performance', 'accessibility', 'best-practices'];
// A smoke run audits each page once, on the desktop. Scores under load are noisy: LIGHTHOUSE_RUNS=3 audits
// each page that many times, LIGHTHOUSE_PAGES=sign-in (or dashboard, client) one page only, and
// LIGHTHOUSE_FORM_FACTORS=mobile one form factor only.
const FORM_FACTORS = (
  SMOKE ? ['desktop'] : (process.env.LIGHTHOUSE_FORM_FACTORS?.split(',') ?? ['desktop', 'mobile'])
) as ('desktop' | 'mobile')[];
const RUNS = SMOKE ? 1 : Number(process.env.LIGHTHOUSE_RUNS ?? 1);
const PAGES = process.env.LIGHTHOUSE_PAGES?.split(',') ?? ['sign-in', 'dashboard', 'client'];
const FIRST_VISIT_CLEARS = [
  'file_systems',
  'shader_cache',
  'service_workers',
  'cache_storage',
  'local_storage',
  'indexeddb',
  'cookies',
] as const;
const DEBUGGING_PORT = Number(process.env.LIGHTHOUSE_DEBUGGING_PORT ?? 9333);

async function audit(url: string, formFactor: 'desktop' | 'mobile', resetStorage: boolean) {
  const flags: Flags = {
    port: DEBUGGING_PORT,
    logLevel: 'error',
    onlyCategories: CATEGORIES,
    disableStorageReset: !resetStorage,
    // Lighthouse 12 resets only caches and service workers by default: a first visit also clears local
    // storage and IndexedDB, or the member signed in earlier would still be signed in on the client's page.
    ...(resetStorage ? { clearStorageTypes: [...FIRST_VISIT_CLEARS] } : {}),
  };
  const config: Config | undefined = formFactor === 'desktop' ? desktopConfig : undefined;
  const result = await lighthouse(url, flags, config);
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { categories, audits } = result.lhr;
  if (process.env.LIGHTHOUSE_JSON)
    await writeFile(
      path.join(
        process.env.LIGHTHOUSE_JSON,
        `${formFactor}-${new URL(url).pathname.replaceAll('/', '_')}-${Date.now()}.json`,
      ),
      JSON.stringify(result.lhr),
    );
  if (process.env.LIGHTHOUSE_JSON)
    await writeFile(
      path.join(
        process.env.LIGHTHOUSE_JSON,
        `trace-${formFactor}-${new URL(url).pathname.replaceAll('/', '_')}-${Date.now()}.json`,
      ),
      JSON.stringify(
        (result.artifacts as unknown as { Trace: { traceEvents: unknown[] } }).Trace.traceEvents,
      ),
    );
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
  const shown = (id: string) => audits[id]?.displayValue ?? '?';
  if (process.env.LIGHTHOUSE_DETAILS === '1') {
    type Item = { url?: string; duration?: number; startTime?: number; scripting?: number; total?: number };
    const items = (id: string) => (audits[id]?.details as { items?: Item[] } | undefined)?.items ?? [];
    const file = (url = '') => url.split('/').pop() || url;
    console.log(
      `${formFactor} ${url}\n  long tasks: ${items('long-tasks')
        .map((t) => `${file(t.url)} @${Math.round(t.startTime ?? 0)} ${Math.round(t.duration ?? 0)} ms`)
        .join(', ')}\n  boot-up: ${items('bootup-time')
        .map((t) => `${file(t.url)} ${Math.round(t.scripting ?? 0)}/${Math.round(t.total ?? 0)} ms`)
        .join(', ')}`,
    );
  }
  return {
    scores: CATEGORIES.map((id) => `${id} ${score(id)}`).join(', '),
    lcp: `${shown('largest-contentful-paint')}; FCP ${shown('first-contentful-paint')}; TBT ${shown('total-blocking-time')}; main thread ${shown('mainthread-work-breakdown')}; JS boot-up ${shown('bootup-time')}`,
    failing: Object.values(audits)
      .filter((a) => a.score !== null && a.score < 0.9 && ['binary', 'numeric'].includes(a.scoreDisplayMode))
      .map((a) => a.id)
      .join(', '),
  };
}

/** A "Can comment and approve" link to a brief written out in full, as a client would get it. */
async function clientLink(
  stack: Awaited<ReturnType<typeof startStack>>,
  member: { id: string; email: string; password: string },
): Promise<string> {
  const client = await signedInClient(stack, member.email, member.password);
  const { data: brief, error } = await client
    .from('briefs')
    .insert({
      title: 'Spring launch campaign',
      company: 'Acme Outdoor',
      description: 'A campaign for the spring range: trail shoes, light jackets and packs.',
      business_objectives: 'Grow online sales of the spring range by 20 % over last year.',
      primary_audience: 'Weekend hikers aged 25–40 who buy online and follow outdoor creators.',
      tone_of_voice: 'Warm, plain-spoken and practical.',
      budget: '€40,000',
      user_id: member.id,
    })
    .select('id')
    .single();
  if (error) throw new Error(error.message);
  const { data: link, error: linkError } = await client.rpc('create_client_link', {
    brief_id: (brief as { id: string }).id,
    permission: 'comment',
    expires_in_days: 14,
  });
  if (linkError) throw new Error(linkError.message);
  await client.auth.signOut({ scope: 'local' });
  return (link as { token: string }).token;
}

export async function run(): Promise<Record<string, string | number>> {
  const claim = await claimApiPort();
  const apiUrl = `http://127.0.0.1:${claim.port}`;
  const profile = await mkdtemp(path.join(tmpdir(), 'briefsmith-lighthouse-'));
  const app = await serveStatic(await buildApp({ apiUrl }), 0, '127.0.0.1', { apiUrl });
  const stack = await startStack({ port: claim.port, siteUrl: app.url, bcryptCost: 4, log: false });
  // Lighthouse drives its own tab over the DevTools port, in this browser's profile (where we sign in).
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: chromiumPath(),
    headless: true,
    args: [...CHROMIUM_ARGS, `--remote-debugging-port=${DEBUGGING_PORT}`],
  });
  const figures: Record<string, string | number> = {};
  try {
    const report = (label: string, result: Awaited<ReturnType<typeof audit>>) => {
      figures[label] = `${result.scores}; LCP ${result.lcp}`;
      if (result.failing) figures[`${label}: audits under 90`] = result.failing;
    };
    const runs = (label: string) =>
      RUNS === 1 ? [label] : Array.from({ length: RUNS }, (_, i) => `${label} #${i + 1}`);
    for (const formFactor of FORM_FACTORS) {
      if (!PAGES.includes('sign-in')) break;
      for (const label of runs(`sign-in, first visit, ${formFactor}`))
        report(label, await audit(`${app.url}/auth`, formFactor, true));
    }
    const member = await createMember(stack, { email: 'lighthouse@studio.test', password: 'lighthouse-1' });
    await stack.db.query(
      `insert into public.briefs (title, company, user_id, status, type)
       select 'Brief ' || g, 'Company ' || g, $1, (array['draft','in-progress','review','completed'])[1 + g % 4], 'brand'
       from generate_series(1, 12) g`,
      [member.id],
    );
    const page = context.pages()[0] ?? (await context.newPage());
    await signIn(page, app.url, member.email, member.password);
    await page.getByText('Total Briefs', { exact: true }).waitFor(); // the stat card, not the note naming it
    for (const formFactor of FORM_FACTORS) {
      if (!PAGES.includes('dashboard')) break;
      for (const label of runs(`dashboard, signed in, ${formFactor}`))
        report(label, await audit(`${app.url}/`, formFactor, false));
    }
    // Last: a first visit resets the origin's storage, the member's session with it.
    if (PAGES.includes('client')) {
      const token = await clientLink(stack, member);
      for (const formFactor of FORM_FACTORS)
        for (const label of runs(`client's review page, first visit, ${formFactor}`))
          report(label, await audit(`${app.url}/c/${token}`, formFactor, true));
    }
  } finally {
    await context.close();
    await stack.close();
    await app.close();
    claim.release();
    await rm(profile, { recursive: true, force: true });
  }
  return figures;
}
