// Comments in Chromium, two members on two profiles against the local stack: Maya comments on Target
// Audience mentioning Priya; Priya's open view shows it without a reload and her inbox has the e-mail;
// Priya replies; Maya resolves the thread; and a comment Maya writes offline reaches the server when the
// network is back.
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember, signedInClient, type Member } from '../support/stack.ts';
import { newPage, signIn, waitForSynced } from './support/app.ts';
import { expectAccessible, screenshotFailures } from './support/checks.ts';
import { startEnvironment, type E2EEnvironment } from './support/environment.ts';
import { linkIn, waitForMail } from './support/inbox.ts';

let env: E2EEnvironment;
let maya: Member;
let priya: Member;
let mayaContext: BrowserContext;
let priyaContext: BrowserContext;
let mayaPage: Page;
let priyaPage: Page;
let briefId = '';

screenshotFailures(() => [mayaPage, priyaPage]);

const live = { timeout: 10_000 };

async function openView(page: Page) {
  await page.goto(`${env.appUrl}/brief/${briefId}/view`);
  await page.getByRole('heading', { name: 'Target Audience' }).waitFor();
}

/** Target Audience's "Comments" button (its name carries the count of open threads). */
const audienceComments = (page: Page, open?: number): Locator =>
  page.locator('#comments-audience').getByRole('button', {
    name: open === undefined ? /^Comments/ : open === 0 ? 'Comments' : `Comments, ${open} open`,
    exact: true,
  });

async function openAudienceComments(page: Page, open?: number): Promise<Locator> {
  await audienceComments(page, open).click();
  const panel = page.getByRole('dialog', { name: /Comments/ });
  await panel.waitFor();
  return panel;
}

async function serverComments(): Promise<{ body: string; author_id: string; resolved_at: string | null }[]> {
  const { rows } = await env.stack.db.query<{ body: string; author_id: string; resolved_at: string | null }>(
    'select body, author_id, resolved_at from public.brief_comments where brief_id = $1 order by created_at',
    [briefId],
  );
  return rows;
}

beforeAll(async () => {
  env = await startEnvironment();
  const stamp = Date.now();
  maya = await createMember(env.stack, { email: `maya-comments-${stamp}@studio.test` });
  priya = await createMember(env.stack, { email: `priya-comments-${stamp}@studio.test` });
  const client = await signedInClient(env.stack, maya.email, maya.password);
  const { data, error } = await client
    .from('briefs')
    .insert({
      title: 'Harbour Festival',
      company: 'Port Authority',
      primary_audience: 'Families within an hour of the harbour',
      user_id: maya.id,
    })
    .select('id')
    .single();
  if (error) throw new Error(error.message);
  briefId = (data as { id: string }).id;
  const shared = await client.from('brief_shares').insert({
    brief_id: briefId,
    shared_with_user_id: priya.id,
    shared_by_user_id: maya.id,
    permission: 'read',
  });
  if (shared.error) throw new Error(shared.error.message);
  await client.auth.signOut();
  mayaContext = await env.browser.newContext({ viewport: { width: 1280, height: 800 } });
  priyaContext = await env.browser.newContext({ viewport: { width: 390, height: 844 } });
  mayaPage = await newPage(mayaContext);
  priyaPage = await newPage(priyaContext);
  await signIn(mayaPage, env.appUrl, maya.email, maya.password);
  await signIn(priyaPage, env.appUrl, priya.email, priya.password);
  await waitForSynced(mayaPage, 30_000);
  await waitForSynced(priyaPage, 30_000);
}, 600_000);

afterAll(async () => {
  await env?.close();
});

describe('comments on a section', { timeout: 120_000 }, () => {
  it("reaches Priya's open view live and her inbox when Maya mentions her", async () => {
    await openView(priyaPage);
    await openView(mayaPage);
    const panel = await openAudienceComments(mayaPage);
    const box = panel.getByRole('textbox', { name: 'Add comment' });
    await box.fill('Is this the right audience, ');
    await box.pressSequentially('@priya');
    const people = panel.getByRole('list', { name: 'People who can read this brief' });
    await people.getByRole('button', { name: /priya/i }).click();
    await box.pressSequentially(' ?');
    const before = new Date();
    await panel.getByRole('button', { name: 'Add comment' }).click();
    await panel.getByRole('article').filter({ hasText: 'Is this the right audience' }).waitFor();
    await expectAccessible(mayaPage, 'comments panel');

    // Priya's view was open all along: the count arrives without a reload.
    await audienceComments(priyaPage, 1).waitFor(live);
    const mail = await waitForMail(env, { to: priya.email, subject: /mentioned you/, after: before });
    expect(mail.text).toContain('Is this the right audience');
    expect(linkIn(mail, env.appUrl)).toContain(`/brief/${briefId}/view#comments-audience`);
    const [comment] = await serverComments();
    expect(comment).toMatchObject({ author_id: maya.id });
  });

  it('lets Priya (View Only) reply, and Maya resolve the thread', async () => {
    const priyaPanel = await openAudienceComments(priyaPage, 1);
    const thread = priyaPanel.getByRole('article').filter({ hasText: 'Is this the right audience' });
    await thread.getByRole('button', { name: 'Reply' }).click();
    await thread.getByRole('textbox', { name: 'Reply' }).fill('Yes, and their grandparents');
    await thread.getByRole('button', { name: 'Post reply' }).click();
    // The posted reply, not the reply box, which holds the same text until the reply is stored.
    await thread.getByRole('textbox', { name: 'Reply' }).waitFor({ state: 'detached' });
    await thread.getByText('Yes, and their grandparents').waitFor();
    // Her own reply she may edit; Maya's comment offers her neither "Edit" nor "Delete".
    await thread.getByRole('button', { name: 'Edit' }).waitFor();
    expect(await thread.getByRole('button', { name: 'Edit' }).count()).toBe(1);
    expect(await thread.getByRole('button', { name: 'Delete' }).count()).toBe(1);

    const mayaPanel = mayaPage.getByRole('dialog', { name: /Comments/ });
    const mayaThread = mayaPanel.getByRole('article').filter({ hasText: 'Is this the right audience' });
    await mayaThread.getByText('Yes, and their grandparents').waitFor(live);
    await mayaThread.getByRole('button', { name: 'Resolve' }).click();
    await mayaPanel.getByRole('button', { name: 'Show resolved' }).waitFor();
    await expect.poll(async () => (await serverComments())[0]?.resolved_at ?? null, live).not.toBeNull();
    await audienceComments(priyaPage, 0).waitFor(live);
  });

  it('keeps a comment Maya writes offline and sends it when the network is back', async () => {
    await mayaPage.keyboard.press('Escape');
    await mayaContext.setOffline(true);
    const panel = await openAudienceComments(mayaPage);
    await panel.getByRole('textbox', { name: 'Add comment' }).fill('Written on the train');
    await panel.getByRole('button', { name: 'Add comment' }).click();
    await panel.getByRole('article').filter({ hasText: 'Written on the train' }).waitFor();
    expect((await serverComments()).map((c) => c.body)).not.toContain('Written on the train');

    await mayaContext.setOffline(false);
    await expect
      .poll(async () => (await serverComments()).map((c) => c.body), { timeout: 30_000 })
      .toContain('Written on the train');
  });
});
