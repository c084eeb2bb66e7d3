// The view's toolbar fits: at 1280 px every action stays on one row beside the title; at 390 px the
// brief's title comes first and the secondary actions (Duplicate, Save as template, History, Request
// review, Share with client, Download Markdown, Copy as Markdown) fold into a "More actions" menu that works from the
// keyboard. Positions are read from the real layout (bounding boxes); each state is audited with axe.
// A long title, cut to one line, shows in full while the keyboard focus is on its card or in the editor
// header (a pointer press moves nothing: the buttons stay under it).
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember } from '../support/stack.ts';
import { newPage, signIn, toast } from './support/app.ts';
import { expectAccessible, screenshotFailures, screenshots, WIDTHS } from './support/checks.ts';
import { startEnvironment, type E2EEnvironment } from './support/environment.ts';

const MEMBER = { email: 'vera@studio.test', password: 'vera-password-1' };
const TITLE = 'Harbour Festival Identity and Wayfinding 2027';
const SECONDARY = [
  'Duplicate',
  'Save as template',
  'History',
  'Request review',
  'Share with client',
  'Download Markdown',
  'Copy as Markdown',
];

let env: E2EEnvironment;
let context: BrowserContext;
let page: Page;
let viewUrl = '';

screenshotFailures(() => [page]);

beforeAll(async () => {
  env = await startEnvironment();
  await createMember(env.stack, { ...MEMBER, role: 'user' });
  context = await env.browser.newContext({
    viewport: { width: WIDTHS.desktop, height: 800 },
    acceptDownloads: true,
    permissions: ['clipboard-read', 'clipboard-write'],
  });
  page = await newPage(context);
  await signIn(page, env.appUrl, MEMBER.email, MEMBER.password);
  await page.getByRole('button', { name: 'Create Brief' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Create New Brief' });
  await dialog.getByLabel('Brief Title').fill(TITLE);
  await dialog.getByLabel('Company').fill('Port Authority');
  await dialog.getByRole('button', { name: 'Create Brief' }).click();
  await page.waitForURL(/\/brief\/[0-9a-f-]{36}$/);
  viewUrl = `${page.url()}/view`;
});

afterAll(async () => {
  await env?.close();
});

const header = () => page.getByRole('banner');
const button = (name: string) => header().getByRole('button', { name, exact: true });
const box = async (locator: Locator) => {
  const found = await locator.boundingBox();
  expect(found, `${String(locator)} is laid out`).not.toBeNull();
  return found!;
};

/** True when every box overlaps every other vertically: they sit on one row. */
async function oneRow(locators: Locator[]): Promise<boolean> {
  const boxes = await Promise.all(locators.map(box));
  return Math.max(...boxes.map((b) => b.y)) < Math.min(...boxes.map((b) => b.y + b.height));
}

async function openView(width: number, height: number): Promise<void> {
  await page.setViewportSize({ width, height });
  await page.goto(viewUrl);
  await page.getByRole('heading', { level: 1, name: TITLE }).waitFor();
  // Request review shows once the brief's card says the member may edit it.
  await header().getByRole('link', { name: 'Edit' }).waitFor();
}

describe("the view's toolbar", () => {
  it('keeps every action on one row beside the title at 1280 px', async () => {
    await openView(WIDTHS.desktop, 800);
    await button('Request review').waitFor();
    const actions = [
      header().getByRole('link', { name: 'Back to Dashboard' }),
      ...SECONDARY.map(button),
      header().getByRole('link', { name: 'Edit' }),
      button('Export PDF'),
    ];
    for (const action of actions) expect(await action.isVisible(), String(action)).toBe(true);
    expect(await button('More actions').isVisible()).toBe(false);
    const title = header().getByText(TITLE);
    expect(await oneRow([...actions, title])).toBe(true);
    for (const action of actions) {
      const { x, width } = await box(action);
      expect(x).toBeGreaterThanOrEqual(0);
      expect(x + width).toBeLessThanOrEqual(WIDTHS.desktop);
    }
    // The title keeps room to be read.
    expect((await box(title)).width).toBeGreaterThan(150);
    await screenshots(page, 'view-toolbar-1280', { fullPage: false });
    await expectAccessible(page, 'view toolbar at 1280 px');
  });

  it('puts the title first at 390 px and the secondary actions in "More actions"', async () => {
    await openView(WIDTHS.phone, 844);
    const more = button('More actions');
    await more.waitFor();
    for (const name of SECONDARY) expect(await button(name).isVisible(), name).toBe(false);
    const row = [
      header().getByRole('link', { name: 'Back to Dashboard' }),
      header().getByRole('link', { name: 'Edit' }),
      button('Export PDF'),
      more,
    ];
    expect(await oneRow(row)).toBe(true);
    const title = await box(header().getByText(TITLE));
    for (const control of row) {
      const { x, y, width } = await box(control);
      expect(y).toBeGreaterThanOrEqual(title.y + title.height);
      expect(x).toBeGreaterThanOrEqual(0);
      expect(x + width).toBeLessThanOrEqual(WIDTHS.phone);
    }
    await expectAccessible(page, 'view toolbar at 390 px');
  });

  it('opens "More actions" from the keyboard, lists the secondary actions in order and runs them', async () => {
    const more = button('More actions');
    await more.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu', { name: 'More actions' });
    await menu.waitFor();
    expect(await menu.getByRole('menuitem').allTextContents()).toEqual(SECONDARY);
    await screenshots(page, 'view-more-actions-390', { fullPage: false });
    await expectAccessible(page, '"More actions" open at 390 px');

    // Arrow to History and choose it with Enter: its dialog opens; Escape closes it.
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    const history = menu.getByRole('menuitem', { name: 'History' });
    expect(await history.evaluate((item) => item === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    await page.getByRole('dialog', { name: 'History' }).waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('dialog', { name: 'History' }).waitFor({ state: 'detached' });

    // Escape closes the menu without choosing; a pointer works too.
    await more.click();
    await menu.waitFor();
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'detached' });
    await more.click();
    await menu.getByRole('menuitem', { name: 'Copy as Markdown' }).click();
    await toast(page, 'Copied as Markdown').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(new RegExp(`^# ${TITLE}`));
  });

  it('shows a long title in full while the keyboard focus is on its card or in the editor header', async () => {
    await page.setViewportSize({ width: WIDTHS.phone, height: 844 });
    await page.goto(env.appUrl);
    const card = page.getByRole('article', { name: TITLE, exact: true });
    const heading = card.getByRole('heading', { name: TITLE });
    const cut = (locator: Locator) =>
      locator.evaluate((element) => element.scrollWidth > element.clientWidth);
    await heading.waitFor();
    // The five stat cards (Review included) leave the first brief in view on a phone.
    const stats = page.getByRole('region', { name: 'Brief statistics' }).getByRole('button');
    expect(await stats.count()).toBe(5);
    const first = await box(card);
    expect(first.y + first.height).toBeLessThanOrEqual(844);
    expect(await heading.getAttribute('title')).toBe(TITLE);
    expect(await cut(heading)).toBe(true);
    await card.getByRole('link', { name: `View ${TITLE}` }).focus();
    expect(await cut(heading)).toBe(false);

    await page.goto(viewUrl.replace(/\/view$/, ''));
    const title = page.getByRole('heading', { level: 1, name: TITLE });
    await title.waitFor();
    expect(await title.getAttribute('title')).toBe(TITLE);
    expect(await cut(title)).toBe(true);
    await header().getByRole('link', { name: 'Back to Dashboard' }).focus();
    expect(await cut(title)).toBe(false);
    await expectAccessible(page, 'editor header with its whole title at 390 px');
  });
});
