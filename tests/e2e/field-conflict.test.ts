// A lost same-field race, shown at the field, in Chromium with two browser profiles against the local stack: Priya and Maya change
// Color Preferences of the same brief, Maya's save reaching the server first. Priya is offline while she
// saves, the deterministic form of "Maya's change had not reached her yet". When Priya's change arrives
// second, her editor shows the conflict at the field — "Maya changed this at HH:MM", both values —
// and Keep mine puts her text back and sends it to the server.
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember, signedInClient, type Member } from '../support/stack.ts';
import { newPage, signIn, toast, waitForSynced } from './support/app.ts';
import { expectAccessible, screenshotFailures, screenshots } from './support/checks.ts';
import { startEnvironment, type E2EEnvironment } from './support/environment.ts';

let env: E2EEnvironment;
let maya: Member;
let priya: Member;
let priyaContext: BrowserContext;
let mayaPage: Page;
let priyaPage: Page;
let briefId = '';

async function named(member: Member, fullName: string): Promise<void> {
  const client = await signedInClient(env.stack, member.email, member.password);
  const { error } = await client.from('profiles').update({ full_name: fullName }).eq('id', member.id);
  if (error) throw new Error(error.message);
  await client.auth.signOut();
}

async function sharedBrief(): Promise<string> {
  const client = await signedInClient(env.stack, maya.email, maya.password);
  const { data, error } = await client
    .from('briefs')
    .insert({ title: 'Raced Palette', company: 'Acme', color_preferences: 'Blue', user_id: maya.id })
    .select('id')
    .single();
  if (error) throw new Error(error.message);
  const id = (data as { id: string }).id;
  const shared = await client.from('brief_shares').insert({
    brief_id: id,
    shared_with_user_id: priya.id,
    shared_by_user_id: maya.id,
    permission: 'write',
  });
  if (shared.error) throw new Error(shared.error.message);
  await client.auth.signOut();
  return id;
}

async function openEditor(page: Page): Promise<void> {
  await page.goto(`${env.appUrl}/brief/${briefId}`);
  await page.getByRole('heading', { name: 'Project Overview' }).waitFor();
}

async function saveColour(page: Page, value: string): Promise<void> {
  await page.getByLabel('Color Preferences', { exact: true }).fill(value);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await toast(page, 'Brief saved').waitFor();
}

async function serverColour(): Promise<string> {
  const result = await env.stack.db.query<{ color_preferences: string }>(
    'select color_preferences from public.briefs where id = $1',
    [briefId],
  );
  return result.rows[0]!.color_preferences;
}

beforeAll(async () => {
  env = await startEnvironment();
  const stamp = Date.now();
  maya = await createMember(env.stack, { email: `maya-race-${stamp}@example.com` });
  priya = await createMember(env.stack, { email: `priya-race-${stamp}@example.com` });
  await named(maya, 'Maya');
  await named(priya, 'Priya');
  briefId = await sharedBrief();
  const mayaContext = await env.browser.newContext();
  priyaContext = await env.browser.newContext();
  mayaPage = await newPage(mayaContext);
  priyaPage = await newPage(priyaContext);
}, 600_000);

afterAll(async () => {
  await env?.close();
});

screenshotFailures(() => [mayaPage, priyaPage]);

describe('a lost same-field race', { timeout: 120_000 }, () => {
  it("shows Priya the conflict at the field, with Maya's name and time and both values", async () => {
    for (const [page, member] of [
      [mayaPage, maya],
      [priyaPage, priya],
    ] as const) {
      await signIn(page, env.appUrl, member.email, member.password);
      await waitForSynced(page, 60_000);
      await openEditor(page);
    }

    await priyaContext.setOffline(true);
    await saveColour(priyaPage, 'Teal and sand');
    await saveColour(mayaPage, 'Warm red');
    await expect.poll(serverColour, { timeout: 15_000 }).toBe('Warm red');
    await priyaContext.setOffline(false);

    const conflict = priyaPage.getByRole('region', { name: 'Conflict: Color Preferences' });
    await conflict.waitFor({ timeout: 30_000 });
    const said = await conflict.getByText(/^Maya changed this at \d\d:\d\d$/).textContent();
    // The time is Maya's save, on Priya's clock.
    const expected = await priyaPage.evaluate(() => {
      const now = new Date();
      return [0, -1].map((shift) => {
        const at = new Date(now.getTime() + shift * 60_000);
        return `${String(at.getHours()).padStart(2, '0')}:${String(at.getMinutes()).padStart(2, '0')}`;
      });
    });
    expect(expected.map((time) => `Maya changed this at ${time}`)).toContain(said);
    await conflict.getByText('Teal and sand').waitFor();
    await conflict.getByText('Warm red').waitFor();
    await conflict
      .getByText("Maya's version is in the field now; yours is kept here until you choose.")
      .waitFor();
    expect(await priyaPage.getByLabel('Color Preferences', { exact: true }).inputValue()).toBe('Warm red');
    await priyaPage
      .getByRole('region', { name: 'Changed by someone else too' })
      .getByText('1 field changed by Maya — review below')
      .waitFor();
    await screenshots(priyaPage, 'field-conflict', { fullPage: false });
    await expectAccessible(priyaPage, 'field conflict');
  });

  it('Keep mine puts her text back in the field and on the server; Maya sees it', async () => {
    await priyaPage.getByRole('banner').getByRole('button', { name: 'Sync conflict' }).first().click();
    const conflict = priyaPage.getByRole('region', { name: 'Conflict: Color Preferences' });
    await expect.poll(() => conflict.evaluate((el) => el === document.activeElement)).toBe(true);
    await conflict.getByRole('button', { name: 'Keep mine' }).click();
    await conflict.waitFor({ state: 'detached' });
    // The conflict and the field are two live reads of one write: either may be drawn first.
    await expect
      .poll(() => priyaPage.getByLabel('Color Preferences', { exact: true }).inputValue(), { timeout: 5_000 })
      .toBe('Teal and sand');
    await expect.poll(serverColour, { timeout: 15_000 }).toBe('Teal and sand');
    await expect
      .poll(() => mayaPage.getByLabel('Color Preferences', { exact: true }).inputValue(), { timeout: 15_000 })
      .toBe('Teal and sand');
  });
});
