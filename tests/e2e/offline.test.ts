// The offline journeys in one story. Maya visits once online; then her browser is offline AND
// the server is down: the app still opens on every route, and she creates, edits (with a file), saves
// and deletes briefs, seeing what is pending. She closes the browser and reopens it, still offline:
// everything is there. The server comes back: her changes push by themselves and Colin sees them.
// Then both edit the same brief offline: different fields merge, the same field is a conflict Colin
// resolves, and his choice sticks on both browsers.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember, signedInClient, type Member } from '../support/stack.ts';
import {
  atPath,
  briefCard,
  chooseFiles,
  dashboardReady,
  signIn,
  expectSyncStatus,
  syncStatus,
  toast,
  waitForServiceWorker,
  waitForSynced,
} from './support/app.ts';
import { launchProfile } from './support/chromium.ts';
import { expectAccessible, screenshotFailures, screenshots } from './support/checks.ts';
import { startEnvironment, type E2EEnvironment } from './support/environment.ts';
import { pngFile } from './support/fixtures.ts';

let env: E2EEnvironment;
let maya: Member;
let colin: Member;
const profiles: Record<'maya' | 'colin', string> = { maya: '', colin: '' };
let mayaBrowser: BrowserContext;
let colinBrowser: BrowserContext;
let mayaPage: Page;
let colinPage: Page;
const briefs = { shared: '', old: '', created: '' };

/** Opens (or reopens) a person's own browser profile; `asApp` opens Briefsmith as an installed app window. */
async function openBrowser(
  who: 'maya' | 'colin',
  { offline = false, asApp = false } = {},
): Promise<[BrowserContext, Page]> {
  const context = await launchProfile(profiles[who], { args: asApp ? [`--app=${env.appUrl}/`] : [] });
  if (offline) await context.setOffline(true);
  const page = context.pages()[0] ?? (await context.newPage());
  page.on('pageerror', (error) => console.error(`[${who} page error] ${error.message}`));
  return [context, page];
}

/** Briefs made on the server by Maya through the API, shared with Colin as editor. */
async function seedBriefs(): Promise<void> {
  const client = await signedInClient(env.stack, maya.email, maya.password);
  for (const [key, title] of [
    ['shared', 'Autumn Launch'],
    ['old', 'Old Pitch'],
  ] as const) {
    const { data, error } = await client
      .from('briefs')
      .insert({ title, company: 'Northwind Coffee', type: 'brand', status: 'draft', user_id: maya.id })
      .select('id')
      .single();
    if (error) throw new Error(error.message);
    briefs[key] = (data as { id: string }).id;
    const shared = await client.from('brief_shares').insert({
      brief_id: briefs[key],
      shared_with_user_id: colin.id,
      shared_by_user_id: maya.id,
      permission: 'write',
    });
    if (shared.error) throw new Error(shared.error.message);
  }
  await client.auth.signOut();
}

async function editField(page: Page, label: string, value: string): Promise<void> {
  await page.getByLabel(label, { exact: true }).fill(value);
}

async function saveBrief(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await toast(page, 'Brief saved').waitFor();
}

async function openEditor(page: Page, id: string): Promise<void> {
  await page.goto(`${env.appUrl}/brief/${id}`);
  await page.getByRole('heading', { name: 'Project Overview' }).waitFor();
}

screenshotFailures(() => [mayaPage, colinPage]);

beforeAll(async () => {
  env = await startEnvironment({ persistData: true });
  maya = await createMember(env.stack, { email: 'maya@studio.test', password: 'maya-password-1' });
  colin = await createMember(env.stack, { email: 'colin@studio.test', password: 'colin-password-1' });
  await seedBriefs();
  profiles.maya = await mkdtemp(path.join(tmpdir(), 'briefsmith-maya-'));
  profiles.colin = await mkdtemp(path.join(tmpdir(), 'briefsmith-colin-'));
});

afterAll(async () => {
  await mayaBrowser?.close().catch(() => undefined);
  await colinBrowser?.close().catch(() => undefined);
  await env?.close();
  for (const dir of Object.values(profiles)) if (dir) await rm(dir, { recursive: true, force: true });
});

describe('working with no network and no server', () => {
  it('after one online visit, opens at /, /brief/:id and /brief/:id/view offline with the server down', async () => {
    [mayaBrowser, mayaPage] = await openBrowser('maya');
    await signIn(mayaPage, env.appUrl, maya.email, maya.password);
    await briefCard(mayaPage, 'Autumn Launch').waitFor();
    await briefCard(mayaPage, 'Old Pitch').waitFor();
    await waitForSynced(mayaPage);
    await waitForServiceWorker(mayaPage);

    await env.stopStack();
    await mayaBrowser.setOffline(true);

    await mayaPage.goto(`${env.appUrl}/`);
    await briefCard(mayaPage, 'Autumn Launch').waitFor();
    await expectSyncStatus(mayaPage, 'Offline');
    await openEditor(mayaPage, briefs.shared);
    await expect(mayaPage.getByLabel('Brief Title', { exact: true }).inputValue()).resolves.toBe(
      'Autumn Launch',
    );
    await mayaPage.goto(`${env.appUrl}/brief/${briefs.shared}/view`);
    await mayaPage.getByRole('heading', { name: 'Autumn Launch', level: 1 }).waitFor();
  });

  it('creates, edits with a file, saves and deletes briefs, and the status shows what is pending', async () => {
    // Create.
    await mayaPage.goto(`${env.appUrl}/`);
    await dashboardReady(mayaPage);
    await mayaPage.getByRole('button', { name: 'Create Brief' }).first().click();
    const dialog = mayaPage.getByRole('dialog', { name: 'Create New Brief' });
    await dialog.getByLabel('Brief Title').fill('Offline Ideas');
    await dialog.getByLabel('Company').fill('Contoso Trains');
    await dialog.getByRole('button', { name: 'Create Brief' }).click();
    await atPath(mayaPage, /^\/brief\/[0-9a-f-]{36}$/);
    briefs.created = new URL(mayaPage.url()).pathname.split('/')[2]!;
    await mayaPage.getByRole('heading', { name: 'Project Overview' }).waitFor();
    await editField(mayaPage, 'Industry', 'Rail travel');
    await saveBrief(mayaPage);

    // Edit, with a file.
    await openEditor(mayaPage, briefs.shared);
    await editField(mayaPage, 'Brief Title', 'Autumn Launch (edited offline)');
    await editField(mayaPage, 'Timeline', 'Four weeks');
    await chooseFiles(
      mayaPage,
      mayaPage
        .getByRole('group', { name: 'Visual Style Files' })
        .getByRole('button', { name: 'Choose files' }),
      [await pngFile('offline-sketch.png')],
    );
    await mayaPage.getByText('1/10 files uploaded').waitFor();
    await saveBrief(mayaPage);

    // Delete.
    await mayaPage.getByRole('link', { name: 'Back to Dashboard' }).click();
    await dashboardReady(mayaPage);
    await briefCard(mayaPage, 'Old Pitch').getByRole('button', { name: 'Delete Old Pitch' }).click();
    await mayaPage.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await toast(mayaPage, 'Brief deleted').waitFor();

    await briefCard(mayaPage, 'Offline Ideas').waitFor();
    await briefCard(mayaPage, 'Autumn Launch (edited offline)').getByText('Unsynced changes').waitFor();
    await expect(briefCard(mayaPage, 'Old Pitch').count()).resolves.toBe(0);
    await expectSyncStatus(mayaPage, 'Offline · 3 pending changes');
    await screenshots(mayaPage, 'offline-dashboard');
    await expectAccessible(mayaPage, 'offline dashboard');
  });

  it('keeps everything after the browser is closed and reopened as the installed app, still offline', async () => {
    await mayaBrowser.close();
    [mayaBrowser, mayaPage] = await openBrowser('maya', { offline: true, asApp: true });
    await mayaPage.goto(`${env.appUrl}/`);
    await briefCard(mayaPage, 'Offline Ideas').waitFor();
    await briefCard(mayaPage, 'Autumn Launch (edited offline)').waitFor();
    await expect(briefCard(mayaPage, 'Old Pitch').count()).resolves.toBe(0);
    await expectSyncStatus(mayaPage, 'Offline · 3 pending changes');
    await screenshots(mayaPage, 'installed-app-offline', { fullPage: false });
    await mayaPage.goto(`${env.appUrl}/brief/${briefs.shared}/view`);
    await mayaPage.getByRole('button', { name: 'Open offline-sketch.png' }).waitFor();
  });

  it('pushes the pending changes by itself when the server is back, and Colin sees them', async () => {
    await env.startStack();
    await mayaPage.goto(`${env.appUrl}/`);
    await dashboardReady(mayaPage);
    await mayaBrowser.setOffline(false);
    await waitForSynced(mayaPage, 30_000);

    [colinBrowser, colinPage] = await openBrowser('colin');
    await signIn(colinPage, env.appUrl, colin.email, colin.password);
    await briefCard(colinPage, 'Autumn Launch (edited offline)').waitFor();
    await expect(briefCard(colinPage, 'Old Pitch').count()).resolves.toBe(0);
    await colinPage.goto(`${env.appUrl}/brief/${briefs.shared}/view`);
    await colinPage.getByText('Four weeks').waitFor();
    await colinPage.getByRole('button', { name: 'Open offline-sketch.png' }).waitFor();

    const created = await env.stack.db.query<{ title: string; industry: string }>(
      'select title, industry from public.briefs where id = $1',
      [briefs.created],
    );
    expect(created.rows).toEqual([{ title: 'Offline Ideas', industry: 'Rail travel' }]);
  });
});

describe('two people edit the same brief while both offline', () => {
  it('merges different fields, shows the same field as a conflict, and the choice sticks on both', async () => {
    await openEditor(mayaPage, briefs.shared);
    await openEditor(colinPage, briefs.shared);
    await mayaBrowser.setOffline(true);
    await colinBrowser.setOffline(true);

    await editField(mayaPage, 'Industry', 'Hospitality');
    await editField(mayaPage, 'Budget', '€50,000');
    await saveBrief(mayaPage);
    await editField(colinPage, 'Project Name', 'Leaf & Bean');
    await editField(colinPage, 'Budget', '€45,000');
    await saveBrief(colinPage);

    // Back on the dashboard, where the header shows the sync status; Maya reconnects first.
    for (const page of [mayaPage, colinPage]) {
      await page.getByRole('link', { name: 'Back to Dashboard' }).click();
      await dashboardReady(page);
    }
    await mayaBrowser.setOffline(false);
    await waitForSynced(mayaPage, 30_000);
    await colinBrowser.setOffline(false);

    const status = syncStatus(colinPage);
    await colinPage.getByRole('button', { name: 'Sync status: 1 conflict' }).waitFor({ timeout: 30_000 });
    await status.click();
    const resolve = colinPage.getByRole('dialog', { name: 'Sync status' });
    await resolve.getByText('€50,000').waitFor();
    await resolve.getByText('€45,000').waitFor();
    await screenshots(colinPage, 'conflict-view', { fullPage: false });
    await expectAccessible(colinPage, 'conflict view');
    await resolve.getByRole('button', { name: 'Keep mine: Budget' }).click();
    await resolve.getByText('Everything is in sync.').waitFor({ timeout: 30_000 });
    await resolve.getByRole('button', { name: 'Close' }).first().click();
    await waitForSynced(colinPage, 30_000);

    // Both browsers end with both people's other fields and Colin's budget.
    for (const page of [colinPage, mayaPage]) {
      await openEditor(page, briefs.shared);
      await expect
        .poll(async () => page.getByLabel('Budget', { exact: true }).inputValue(), { timeout: 30_000 })
        .toBe('€45,000');
      await expect(page.getByLabel('Industry', { exact: true }).inputValue()).resolves.toBe('Hospitality');
      await expect(page.getByLabel('Project Name', { exact: true }).inputValue()).resolves.toBe(
        'Leaf & Bean',
      );
    }
  });
});
