// A sign-in session that ends while the app is offline does not stop the work — the app
// still opens and saves locally, and the changes push once the person signs in again.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember, signedInClient, testClock, type Member } from '../support/stack.ts';
import {
  atPath,
  briefCard,
  dashboardReady,
  signIn,
  expectSyncStatus,
  toast,
  waitForServiceWorker,
  waitForSynced,
} from './support/app.ts';
import { launchProfile } from './support/chromium.ts';
import { screenshotFailures } from './support/checks.ts';
import { startEnvironment, type E2EEnvironment } from './support/environment.ts';

// Access tokens live an hour, as on hosted Supabase; the hour passes offline on the page's clock and
// the stack's together, moved on rather than waited for.
const TOKEN_LIFETIME_S = 3600;
const clock = testClock();

let env: E2EEnvironment;
let maya: Member;
let profile: string;
let browser: BrowserContext;
let page: Page;
let briefId = '';

async function serverIndustry(): Promise<string | undefined> {
  const result = await env.stack.db.query<{ industry: string }>(
    'select industry from public.briefs where id = $1',
    [briefId],
  );
  return result.rows[0]?.industry;
}

screenshotFailures(() => [page]);

beforeAll(async () => {
  env = await startEnvironment({ stack: { jwtExpiry: TOKEN_LIFETIME_S, clock: clock.now } });
  maya = await createMember(env.stack, { email: 'maya@studio.test', password: 'maya-password-1' });
  const client = await signedInClient(env.stack, maya.email, maya.password);
  const { data, error } = await client
    .from('briefs')
    .insert({
      title: 'Winter Menu',
      company: 'Northwind Coffee',
      type: 'brand',
      status: 'draft',
      user_id: maya.id,
    })
    .select('id')
    .single();
  if (error) throw new Error(error.message);
  briefId = (data as { id: string }).id;
  profile = await mkdtemp(path.join(tmpdir(), 'briefsmith-session-'));
  browser = await launchProfile(profile);
  page = browser.pages()[0] ?? (await browser.newPage());
  // The app reads the time too (supabase-js decides on it that the token has run out).
  await page.clock.install();
});

afterAll(async () => {
  await browser?.close().catch(() => undefined);
  await env?.close();
  if (profile) await rm(profile, { recursive: true, force: true });
});

describe('a session that ends while offline', () => {
  it('lets the work continue offline, and pushes it after the next sign-in', async () => {
    await signIn(page, env.appUrl, maya.email, maya.password);
    await briefCard(page, 'Winter Menu').waitFor();
    await waitForSynced(page);
    await waitForServiceWorker(page);

    // Offline; meanwhile the session ends on the server and the access token runs out.
    await browser.setOffline(true);
    await env.stack.db.query('delete from auth.sessions where user_id = $1', [maya.id]);
    const passed = (TOKEN_LIFETIME_S + 60) * 1000;
    clock.advance(passed);
    await page.clock.fastForward(passed);

    await page.goto(`${env.appUrl}/brief/${briefId}`);
    await page.getByRole('heading', { name: 'Project Overview' }).waitFor();
    await page.getByLabel('Industry', { exact: true }).fill('Hospitality');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await toast(page, 'Brief saved').waitFor();
    await page.getByRole('link', { name: 'Back to Dashboard' }).click();
    await dashboardReady(page);
    await expectSyncStatus(page, 'Offline · 1 pending change');

    // Back online the session cannot be renewed: the app asks for a sign-in; nothing was pushed.
    await browser.setOffline(false);
    await atPath(page, '/auth');
    expect(await serverIndustry()).toBe('');

    await signIn(page, env.appUrl, maya.email, maya.password);
    await expect.poll(serverIndustry, { timeout: 30_000 }).toBe('Hospitality');
    await waitForSynced(page);
  });
});
