// History and review in Chromium: two members edit a brief and its history shows both, with the right fields and
// differences; restoring an older budget syncs to the other member; a review is requested, the e-mail
// arrives, the reviewer requests changes and then approves, and the owner's card shows it.
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember, signedInClient, type Member } from '../support/stack.ts';
import { briefCard, dashboardReady, newPage, signIn, toast, waitForSynced } from './support/app.ts';
import { expectAccessible, screenshotFailures, screenshots } from './support/checks.ts';
import { startEnvironment, type E2EEnvironment } from './support/environment.ts';
import { linkIn, waitForMail } from './support/inbox.ts';

const TITLE = 'Harbour Festival';

let env: E2EEnvironment;
let maya: Member;
let colin: Member;
let mayaContext: BrowserContext;
let colinContext: BrowserContext;
let mayaPage: Page;
let colinPage: Page;
let briefId = '';

screenshotFailures(() => [mayaPage, colinPage]);

async function openEditor(page: Page): Promise<void> {
  await page.goto(`${env.appUrl}/brief/${briefId}`);
  await page.getByRole('heading', { name: 'Project Overview' }).waitFor();
}

async function saveAndSync(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await toast(page, 'Brief saved').waitFor();
  await page.getByRole('link', { name: 'Back to Dashboard' }).click();
  await dashboardReady(page);
  await waitForSynced(page, 30_000);
}

async function openHistory(page: Page) {
  await page.goto(`${env.appUrl}/brief/${briefId}/view`);
  await page.getByRole('button', { name: 'History', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'History' });
  await dialog.getByRole('list', { name: 'Versions' }).waitFor();
  return dialog;
}

beforeAll(async () => {
  env = await startEnvironment();
  maya = await createMember(env.stack, { email: 'maya@studio.test', password: 'maya-password-1' });
  colin = await createMember(env.stack, { email: 'colin@studio.test', password: 'colin-password-1' });
  const client = await signedInClient(env.stack, maya.email, maya.password);
  const { data, error } = await client
    .from('briefs')
    .insert({ title: TITLE, company: 'Port Authority', budget: '€10,000', user_id: maya.id })
    .select('id')
    .single();
  if (error) throw new Error(error.message);
  briefId = (data as { id: string }).id;
  const shared = await client.from('brief_shares').insert({
    brief_id: briefId,
    shared_with_user_id: colin.id,
    shared_by_user_id: maya.id,
    permission: 'write',
  });
  if (shared.error) throw new Error(shared.error.message);
  mayaContext = await env.browser.newContext({ viewport: { width: 1280, height: 800 } });
  colinContext = await env.browser.newContext({ viewport: { width: 1280, height: 800 } });
  mayaPage = await newPage(mayaContext);
  colinPage = await newPage(colinContext);
  await signIn(mayaPage, env.appUrl, maya.email, maya.password);
  await signIn(colinPage, env.appUrl, colin.email, colin.password);
});

afterAll(async () => {
  await env?.close();
});

describe('history', () => {
  it('shows both members’ versions with the fields they changed and what changed', async () => {
    await openEditor(mayaPage);
    await mayaPage.getByLabel('Budget', { exact: true }).fill('€20,000');
    await saveAndSync(mayaPage);

    await openEditor(colinPage);
    await expect
      .poll(() => colinPage.getByLabel('Budget', { exact: true }).inputValue(), { timeout: 30_000 })
      .toBe('€20,000');
    await colinPage.getByLabel('Timeline', { exact: true }).fill('Six weeks from the brief');
    await saveAndSync(colinPage);

    const dialog = await openHistory(mayaPage);
    const versions = dialog.getByRole('list', { name: 'Versions' }).getByRole('button');
    await expect.poll(() => versions.count(), { timeout: 15_000 }).toBe(3);
    await expect(versions.nth(0).textContent()).resolves.toMatch(/colin@studio\.test.*Timeline$/);
    await expect(versions.nth(1).textContent()).resolves.toMatch(/maya@studio\.test.*Budget$/);
    await expect(versions.nth(2).textContent()).resolves.toMatch(/Created the brief/);

    await versions.nth(1).click();
    const budgetChange = dialog.getByRole('region', { name: 'Version 2' });
    await expect(budgetChange.locator('del').first().textContent()).resolves.toBe('€10,000');
    await expect(budgetChange.locator('ins').first().textContent()).resolves.toBe('€20,000');
    await versions.nth(0).click();
    const timelineChange = dialog.getByRole('region', { name: 'Version 3' });
    await expect(timelineChange.locator('ins').first().textContent()).resolves.toBe(
      'Six weeks from the brief',
    );
    await screenshots(mayaPage, 'history-dialog', { fullPage: false });
    await expectAccessible(mayaPage, 'history dialog');
  });

  it('restores the older budget as an ordinary save that reaches the other member', async () => {
    const dialog = mayaPage.getByRole('dialog', { name: 'History' });
    const versions = dialog.getByRole('list', { name: 'Versions' }).getByRole('button');
    await versions.nth(2).click();
    await dialog.getByRole('button', { name: 'Restore Budget' }).click();
    await toast(mayaPage, 'Version restored').waitFor();
    // The restore is itself a version.
    await expect.poll(() => versions.count(), { timeout: 20_000 }).toBe(4);
    await mayaPage.keyboard.press('Escape');

    await openEditor(colinPage);
    await expect
      .poll(() => colinPage.getByLabel('Budget', { exact: true }).inputValue(), { timeout: 30_000 })
      .toBe('€10,000');
    await expect(colinPage.getByLabel('Timeline', { exact: true }).inputValue()).resolves.toBe(
      'Six weeks from the brief',
    );
  });
});

describe('review and sign-off', () => {
  it('requests a review; the reviewer gets the e-mail, requests changes, then approves; the card shows it', async () => {
    const requestedAt = new Date();
    await mayaPage.goto(`${env.appUrl}/brief/${briefId}/view`);
    await mayaPage.getByRole('button', { name: 'Request review' }).click();
    const request = mayaPage.getByRole('dialog', { name: 'Request review' });
    // The checkbox's input is visually hidden: a person clicks its label.
    await request.getByText('colin@studio.test').click();
    await expect(request.getByRole('checkbox', { name: /colin@studio\.test/ }).isChecked()).resolves.toBe(
      true,
    );
    await request.getByLabel('Note (optional)').fill('Please check the budget.');
    await screenshots(mayaPage, 'dialog-request-review', { fullPage: false });
    await expectAccessible(mayaPage, 'request review dialog');
    await request.getByRole('button', { name: 'Send request' }).click();
    await toast(mayaPage, 'Review requested').waitFor();

    const mail = await waitForMail(env, { to: colin.email, subject: /Review requested/, after: requestedAt });
    expect(mail.text).toContain('Please check the budget.');
    await colinPage.goto(`${env.appUrl}/`);
    await dashboardReady(colinPage);
    const waiting = colinPage.getByRole('region', { name: 'Waiting for your review' });
    await waiting.getByRole('link', { name: TITLE }).waitFor({ timeout: 20_000 });

    await colinPage.goto(linkIn(mail, env.appUrl));
    const panel = colinPage.getByRole('region', { name: 'Review' });
    await panel.getByText(/Waiting for your review/).waitFor();
    await panel.getByLabel('Your note').fill('The budget is too low for the stage.');
    await panel.getByRole('button', { name: 'Request changes' }).click();
    await panel.getByText('Changes requested by colin@studio.test').waitFor();
    // Colin sees his decision and its time, not an empty note box; Maya is told by e-mail.
    await panel.getByText(/^You requested changes · \d{2}:\d{2}$/).waitFor();
    const decided = await waitForMail(env, {
      to: maya.email,
      subject: /Changes requested/,
      after: requestedAt,
    });
    expect(decided.text).toContain('The budget is too low for the stage.');

    // The server sent the brief back to In Progress; Maya's device brings it by the normal pull.
    await mayaPage.goto(`${env.appUrl}/`);
    await dashboardReady(mayaPage);
    const mayaCard = briefCard(mayaPage, TITLE);
    await mayaCard.getByText('Changes requested by colin@studio.test').waitFor({ timeout: 20_000 });
    await mayaCard.getByText('In Progress', { exact: true }).waitFor({ timeout: 20_000 });

    await panel.getByRole('button', { name: 'Change your decision' }).click();
    await panel.getByLabel('Your note').fill('Fine now.');
    await panel.getByRole('button', { name: 'Approve' }).click();
    await panel.getByText('Approved by colin@studio.test').waitFor();
    await waitForMail(env, { to: maya.email, subject: /Approved/, after: requestedAt });

    await mayaPage.reload();
    await dashboardReady(mayaPage);
    const card = briefCard(mayaPage, TITLE);
    await card.getByText('Approved by colin@studio.test').waitFor({ timeout: 20_000 });
    await card.getByText('In Progress', { exact: true }).waitFor({ timeout: 20_000 });
    await screenshots(mayaPage, 'dashboard-approved');

    // Every reviewer approved: the owner is offered to mark the brief Completed.
    await mayaPage.goto(`${env.appUrl}/brief/${briefId}/view`);
    await mayaPage.getByRole('button', { name: 'Mark as Completed' }).click();
    await toast(mayaPage, 'Brief completed').waitFor();
  });
});
