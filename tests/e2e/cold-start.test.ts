// End to end: a signed-in cold start of the installed app, offline (docs/design.md §9: first cards fast).
// The network client is not needed to show the local database's cards: it is fetched only after the
// first card is drawn (session/auth-provider.tsx waits for the browser to be idle), so it does not
// compete with the dashboard's code and render on the start's critical path.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember } from '../support/stack.ts';
import { dashboardReady, signIn, waitForServiceWorker, waitForSynced } from './support/app.ts';
import { launchProfile } from './support/chromium.ts';
import { startEnvironment, type E2EEnvironment } from './support/environment.ts';

const MEMBER = { email: 'cora@studio.test', password: 'cora-password-1' };
// The chunk of src/lib/supabase.ts (supabase-js and the app's client).
const SUPABASE_CHUNK = /\/assets\/supabase-[\w-]+\.js$/;
// Recorded in the page: when the first card is in the DOM, and when each script was requested.
const RECORD = `(() => {
  const observer = new MutationObserver(() => {
    if (!document.querySelector('article')) return;
    observer.disconnect();
    window.firstCardAt = performance.now();
  });
  observer.observe(document, { childList: true, subtree: true });
})()`;

let env: E2EEnvironment;
let profile = '';

beforeAll(async () => {
  env = await startEnvironment();
  const member = await createMember(env.stack, { ...MEMBER, role: 'user' });
  await env.stack.db.query(
    `insert into public.briefs (title, company, user_id, status, type)
     select 'Brief ' || g, 'Company ' || g, $1, 'draft', 'brand' from generate_series(1, 40) g`,
    [member.id],
  );
  profile = await mkdtemp(path.join(tmpdir(), 'briefsmith-cold-start-'));
});

afterAll(async () => {
  await env?.close();
  if (profile) await rm(profile, { recursive: true, force: true });
});

describe('a signed-in cold start, offline', () => {
  it('draws the first card before it fetches the network client, then fetches it', async () => {
    const first = await launchProfile(profile);
    const page = first.pages()[0] ?? (await first.newPage());
    await signIn(page, env.appUrl, MEMBER.email, MEMBER.password);
    await dashboardReady(page);
    await waitForSynced(page);
    await waitForServiceWorker(page);
    await first.close();

    const context = await launchProfile(profile);
    try {
      await context.setOffline(true);
      await context.addInitScript(RECORD);
      const again = context.pages()[0] ?? (await context.newPage());
      await again.goto(`${env.appUrl}/`);
      await again.locator('article').first().waitFor();
      // Still fetched once the screen is up: the session and the sync need it.
      const requestedAt = await again.waitForFunction(
        (pattern) => {
          const chunk = performance
            .getEntriesByType('resource')
            .find((entry) => new RegExp(pattern).test(entry.name));
          return chunk ? chunk.startTime : false;
        },
        SUPABASE_CHUNK.source,
        { timeout: 15_000 },
      );
      const firstCardAt = await again.evaluate(
        () => (window as unknown as { firstCardAt: number }).firstCardAt,
      );
      expect(await requestedAt.jsonValue()).toBeGreaterThan(firstCardAt);
    } finally {
      await context.close();
    }
  });
});
