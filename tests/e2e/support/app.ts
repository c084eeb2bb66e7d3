// What a person does in the app, said once: sign in, wait for the dashboard, read a toast, pick a
// file. Everything goes through roles and visible text, as a user (or a screen reader) finds it.
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import type { FixtureFile } from './fixtures.ts';

export async function newPage(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  page.on('pageerror', (error) => console.error(`[page error] ${error.message}`));
  if (process.env.E2E_DEBUG) {
    page.on('console', (message) => console.log(`[console ${message.type()}] ${message.text()}`));
    page.on('requestfailed', (r) =>
      console.log(`[request failed] ${r.method()} ${r.url()} ${r.failure()?.errorText}`),
    );
    page.on(
      'response',
      (r) => r.status() >= 400 && console.log(`[response ${r.status()}] ${r.request().method()} ${r.url()}`),
    );
  }
  return page;
}

/** Signs in with e-mail and password on /auth and waits for the dashboard. */
export async function signIn(page: Page, appUrl: string, email: string, password: string): Promise<void> {
  await page.goto(`${appUrl}/auth`);
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await atPath(page, '/');
  await dashboardReady(page);
}

/** Waits until the page is at `pathname` (whatever the query or fragment). */
export async function atPath(page: Page, pathname: string | RegExp): Promise<void> {
  await page.waitForURL((url) =>
    typeof pathname === 'string' ? url.pathname === pathname : pathname.test(url.pathname),
  );
}

export async function dashboardReady(page: Page): Promise<void> {
  await page
    .getByRole('button', { name: /Create Brief|New Brief/ })
    .first()
    .waitFor();
}

/** A toast (title, optionally description) announced to screen readers. */
export function toast(page: Page, text: string | RegExp): Locator {
  return page
    .getByRole('region', { name: /notifications/i })
    .getByText(text)
    .first();
}

/** Clicks `trigger` and answers the file chooser with `files`. */
export async function chooseFiles(page: Page, trigger: Locator, files: FixtureFile[]): Promise<void> {
  const chooser = page.waitForEvent('filechooser');
  await trigger.click();
  await (await chooser).setFiles(files);
}

/** The dashboard card of the brief titled `title`. */
export function briefCard(page: Page, title: string): Locator {
  return page.getByRole('article', { name: title, exact: true });
}

/** Waits until the header's sync status says everything reached the server. */
export async function waitForSynced(page: Page, timeout = 20_000): Promise<void> {
  await page.getByRole('button', { name: /^Sync status: Synced/ }).waitFor({ timeout });
}

/** The header's sync status button (its accessible name carries the status text). */
export function syncStatus(page: Page): Locator {
  return page.getByRole('button', { name: /^Sync status:/ });
}

/**
 * Waits until the service worker controls the page: the app shell is then precached and the app
 * opens offline (a few seconds after the first visit, for a real user).
 */
export async function waitForServiceWorker(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve));
    }
  });
}

/** Waits until the sync status reads `text` (it follows the local database, a moment after a save). */
export async function expectSyncStatus(page: Page, text: string, timeout = 10_000): Promise<void> {
  await expect
    .poll(
      () =>
        syncStatus(page)
          .getAttribute('aria-label', { timeout: 1_000 })
          .catch(() => null),
      { timeout },
    )
    .toBe(`Sync status: ${text}`);
}
