// Briefsmith installs as an app and its shell opens on every app route with no network.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember, signedInClient } from '../support/stack.ts';
import { briefCard, signIn, toast, waitForServiceWorker } from './support/app.ts';
import { expectAccessible, screenshotFailures, screenshots } from './support/checks.ts';
import { buildApp, releaseOf } from './support/build.ts';
import { launchProfile } from './support/chromium.ts';
import { startEnvironment, type E2EEnvironment } from './support/environment.ts';

let env: E2EEnvironment;
let profileDir: string;
let context: BrowserContext;
let page: Page;

screenshotFailures(() => [page]);

beforeAll(async () => {
  env = await startEnvironment();
  profileDir = await mkdtemp(path.join(tmpdir(), 'briefsmith-profile-'));
  context = await launchProfile(profileDir);
  page = context.pages()[0] ?? (await context.newPage());
  await page.goto(`${env.appUrl}/auth`);
  await waitForServiceWorker(page);
});

afterAll(async () => {
  await context?.close();
  await env?.close();
  if (profileDir) await rm(profileDir, { recursive: true, force: true });
});

describe('installing Briefsmith', () => {
  it('passes Chromium’s own installability check', async () => {
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);
    const manifest = await cdp.send('Page.getAppManifest');
    expect(manifest.errors).toEqual([]);
    await cdp.detach();
  });

  it('describes itself as a standalone app with 192, 512 and maskable icons', async () => {
    const response = await page.request.get(`${env.appUrl}/manifest.webmanifest`);
    const manifest = (await response.json()) as {
      name: string;
      short_name: string;
      display: string;
      start_url: string;
      icons: { sizes: string; purpose?: string }[];
    };
    expect(manifest).toMatchObject({
      name: 'Briefsmith — Creative Brief Generator',
      short_name: 'Briefsmith',
      display: 'standalone',
      start_url: '/',
    });
    expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose ?? 'any'}`)).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
    for (const href of ['/favicon.ico', '/apple-touch-icon-180x180.png', '/pwa-512x512.png']) {
      expect((await page.request.get(`${env.appUrl}${href}`)).status(), href).toBe(200);
    }
    await expect(page.locator('link[rel="apple-touch-icon"]').count()).resolves.toBe(1);
    await expect(page.locator('meta[name="theme-color"]').getAttribute('content')).resolves.toBe('#4f46e5');
  });
});

describe('with no network and no server', () => {
  beforeAll(async () => {
    await env.stopStack();
    await context.setOffline(true);
  });
  afterAll(async () => {
    await context.setOffline(false);
  });

  it('opens the sign-in screen from the service worker', async () => {
    await page.goto(`${env.appUrl}/auth`);
    await page.getByText('Welcome', { exact: true }).first().waitFor();
  });

  it.each([
    '/',
    '/brief/00000000-0000-4000-8000-000000000000',
    '/brief/00000000-0000-4000-8000-000000000000/view',
  ])('serves the app shell for %s', async (route) => {
    const response = await page.goto(`${env.appUrl}${route}`);
    expect(response?.fromServiceWorker()).toBe(true);
    // Signed out: the guard sends the visitor to the sign-in screen — rendered offline.
    await page.waitForURL(`${env.appUrl}/auth`);
    await page.getByRole('button', { name: 'Sign In', exact: true }).waitFor();
  });

  it('shows the 404 page for an unknown path', async () => {
    await page.goto(`${env.appUrl}/no/such/page`);
    await page.getByText('Oops! Page not found').waitFor();
  });

  it('never answers backend paths with the app shell', async () => {
    // /auth is the app's screen; /auth/v1 belongs to the backend and must reach the network (which is gone).
    for (const route of [
      '/auth/v1/verify?token=x',
      '/rest/v1/briefs',
      '/functions/v1/send-invitation',
      '/inbox',
    ]) {
      const probe = await context.newPage();
      const error = await probe.goto(`${env.appUrl}${route}`, { waitUntil: 'commit', timeout: 10_000 }).then(
        () => null,
        (e: Error) => e.message,
      );
      expect(error, route).toMatch(/ERR_INTERNET_DISCONNECTED/);
      await probe.close();
    }
  });

  it('keeps only the precached app shell in its caches, no API responses', async () => {
    await page.goto(`${env.appUrl}/auth`);
    const cached = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys()) {
        for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
      }
      return urls;
    });
    expect(cached.length).toBeGreaterThan(0);
    for (const url of cached) {
      expect(url.startsWith(env.appUrl), url).toBe(true);
      expect(url, url).not.toMatch(/\/(auth|rest|functions)\/v1\//);
    }
    expect(cached.some((url) => url.includes('index.html'))).toBe(true);
  });
});

describe('a new release deployed while the app is open', () => {
  it('offers to reload, waits while an edit is unsaved, then reloads into the new version', async () => {
    await env.startStack();
    const maya = await createMember(env.stack, { email: 'maya@studio.test', password: 'maya-password-1' });
    const client = await signedInClient(env.stack, maya.email, maya.password);
    const created = await client
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
    const briefId = (created.data as { id: string }).id;
    await signIn(page, env.appUrl, maya.email, maya.password);
    await briefCard(page, 'Winter Menu').waitFor(); // pulled to this device
    await page.goto(`${env.appUrl}/brief/${briefId}`);
    await page.getByRole('heading', { name: 'Project Overview' }).waitFor();
    await page.getByLabel('Timeline', { exact: true }).fill('Ready by December');

    env.app.deploy(await buildApp({ apiUrl: env.apiUrl, buildId: 'next-release' }));
    // The app looks for a new version when it comes back online (and hourly, and when shown again).
    await context.setOffline(true);
    await context.setOffline(false);
    const prompt = page.getByRole('status').filter({ hasText: 'A new version of Briefsmith is available.' });
    await prompt.getByText('Save your changes first, then reload to update.').waitFor({ timeout: 30_000 });
    await expect(prompt.getByRole('button', { name: 'Reload' }).isDisabled()).resolves.toBe(true);
    await screenshots(page, 'update-prompt', { fullPage: false });
    await expectAccessible(page, 'update prompt over the editor');

    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await toast(page, 'Brief saved').waitFor();
    await prompt.getByRole('button', { name: 'Reload' }).click();
    await expect.poll(() => releaseOf(page), { timeout: 30_000 }).toBe('next-release');
    await page.getByRole('heading', { name: 'Project Overview' }).waitFor();
    await expect(page.getByLabel('Timeline', { exact: true }).inputValue()).resolves.toBe(
      'Ready by December',
    );
    await expect(page.getByText('A new version of Briefsmith is available.').count()).resolves.toBe(0);
    // Reload stopped syncing before the new version took over; the save made just before reaches the
    // server all the same, from the outbox, once the new version runs.
    await expect
      .poll(
        async () => {
          const { data } = await client.from('briefs').select('timeline').eq('id', briefId).single();
          return (data as { timeline: string } | null)?.timeline;
        },
        { timeout: 15_000 },
      )
      .toBe('Ready by December');
  });
});
