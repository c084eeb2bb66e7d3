// A client review link end to end in Chromium against the local stack: Maya makes a "Can comment and
// approve" link in the brief's view; a fresh browser with no account (a phone) opens it, comments on
// Target Audience with a name and approves; Maya's open view shows the comment without a reload, her
// history the approval, and her inbox the e-mail; after "Revoke" the client's open page stops working
// within 60 s (its own re-check, nothing triggered); an expired link shows nothing of the brief.
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember, signedInClient, type Member } from '../support/stack.ts';
import { newPage, signIn, waitForSynced } from './support/app.ts';
import { expectAccessible, screenshotFailures } from './support/checks.ts';
import { startEnvironment, type E2EEnvironment } from './support/environment.ts';
import { linkIn, waitForMail } from './support/inbox.ts';
import { pdfPages } from './support/pdf-text.ts';

let env: E2EEnvironment;
let maya: Member;
let mayaContext: BrowserContext;
let clientContext: BrowserContext;
let mayaPage: Page;
let clientPage: Page;
let briefId = '';
let clientUrl = '';

screenshotFailures(() => [mayaPage, clientPage]);

const live = { timeout: 10_000 };

async function openShareWithClient(page: Page) {
  await page.getByRole('button', { name: 'Share with client' }).click();
  const dialog = page.getByRole('dialog', { name: 'Share with client' });
  await dialog.waitFor();
  return dialog;
}

beforeAll(async () => {
  env = await startEnvironment();
  maya = await createMember(env.stack, { email: `maya-client-${Date.now()}@studio.test` });
  const client = await signedInClient(env.stack, maya.email, maya.password);
  const { data, error } = await client
    .from('briefs')
    .insert({
      title: 'Harbour Festival',
      company: 'Port Authority',
      description: 'A weekend festival on the harbour front for the whole region.',
      primary_audience: 'Families within an hour of the harbour',
      user_id: maya.id,
    })
    .select('id')
    .single();
  if (error) throw new Error(error.message);
  briefId = (data as { id: string }).id;
  await client.auth.signOut();
  await env.stack.db.query('update public.profiles set full_name = $1 where id = $2', [
    'Maya Patel',
    maya.id,
  ]);
  // Wide enough for the view's header to show every action on its row.
  mayaContext = await env.browser.newContext({ viewport: { width: 1440, height: 900 } });
  mayaPage = await newPage(mayaContext);
  await signIn(mayaPage, env.appUrl, maya.email, maya.password);
  await waitForSynced(mayaPage, 30_000);
  // The client: a browser that never signed in, on a phone.
  clientContext = await env.browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true });
  clientPage = await newPage(clientContext);
}, 600_000);

afterAll(async () => {
  await env?.close();
});

describe('a client review link', { timeout: 180_000 }, () => {
  it('is made in the view with "Can comment and approve" and shown with "Copy client link"', async () => {
    await mayaPage.goto(`${env.appUrl}/brief/${briefId}/view`);
    await mayaPage.getByRole('heading', { name: 'Target Audience' }).waitFor();
    const dialog = await openShareWithClient(mayaPage);
    // The radio's label is what a person presses (the input itself is visually hidden).
    await dialog.getByText('Can comment and approve', { exact: true }).click();
    expect(await dialog.getByRole('radio', { name: 'Can comment and approve' }).isChecked()).toBe(true);
    await dialog.getByRole('button', { name: 'Create link' }).click();
    const field = dialog.getByRole('textbox', { name: 'Client link' });
    await field.waitFor();
    clientUrl = await field.inputValue();
    expect(clientUrl).toMatch(new RegExp(`^${env.appUrl}/c/[0-9a-f]{32}$`));
    await dialog.getByRole('button', { name: 'Copy client link' }).waitFor();
    await expectAccessible(mayaPage, 'Share with client');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'hidden' });
  });

  it('opens with no account on a phone: the brief on the first screen, comments and the approval', async () => {
    // The page's calls to the function as the browser sends them, CORS preflights included.
    const sent: string[] = [];
    const cdp = await clientContext.newCDPSession(clientPage);
    await cdp.send('Network.enable');
    cdp.on('Network.requestWillBeSent', ({ request, type }) => {
      if (request.url.endsWith('/functions/v1/client-review'))
        sent.push(type === 'Preflight' || request.method === 'OPTIONS' ? 'preflight' : request.method);
    });
    await clientPage.goto(clientUrl);
    const title = clientPage.getByRole('heading', { level: 1, name: 'Harbour Festival' });
    await title.waitFor();
    await clientPage.getByText('Briefsmith · Sent by Maya Patel').waitFor();
    await clientPage.getByText(/^This link works until \d{1,2} \w+ \d{4}\.$/).waitFor();
    // One screen of brief before any scrolling: the title and the first section's heading are in view.
    const overview = clientPage.getByRole('heading', { name: 'Project Overview' });
    const box = await overview.boundingBox();
    expect(box && box.y + box.height).toBeLessThanOrEqual(844);
    expect(await clientPage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await clientPage.getByRole('button', { name: 'Export PDF' }).waitFor();
    await expectAccessible(clientPage, "the client's page");
    // Nothing of a member's: no session, no local database.
    expect(await clientPage.evaluate(() => Object.keys(localStorage))).toEqual([]);

    await clientPage
      .getByRole('region', { name: 'Target Audience' })
      .getByRole('button', { name: 'Comments' })
      .click();
    const panel = clientPage.getByRole('dialog', { name: /Comments · Target Audience/ });
    await panel.getByRole('textbox', { name: 'Your name' }).fill('Ann Client');
    await panel.getByRole('textbox', { name: 'Your e-mail' }).fill('ann@client.test');
    await panel.getByRole('textbox', { name: 'Add comment' }).fill('Could we add retirees too?');
    await panel.getByRole('button', { name: 'Add comment' }).click();
    await panel.getByRole('article', { name: 'Comments: Ann Client' }).waitFor();
    await expectAccessible(clientPage, "the client's comments");
    await clientPage.keyboard.press('Escape');

    const decision = clientPage.getByRole('region', { name: 'Your decision' });
    await decision.getByText('Commenting as Ann Client').waitFor();
    await decision.getByRole('textbox', { name: 'Note (optional)' }).fill('Lovely, go ahead');
    const before = new Date(Date.now() - 1000);
    await decision.getByRole('button', { name: 'Approve' }).click();
    await decision.getByText(/Approved by Ann Client \(client\)/).waitFor();

    // "Export PDF" prints as the view does: the brief with the footer and page numbers, nothing of the page's own.
    await clientPage.emulateMedia({ media: 'print' });
    const pages = await pdfPages(await clientPage.pdf({ preferCSSPageSize: true, printBackground: true }));
    await clientPage.emulateMedia({ media: 'screen' });
    const printed = pages.join('\n');
    expect(printed).toContain('Harbour Festival');
    expect(printed).toContain('Families within an hour of the harbour');
    expect(printed).toContain('Generated by Briefsmith Creative Brief Generator');
    expect(printed).toContain(`Page 1 of ${pages.length}`);
    for (const own of ['Sent by', 'Export PDF', 'Approve', 'Comments', 'Your decision'])
      expect(printed).not.toContain(own);

    const mail = await waitForMail(env, {
      to: maya.email,
      subject: /Approved by your client/,
      after: before,
    });
    expect(mail.text).toContain('Ann Client');
    expect(linkIn(mail, env.appUrl)).toContain(`/brief/${briefId}/view`);
    // No preflight before any call: on a phone each is a round trip before the brief (or the answer).
    expect(sent.length).toBeGreaterThanOrEqual(3);
    expect(sent).not.toContain('preflight');
    await cdp.detach();
    // Seconds after the page loaded, nothing of the member app was installed on the client's phone.
    expect(
      await clientPage.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length),
    ).toBe(0);
  });

  it("reaches Maya's open view live, marked Client, and her history as the client's approval", async () => {
    const comments = mayaPage.locator('#comments-audience').getByRole('button', { name: 'Comments, 1 open' });
    await comments.waitFor(live);
    await comments.click();
    const panel = mayaPage.getByRole('dialog', { name: /Comments/ });
    await panel.waitFor();
    const thread = panel.getByRole('article', { name: 'Comments: Ann Client' });
    await thread.getByText('Could we add retirees too?').waitFor();
    await thread.getByText('Client', { exact: true }).waitFor();
    await panel.getByRole('button', { name: 'Close' }).click();
    await panel.waitFor({ state: 'hidden' });

    await mayaPage.getByRole('button', { name: 'History' }).click();
    const history = mayaPage.getByRole('dialog', { name: 'History' });
    await history.getByRole('button', { name: /Approved by Ann Client \(client\)/ }).waitFor(live);
    await history.getByRole('button', { name: 'Close' }).click();
    await history.waitFor({ state: 'hidden' });
  });

  it('stops the client\'s open page within 60 s of "Revoke"', async () => {
    const dialog = await openShareWithClient(mayaPage);
    const links = dialog.getByRole('list', { name: 'Client links' });
    await links.getByText('Last opened', { exact: false }).waitFor(live);
    await links.getByRole('button', { name: /Revoke/ }).click();
    await links.getByText(/Revoked/).waitFor(live);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'hidden' });

    await clientPage.getByRole('heading', { name: 'This link no longer works' }).waitFor({ timeout: 60_000 });
    expect(await clientPage.getByText('Harbour Festival').count()).toBe(0);
  });

  it('shows nothing of the brief through an expired link', async () => {
    const dialog = await openShareWithClient(mayaPage);
    // Shown once: the link made earlier is not shown again.
    expect(await dialog.getByRole('textbox', { name: 'Client link' }).count()).toBe(0);
    await dialog.getByRole('button', { name: 'Create link' }).click();
    const url = await dialog.getByRole('textbox', { name: 'Client link' }).inputValue();
    expect(url).not.toBe(clientUrl);
    await env.stack.db.query(
      `update public.client_links set expires_at = now() - interval '1 minute'
        where brief_id = $1 and revoked_at is null`,
      [briefId],
    );
    const page = await newPage(clientContext);
    await page.goto(url);
    await page.getByRole('heading', { name: 'This link has expired' }).waitFor();
    expect(await page.getByText('Harbour Festival').count()).toBe(0);
    await expectAccessible(page, 'an expired client link');
  });
});
