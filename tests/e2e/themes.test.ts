// Dark mode: every screen in the light and the dark theme, audited with axe (contrast
// included) and photographed at 1280 and 390 px into test-results/screenshots/themes/. The device's colour scheme is
// emulated while the account menu says System (the app follows it live); then the menu's own choice
// wins over the device, survives a reload before any app code runs, and print stays light.
import { randomUUID } from 'node:crypto';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember, inviteByServiceRole } from '../support/stack.ts';
import { chooseFiles, dashboardReady, newPage, signIn, toast, waitForSynced } from './support/app.ts';
import { screenshotFailures } from './support/checks.ts';
import { startEnvironment, type E2EEnvironment } from './support/environment.ts';
import { pngFile } from './support/fixtures.ts';
import { deviceScheme, everyTheme, shownTheme } from './support/themes.ts';

const ADMIN = { email: 'ada@studio.test', password: 'ada-password-1' };
const COLLEAGUE = { email: 'colin@studio.test', password: 'colin-password-1' };
const TITLE = 'Autumn Tea Campaign';

let env: E2EEnvironment;
let context: BrowserContext;
let page: Page;
let briefId = '';

screenshotFailures(() => [page]);

beforeAll(async () => {
  env = await startEnvironment();
  await createMember(env.stack, { ...ADMIN, role: 'admin' });
  await createMember(env.stack, { ...COLLEAGUE, role: 'user' });
  context = await env.browser.newContext({ viewport: { width: 1280, height: 800 } });
  page = await newPage(context);
});

afterAll(async () => {
  await env?.close();
});

/** How light a computed colour of the first element `selector` finds is: 0 (black) to 255 (white). */
const lightness = (selector: string, property: 'backgroundColor' | 'color' = 'backgroundColor') =>
  page.evaluate(
    ([s, p]) => {
      // Tailwind's colours are oklch(): a canvas turns whatever the browser computes into RGB.
      const context = document.createElement('canvas').getContext('2d')!;
      context.fillStyle = getComputedStyle(document.querySelector(s!)!)[p as 'color'];
      context.fillRect(0, 0, 1, 1);
      const [r, g, b] = context.getImageData(0, 0, 1, 1).data;
      return Math.round((r! + g! + b!) / 3);
    },
    [selector, property],
  );

async function openAccountMenu(): Promise<void> {
  await page.getByRole('button', { name: 'Account' }).click();
  await page.getByRole('menu', { name: 'Account' }).waitFor();
}

async function closeDialog(name: string): Promise<void> {
  await page.keyboard.press('Escape');
  await page.getByRole('dialog', { name }).waitFor({ state: 'detached' });
}

describe('every screen in both themes', () => {
  it('signed out: sign in, and sign up with an invitation', async () => {
    await page.goto(`${env.appUrl}/auth`);
    await page.getByLabel('Email', { exact: true }).waitFor();
    await everyTheme(page, 'sign-in');
    const token = await inviteByServiceRole(env.stack, 'newcomer@studio.test');
    await page.goto(`${env.appUrl}/auth?invite=${token}`);
    await page.getByRole('tab', { name: 'Accept Invite', selected: true }).waitFor();
    await page.getByText("You're invited!").waitFor(); // the invitation was looked up
    await everyTheme(page, 'sign-up');
  });

  it('the dashboard, empty, and the create dialog', async () => {
    await signIn(page, env.appUrl, ADMIN.email, ADMIN.password);
    await everyTheme(page, 'dashboard-empty');
    await page.getByRole('button', { name: 'Create Brief' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Create New Brief' });
    await dialog.getByLabel('Brief Title').fill(TITLE);
    await dialog.getByLabel('Company').fill('Kettle & Co');
    await dialog.getByRole('button', { name: /Brief Type/ }).click();
    await page.getByRole('option', { name: 'Product' }).click();
    await everyTheme(page, 'dialog-create-brief');
    await dialog.getByRole('button', { name: 'Create Brief' }).click();
    await page.waitForURL(/\/brief\/[0-9a-f-]{36}$/);
    briefId = new URL(page.url()).pathname.split('/')[2]!;
  });

  it('the editor, with a file, a chip and a saved toast', async () => {
    await page
      .getByLabel('Project Description', { exact: true })
      .fill('A warm autumn range, launched in stores.');
    const keywords = page.getByRole('textbox', { name: 'Indirect Competitors', exact: true });
    await keywords.fill('Coffee chains');
    await keywords.press('Enter');
    await chooseFiles(
      page,
      page.getByRole('group', { name: 'Visual Style Files' }).getByRole('button', { name: 'Choose files' }),
      [await pngFile('moodboard.png')],
    );
    await page.getByText('1/10 files uploaded').waitFor();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await toast(page, 'Brief saved').waitFor();
    await everyTheme(page, 'editor');
  });

  it('the dashboard with a brief, the account menu, invite, share and delete', async () => {
    await page.goto(`${env.appUrl}/`);
    await dashboardReady(page);
    await waitForSynced(page, 30_000);
    await everyTheme(page, 'dashboard');
    await openAccountMenu();
    await everyTheme(page, 'account-menu');
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'Invite User' }).click();
    await page.getByRole('dialog', { name: 'Invite New User' }).waitFor();
    await everyTheme(page, 'dialog-invite');
    await closeDialog('Invite New User');

    await page.getByRole('button', { name: `Share ${TITLE}` }).click();
    const share = page.getByRole('dialog', { name: 'Share Brief' });
    await share.getByLabel(/email/i).first().fill(COLLEAGUE.email);
    await share.getByRole('button', { name: 'Share', exact: true }).click();
    await share.getByRole('listitem').filter({ hasText: COLLEAGUE.email }).waitFor();
    await everyTheme(page, 'dialog-share');
    await closeDialog('Share Brief');

    await page.getByRole('button', { name: `Delete ${TITLE}` }).click();
    await page.getByRole('alertdialog', { name: 'Delete Brief' }).waitFor();
    await everyTheme(page, 'dialog-delete');
    await page
      .getByRole('alertdialog', { name: 'Delete Brief' })
      .getByRole('button', { name: 'Cancel' })
      .click();
  });

  it('the view, its lightbox, history and the review request', async () => {
    await page.goto(`${env.appUrl}/brief/${briefId}/view`);
    await page.getByText('A warm autumn range, launched in stores.').waitFor();
    await everyTheme(page, 'view');
    await page.getByRole('button', { name: 'Open moodboard.png' }).click();
    await page.getByRole('dialog', { name: 'moodboard.png' }).waitFor();
    await everyTheme(page, 'view-lightbox');
    await closeDialog('moodboard.png');

    await page.getByRole('button', { name: 'History', exact: true }).click();
    const history = page.getByRole('dialog', { name: 'History' });
    await history.getByRole('list', { name: 'Versions' }).getByRole('button').first().click();
    await history.getByText('A warm autumn range, launched in stores.').first().waitFor(); // what it added
    await everyTheme(page, 'dialog-history');
    await closeDialog('History');

    await page.getByRole('button', { name: 'Request review' }).click();
    const request = page.getByRole('dialog', { name: 'Request review' });
    // Reviewers are loaded from the server: the colleague the brief is shared with, or the hint to share.
    await request
      .getByText(COLLEAGUE.email)
      .or(request.getByText('Share this brief first', { exact: false }))
      .first()
      .waitFor();
    await everyTheme(page, 'dialog-request-review');
    await closeDialog('Request review');
  });

  it('the account dialogs', async () => {
    await page.goto(`${env.appUrl}/`);
    await dashboardReady(page);
    await openAccountMenu();
    await page.getByRole('menuitem', { name: 'Profile' }).click();
    await page.getByRole('dialog', { name: 'Profile' }).waitFor();
    await everyTheme(page, 'dialog-profile');
    await closeDialog('Profile');
    await openAccountMenu();
    await page.getByRole('menuitem', { name: 'Change password' }).click();
    await page.getByRole('dialog', { name: 'Change password' }).waitFor();
    await everyTheme(page, 'dialog-change-password');
    await closeDialog('Change password');
  });

  it('the team page', async () => {
    await openAccountMenu();
    await page.getByRole('menuitem', { name: 'Team' }).click();
    await page.getByRole('table', { name: 'Members' }).getByRole('row', { name: COLLEAGUE.email }).waitFor();
    await everyTheme(page, 'team');
  });

  it('the 404 page, and offline: the dashboard and a brief not on this device', async () => {
    await page.goto(`${env.appUrl}/no/such/page`);
    await page.getByText('Oops! Page not found').waitFor();
    await everyTheme(page, 'not-found');

    await page.goto(`${env.appUrl}/`);
    await dashboardReady(page);
    await context.setOffline(true);
    await page.getByRole('button', { name: /^Sync status: Offline/ }).waitFor();
    await everyTheme(page, 'dashboard-offline');
    // Followed inside the app (a link from elsewhere): the page itself is already loaded.
    await page.evaluate((id) => {
      window.history.pushState({}, '', `/brief/${id}`);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, randomUUID());
    await page
      .getByText(/not on this device|isn.t on this device/i)
      .first()
      .waitFor();
    await everyTheme(page, 'not-on-device');
    await context.setOffline(false);
  });
  it('the error screen, when a screen cannot load', async () => {
    // Its own context without the service worker, so that the screen's code can be refused on the wire.
    const fresh = await env.browser.newContext({
      viewport: { width: 1280, height: 800 },
      serviceWorkers: 'block',
    });
    const broken = await newPage(fresh);
    await signIn(broken, env.appUrl, ADMIN.email, ADMIN.password);
    // Only the 404 screen's code: refusing every chunk also refused the ones the dashboard fetches after
    // its first draw, and under load its own error screen could answer the wait for "Reload" below
    // while the 404 screen was still loading.
    await broken.route(/\/assets\/not-found-page-[\w-]+\.js$/, (route) => route.abort());
    await broken.evaluate(() => {
      window.history.pushState({}, '', '/no/such/page'); // the 404 screen's code was never loaded
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await broken.getByRole('button', { name: 'Reload' }).waitFor();
    await everyTheme(broken, 'error-screen');
    await fresh.close();
  });
});

describe('the choice in the account menu', () => {
  it('wins over the device, is remembered, and is applied before any app code runs', async () => {
    await page.goto(`${env.appUrl}/`);
    await dashboardReady(page);
    await deviceScheme(page, 'light');
    await openAccountMenu();
    const theme = page.getByRole('group', { name: 'Theme' });
    await expect(
      theme.getByRole('menuitemradio', { name: 'System' }).getAttribute('aria-checked'),
    ).resolves.toBe('true');
    await theme.getByRole('menuitemradio', { name: 'Dark' }).click();
    await expect.poll(() => shownTheme(page)).toBe('dark');
    await expect(
      theme.getByRole('menuitemradio', { name: 'Dark' }).getAttribute('aria-checked'),
    ).resolves.toBe('true');
    expect(await lightness('body')).toBeLessThan(40); // the dark canvas

    // A reload with the app's own code refused: only theme-boot.js runs, and the page is already dark.
    await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
    await page.reload();
    expect(await shownTheme(page)).toBe('dark');
    expect(await lightness('body')).toBeLessThan(40);
    expect(
      await page.evaluate(() => document.querySelector('meta[name="theme-color"]')?.getAttribute('content')),
    ).toBe('#0f172a');
    await page.unroute(/\/assets\/.*\.js$/);

    // A dark device, Light chosen: light. System again: the device's dark.
    await page.reload();
    await dashboardReady(page);
    await page.emulateMedia({ colorScheme: 'dark' });
    await openAccountMenu();
    await page.getByRole('menuitemradio', { name: 'Light' }).click();
    await expect.poll(() => shownTheme(page)).toBe('light');
    expect(await lightness('body')).toBeGreaterThan(240); // the light canvas
    await page.getByRole('menuitemradio', { name: 'System' }).click();
    await expect.poll(() => shownTheme(page)).toBe('dark');
    await page.keyboard.press('Escape');
  });

  it('prints light while Dark is chosen', async () => {
    await openAccountMenu();
    await page.getByRole('menuitemradio', { name: 'Dark' }).click();
    await page.keyboard.press('Escape');
    await page.goto(`${env.appUrl}/brief/${briefId}/view`);
    await page.getByRole('heading', { name: TITLE }).first().waitFor();
    expect(await shownTheme(page)).toBe('dark');
    expect(await lightness('.view-section')).toBeLessThan(40);
    expect(await lightness('h1', 'color')).toBeGreaterThan(200);
    await page.emulateMedia({ media: 'print', colorScheme: 'dark' });
    expect(await lightness('body')).toBe(255);
    expect(await lightness('h1', 'color')).toBeLessThan(60); // dark text on white paper
    expect(await lightness('.view-section')).toBeGreaterThan(240);
    await page.emulateMedia({ media: 'screen', colorScheme: 'light' });
  });
});
