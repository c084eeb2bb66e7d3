// A lost same-field race in the editor, in Chromium with two browser profiles against the local stack:
// Maya and Priya both edit Timeline; Maya saves first and her change reaches Priya's open editor while
// Priya's edit is unsaved. When Priya saves, the editor offers Keep mine / Take theirs and names who
// changed the field and when ("Maya changed this at HH:MM"), as the field conflict does.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember, signedInClient, type Member } from '../support/stack.ts';
import { newPage, signIn, toast, waitForSynced } from './support/app.ts';
import { expectAccessible, screenshotFailures } from './support/checks.ts';
import { startEnvironment, type E2EEnvironment } from './support/environment.ts';

let env: E2EEnvironment;
let maya: Member;
let priya: Member;
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
    .insert({ title: 'Raced Timeline', company: 'Acme', timeline: 'Six weeks', user_id: maya.id })
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

const timeline = (page: Page) => page.getByLabel('Timeline', { exact: true });

beforeAll(async () => {
  env = await startEnvironment();
  const stamp = Date.now();
  maya = await createMember(env.stack, { email: `maya-timeline-${stamp}@example.com` });
  priya = await createMember(env.stack, { email: `priya-timeline-${stamp}@example.com` });
  await named(maya, 'Maya');
  briefId = await sharedBrief();
  mayaPage = await newPage(await env.browser.newContext());
  priyaPage = await newPage(await env.browser.newContext());
}, 600_000);

afterAll(async () => {
  await env?.close();
});

screenshotFailures(() => [mayaPage, priyaPage]);

describe('a lost same-field race in the editor', { timeout: 120_000 }, () => {
  it('names who changed Timeline, and when, where Priya chooses Keep mine / Take theirs', async () => {
    for (const [page, member] of [
      [mayaPage, maya],
      [priyaPage, priya],
    ] as const) {
      await signIn(page, env.appUrl, member.email, member.password);
      await waitForSynced(page, 60_000);
      await page.goto(`${env.appUrl}/brief/${briefId}`);
      await timeline(page).waitFor();
    }
    await timeline(priyaPage).fill('Eight weeks');
    await timeline(mayaPage).fill('Four weeks');
    await mayaPage.getByRole('button', { name: 'Save', exact: true }).click();
    await toast(mayaPage, 'Brief saved').waitFor();
    // Maya's save reaches Priya's open editor (a live update) while her own edit is unsaved.
    await priyaPage
      .getByText('Someone else changed a field you are editing.', { exact: false })
      .waitFor({ timeout: 30_000 });
    await priyaPage.getByRole('button', { name: 'Save', exact: true }).click();

    const dialog = priyaPage.getByRole('alertdialog', { name: 'Changed elsewhere while you were editing' });
    await dialog.waitFor();
    const said = await dialog.getByText(/^Maya changed this at \d\d:\d\d$/).textContent();
    const expected = await priyaPage.evaluate(() => {
      const now = new Date();
      return [0, -1].map((shift) => {
        const at = new Date(now.getTime() + shift * 60_000);
        return `${String(at.getHours()).padStart(2, '0')}:${String(at.getMinutes()).padStart(2, '0')}`;
      });
    });
    expect(expected.map((time) => `Maya changed this at ${time}`)).toContain(said);
    await dialog.getByText('Four weeks').waitFor();
    await dialog.getByText('Eight weeks').waitFor();
    await expectAccessible(priyaPage, 'the save-time choice, named');

    await dialog.getByRole('button', { name: 'Keep mine' }).click();
    await toast(priyaPage, 'Brief saved').waitFor();
    await expect
      .poll(
        async () =>
          (
            await env.stack.db.query<{ timeline: string }>(
              'select timeline from public.briefs where id = $1',
              [briefId],
            )
          ).rows[0]!.timeline,
        { timeout: 15_000 },
      )
      .toBe('Eight weeks');
  });
});
