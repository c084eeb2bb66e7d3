// A member deactivated while the app is open: saving still works on the device, and the app says the
// account was deactivated — on the editor and the dashboard — instead of pretending the change will
// sync; the change is kept, and reaches the server by itself once an admin reactivates the account.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember, signedInClient, type Member } from '../support/stack.ts';
import { briefCard, dashboardReady, expectSyncStatus, signIn, toast, waitForSynced } from './support/app.ts';
import { launchProfile } from './support/chromium.ts';
import { screenshotFailures } from './support/checks.ts';
import { startEnvironment, type E2EEnvironment } from './support/environment.ts';

const NOTICE =
  'An administrator deactivated this account, so your changes cannot sync. They stay on this device and are sent when the account is reactivated and you sign in again.';

let env: E2EEnvironment;
let maya: Member;
let admin: SupabaseClient;
let profile: string;
let browser: BrowserContext;
let page: Page;
let briefId = '';

async function serverIndustry(): Promise<string | undefined> {
  const result = await env.stack.db.query<{ industry: string }>(
    'select industry from public.briefs where id = $1',
    [briefId],
  );
  return result.rows[0]?.industry;
}

async function setActive(active: boolean) {
  const { error } = await admin.functions.invoke('manage-member', { body: { user_id: maya.id, active } });
  if (error) throw error;
}

screenshotFailures(() => [page]);

beforeAll(async () => {
  env = await startEnvironment();
  admin = await signedInClient(env.stack, env.stack.adminEmail, env.stack.adminPassword);
  maya = await createMember(env.stack, { email: 'maya@studio.test', password: 'maya-password-1' });
  const client = await signedInClient(env.stack, maya.email, maya.password);
  const { data, error } = await client
    .from('briefs')
    .insert({ title: 'Winter Menu', company: 'Northwind Coffee', type: 'brand', user_id: maya.id })
    .select('id')
    .single();
  if (error) throw new Error(error.message);
  briefId = (data as { id: string }).id;
  profile = await mkdtemp(path.join(tmpdir(), 'briefsmith-deactivated-'));
  browser = await launchProfile(profile);
  page = browser.pages()[0] ?? (await browser.newPage());
});

afterAll(async () => {
  await browser?.close().catch(() => undefined);
  await env?.close();
  if (profile) await rm(profile, { recursive: true, force: true });
});

describe('a member deactivated while the app is open', () => {
  it('is told the account was deactivated, keeps the change, and it syncs once reactivated', async () => {
    await signIn(page, env.appUrl, maya.email, maya.password);
    await briefCard(page, 'Winter Menu').waitFor();
    await waitForSynced(page);

    await setActive(false);
    await page.goto(`${env.appUrl}/brief/${briefId}`);
    await page.getByRole('heading', { name: 'Project Overview' }).waitFor();
    await page.getByLabel('Industry', { exact: true }).fill('Hospitality');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await toast(page, 'Brief saved').waitFor();
    // The editor says what happened to the change, not only that it was saved.
    const notice = page.getByRole('region', { name: 'Account deactivated' });
    await notice.getByText(NOTICE).waitFor({ timeout: 15_000 });
    await notice.getByText('1 brief has unsynced changes kept on this device.').waitFor();

    await page.goto(`${env.appUrl}/`);
    await dashboardReady(page);
    await expectSyncStatus(page, 'Account deactivated');
    await briefCard(page, 'Winter Menu').getByText('Unsynced changes').waitFor();
    expect(await serverIndustry()).toBe('');

    // Reactivated: the app sends the kept change by itself, with no retry from the member.
    await setActive(true);
    await expect.poll(serverIndustry, { timeout: 60_000 }).toBe('Hospitality');
    await waitForSynced(page);
    expect(await notice.count()).toBe(0);
  });
});
