// Every action of the main flow works by keyboard alone — sign in, create a brief, edit
// and save it, preview it, come back and delete it — reaching each control with Tab only.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { createMember, type Member } from '../support/stack.ts';
import { atPath, briefCard, dashboardReady, newPage, toast } from './support/app.ts';
import { screenshotFailures } from './support/checks.ts';
import { startEnvironment, type E2EEnvironment } from './support/environment.ts';

let env: E2EEnvironment;
let member: Member;
let page: Page;

/** Presses Tab (or Shift+Tab) until the focused element's accessible name matches, as a keyboard user does. */
async function tabTo(
  target: Page,
  name: string | RegExp,
  { backwards = false, max = 80 } = {},
): Promise<void> {
  const matches = (label: string) => (typeof name === 'string' ? label === name : name.test(label));
  for (let i = 0; i < max; i++) {
    await target.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    const label = await target.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      if (!el) return '';
      const labelledBy = el.getAttribute('aria-labelledby');
      const byIds = labelledBy
        ?.split(' ')
        .map((id) => document.getElementById(id)?.textContent ?? '')
        .join(' ')
        .trim();
      const byLabel = (el as HTMLInputElement).labels?.[0]?.textContent?.trim();
      return el.getAttribute('aria-label') ?? (byLabel || byIds || el.textContent?.trim() || '');
    });
    if (matches(label)) return;
  }
  throw new Error(`Tab never reached ${String(name)}`);
}

screenshotFailures(() => [page]);

beforeAll(async () => {
  env = await startEnvironment();
  member = await createMember(env.stack, { email: 'kim@studio.test', password: 'kim-password-1' });
  const context = await env.browser.newContext({ viewport: { width: 1280, height: 800 } });
  page = await newPage(context);
});

afterAll(async () => {
  await env?.close();
});

describe('the main flow by keyboard alone', () => {
  it('signs in, creates, edits, saves, previews and deletes a brief without a pointer', async () => {
    await page.goto(`${env.appUrl}/auth`);
    await page.getByRole('heading', { name: 'Welcome' }).waitFor();
    await tabTo(page, 'Email');
    await page.keyboard.type(member.email);
    await tabTo(page, 'Password');
    await page.keyboard.type(member.password);
    await page.keyboard.press('Enter');
    await atPath(page, '/');
    await dashboardReady(page);

    await tabTo(page, 'Create Brief');
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Create New Brief' });
    await dialog.waitFor();
    await page.keyboard.type('Keyboard Brief'); // the title field has focus when the dialog opens
    await tabTo(page, 'Company');
    await page.keyboard.type('Tab & Enter Ltd');
    await page.keyboard.press('Enter');
    await atPath(page, /^\/brief\/[0-9a-f-]{36}$/);
    await page.getByRole('heading', { name: 'Project Overview' }).waitFor();

    await tabTo(page, 'Industry');
    await page.keyboard.type('Accessibility');
    await tabTo(page, 'Primary Goals');
    await page.keyboard.type('Work without a mouse');
    await page.keyboard.press('Enter');
    await page.getByText('Work without a mouse').first().waitFor();
    // Past every section's fields and its "Comments" button.
    await tabTo(page, 'Save Brief', { max: 160 });
    await page.keyboard.press('Enter');
    await toast(page, 'Brief saved').waitFor();

    await tabTo(page, 'Preview', { backwards: true, max: 200 });
    await page.keyboard.press('Enter');
    await atPath(page, /\/view$/);
    await page.getByRole('heading', { name: 'Keyboard Brief', level: 1 }).waitFor();
    await page.getByText('Work without a mouse').waitFor();

    await tabTo(page, 'Back to Dashboard');
    await page.keyboard.press('Enter');
    await dashboardReady(page);
    await tabTo(page, 'Delete Keyboard Brief');
    await page.keyboard.press('Enter');
    const confirm = page.getByRole('alertdialog');
    await confirm.getByText('Are you sure you want to delete this brief?').waitFor();
    await tabTo(page, 'Delete');
    await page.keyboard.press('Enter');
    await toast(page, 'Brief deleted').waitFor();
    await briefCard(page, 'Keyboard Brief').waitFor({ state: 'detached' });
  });
});
