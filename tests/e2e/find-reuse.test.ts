// Find and reuse end to end in Chromium: find briefs (search, a stat card as a filter, sort; a reload keeps
// them), duplicate one, save a template and start a brief from it, and undo a delete after it reached
// the server (the server has the brief again).
import type { SupabaseClient } from '@supabase/supabase-js';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember, signedInClient } from '../support/stack.ts';
import { atPath, briefCard, newPage, signIn, toast, waitForSynced } from './support/app.ts';
import { expectAccessible, screenshotFailures, screenshots } from './support/checks.ts';
import { startEnvironment, type E2EEnvironment } from './support/environment.ts';

const MEMBER = { email: 'finder@studio.test', password: 'finder-password-1' };
const COLLEAGUE = { email: 'colleague@studio.test', password: 'colleague-password-1' };
const SEED = [
  { title: 'Spring Campaign', company: 'Café Noir', status: 'draft', type: 'marketing' },
  {
    title: 'Rebrand',
    company: 'Globex',
    status: 'in-progress',
    type: 'brand',
    description: 'A bold new identity',
  },
  { title: 'App Launch', company: 'Initech', status: 'review', type: 'product' },
  { title: 'Annual Report', company: 'Acme', status: 'completed', type: 'brand' },
  { title: 'Brochure', company: 'Umbrella', status: 'draft', type: 'brand' },
];

let env: E2EEnvironment;
let context: BrowserContext;
let page: Page;
let server: SupabaseClient;
let colleagueId: string;

screenshotFailures(() => [page]);

/** The titles of the cards on screen, in order. */
async function titles(): Promise<string[]> {
  return page.getByRole('article').locator('h3').allTextContents();
}

async function briefOnServer(title: string) {
  const { data, error } = await server.from('briefs').select('*').eq('title', title);
  if (error) throw error;
  return data;
}

beforeAll(async () => {
  env = await startEnvironment();
  const member = await createMember(env.stack, { ...MEMBER, role: 'user' });
  colleagueId = (await createMember(env.stack, { ...COLLEAGUE, role: 'user' })).id;
  server = await signedInClient(env.stack, MEMBER.email, MEMBER.password);
  for (const brief of SEED) {
    const { error } = await server.from('briefs').insert({ ...brief, user_id: member.id });
    if (error) throw error;
  }
  context = await env.browser.newContext({ viewport: { width: 1280, height: 900 } });
  page = await newPage(context);
  await signIn(page, env.appUrl, MEMBER.email, MEMBER.password);
  await briefCard(page, 'Brochure').waitFor({ timeout: 30_000 });
  await waitForSynced(page);
});

afterAll(async () => {
  await env?.close();
});

describe('find and reuse briefs', () => {
  it('searches as you type, filters by a stat card and sorts; a reload keeps all three', async () => {
    await page.locator('body').press('/');
    const search = page.getByRole('searchbox', { name: 'Search briefs' });
    await expect.poll(() => search.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.type('cafe');
    await expect.poll(titles).toEqual(['Spring Campaign']);
    await page.keyboard.press('Escape');
    await expect.poll(() => titles().then((t) => t.length)).toBe(5);

    await page.getByRole('button', { name: /^Drafts 2/ }).click();
    await expect.poll(async () => (await titles()).sort()).toEqual(['Brochure', 'Spring Campaign']);
    await page.getByRole('button', { name: /Sort by$/ }).click();
    await page.getByRole('option', { name: 'Title A–Z' }).click();
    await expect.poll(titles).toEqual(['Brochure', 'Spring Campaign']);
    await search.fill('spring');
    await expect.poll(titles).toEqual(['Spring Campaign']);
    await expect.poll(() => new URL(page.url()).search).toBe('?q=spring&status=draft&sort=title');

    await page.reload();
    await expect.poll(titles, { timeout: 15_000 }).toEqual(['Spring Campaign']);
    await expect(search.inputValue()).resolves.toBe('spring');
    await expect(page.getByRole('button', { name: /^Drafts/ }).getAttribute('aria-pressed')).resolves.toBe(
      'true',
    );
    await expect(page.getByRole('button', { name: /Sort by$/ }).textContent()).resolves.toContain(
      'Title A–Z',
    );
    await screenshots(page, 'dashboard-find');
    await expectAccessible(page, 'dashboard with a search, a status filter and a sort');

    await search.fill('nothing like this');
    await page.getByText('No briefs match your search and filters.').waitFor();
    await expectAccessible(page, 'dashboard with no results');
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect.poll(() => titles().then((t) => t.length)).toBe(5);
    await expect.poll(() => new URL(page.url()).search).toBe('?sort=title');
  });

  it('duplicates a brief into a draft of mine and opens it in the editor; the copy syncs', async () => {
    await page.goto(`${env.appUrl}/`);
    await briefCard(page, 'Rebrand').getByRole('button', { name: 'Duplicate Rebrand' }).click();
    await atPath(page, /^\/brief\/[0-9a-f-]{36}$/);
    await expect
      .poll(() => page.getByLabel('Brief Title').inputValue(), { timeout: 15_000 })
      .toBe('Copy of Rebrand');
    await expect
      .poll(async () => (await briefOnServer('Copy of Rebrand')).length, { timeout: 20_000 })
      .toBe(1);
    const [copy] = await briefOnServer('Copy of Rebrand');
    expect(copy).toMatchObject({ status: 'draft', company: 'Globex', description: 'A bold new identity' });
  });

  it('saves a brief as a team template and starts a new brief from it', async () => {
    const [rebrand] = await briefOnServer('Rebrand');
    await page.goto(`${env.appUrl}/brief/${rebrand!.id}/view`);
    await page.getByRole('button', { name: 'Save as template' }).click();
    const dialog = page.getByRole('dialog', { name: 'Save as template' });
    await dialog.getByLabel('Template name').fill('Globex identity');
    await dialog.getByRole('button', { name: 'Save template' }).click();
    await toast(page, 'Template saved').waitFor();
    const { data: templates } = await server.from('brief_templates').select('name, type, author_id, content');
    expect(templates).toHaveLength(1);
    expect(templates![0]).toMatchObject({ name: 'Globex identity', type: 'brand' });
    expect((templates![0] as { content: { description: string } }).content.description).toBe(
      'A bold new identity',
    );

    await page.goto(`${env.appUrl}/`);
    await page.getByRole('button', { name: 'Create Brief' }).first().click();
    const create = page.getByRole('dialog', { name: 'Create New Brief' });
    await create.getByRole('button', { name: /Start from$/ }).click();
    await page.getByRole('option', { name: /^Globex identity/ }).click();
    await expectAccessible(page, 'create dialog with Start from');
    await create.getByLabel('Brief Title').fill('Globex 2027');
    await create.getByLabel('Company').fill('Globex Europe');
    await create.getByRole('button', { name: 'Create Brief' }).click();
    await atPath(page, /^\/brief\/[0-9a-f-]{36}$/);
    await expect
      .poll(() => page.getByLabel('Project Description').inputValue(), { timeout: 15_000 })
      .toBe('A bold new identity');
    await expect.poll(async () => (await briefOnServer('Globex 2027')).length, { timeout: 20_000 }).toBe(1);

    // Its author renames it, then deletes it (after confirming), from "Manage templates".
    await page.goto(`${env.appUrl}/`);
    await page.getByRole('button', { name: 'Account' }).click();
    await page.getByRole('menuitem', { name: 'Manage templates' }).click();
    const manage = page.getByRole('dialog', { name: 'Manage templates' });
    await manage.getByRole('button', { name: 'Rename Globex identity' }).click();
    await manage.getByLabel('New name').fill('Globex identity kit');
    await manage.getByRole('button', { name: 'Save name' }).click();
    await toast(page, 'Template renamed').waitFor();
    await expect
      .poll(async () => (await server.from('brief_templates').select('name')).data, { timeout: 10_000 })
      .toEqual([{ name: 'Globex identity kit' }]);
    await expectAccessible(page, 'manage templates dialog');
    await manage.getByRole('button', { name: 'Delete Globex identity kit' }).click();
    await page
      .getByRole('alertdialog', { name: 'Delete template?' })
      .getByRole('button', { name: 'Delete template' })
      .click();
    await toast(page, 'Template deleted').waitFor();
    expect((await server.from('brief_templates').select('name')).data).toEqual([]);
    await page.keyboard.press('Escape');
  });

  it('undoes a delete that already reached the server: the brief is back there, as it was', async () => {
    await page.goto(`${env.appUrl}/`);
    const [before] = await briefOnServer('Annual Report');
    // Shared with a colleague: the undo brings the share back with the brief.
    const shared = await server.from('brief_shares').insert({
      brief_id: before!.id,
      shared_with_user_id: colleagueId,
      shared_by_user_id: before!.user_id,
      permission: 'write',
    });
    if (shared.error) throw shared.error;
    await briefCard(page, 'Annual Report').getByRole('button', { name: 'Delete Annual Report' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    const deleted = toast(page, 'Brief deleted');
    await deleted.waitFor();
    // Hovering keeps the toast (and its Undo) while the delete reaches the server.
    await deleted.hover();
    await expect.poll(async () => (await briefOnServer('Annual Report')).length, { timeout: 20_000 }).toBe(0);
    await page
      .getByRole('region', { name: /notifications/i })
      .getByRole('button', { name: 'Undo' })
      .click();
    await toast(page, 'Brief restored').waitFor();
    await briefCard(page, 'Annual Report').waitFor();
    await expect.poll(async () => (await briefOnServer('Annual Report')).length, { timeout: 20_000 }).toBe(1);
    const [after] = await briefOnServer('Annual Report');
    expect(after).toMatchObject({
      id: before!.id,
      user_id: before!.user_id,
      status: 'completed',
      company: 'Acme',
      created_at: before!.created_at,
    });
    const { data: shares } = await server
      .from('brief_shares')
      .select('shared_with_user_id, permission')
      .eq('brief_id', before!.id);
    expect(shares).toEqual([{ shared_with_user_id: colleagueId, permission: 'write' }]);
    await waitForSynced(page);
  });
});
