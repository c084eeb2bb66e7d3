// Files are objects in Supabase Storage, referenced from the brief (docs/design.md §25), end to end in
// Chromium: Maya attaches a 30 MB PDF and an image while offline, reloads, and goes online — both
// objects reach Storage and the row holds references only. Colin, on another browser, duplicates the
// brief before its files are on his device (they are downloaded and copied into the copy's own folder),
// then opens both files: the image in the lightbox (its Download gives the same bytes), the PDF with
// the same bytes, and the printed brief carries the image. Then a large upload cut off halfway by the
// network resumes where it stopped and completes.
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember, signedInClient, type Member } from '../support/stack.ts';
import {
  atPath,
  briefCard,
  dashboardReady,
  newPage,
  signIn,
  toast,
  waitForServiceWorker,
  waitForSynced,
} from './support/app.ts';
import { screenshotFailures } from './support/checks.ts';
import { startEnvironment, type E2EEnvironment } from './support/environment.ts';
import { pngFile, type FixtureFile } from './support/fixtures.ts';
import {
  downloadedSha256,
  largePdf,
  objectsIn as objectsOnServer,
  references,
  serverFiles as serverRow,
  sha256,
} from './support/stored-files.ts';

const MiB = 1024 * 1024;
const TITLE = 'Harbour Rebrand';

let env: E2EEnvironment;
let maya: Member;
let colin: Member;
let mayaContext: BrowserContext;
let colinContext: BrowserContext;
let mayaPage: Page;
let colinPage: Page;
let folder = '';
let briefId = '';
let pdf: FixtureFile;
let png: FixtureFile;

/** Playwright hands large files to the page best by path. */
async function onDisk(file: FixtureFile): Promise<string> {
  const at = path.join(folder, file.name);
  await writeFile(at, file.buffer);
  return at;
}

async function choose(page: Page, group: 'Brand Documents' | 'Visual Style Files', file: FixtureFile) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('group', { name: group }).getByRole('button', { name: 'Choose files' }).click();
  await (await chooser).setFiles(await onDisk(file));
}

async function openEditor(page: Page, id: string): Promise<void> {
  await page.goto(`${env.appUrl}/brief/${id}`);
  await page.getByRole('heading', { name: 'Project Overview' }).waitFor();
}

/** The sync status lives on the dashboard: back there, wait until everything reached the server. */
async function syncedOnDashboard(page: Page): Promise<void> {
  await page.getByRole('link', { name: 'Back to Dashboard' }).click();
  await dashboardReady(page);
  await waitForSynced(page, 120_000);
}

const documents = (page: Page) => page.getByRole('list', { name: 'Uploaded brand documents' });
const images = (page: Page) => page.getByRole('list', { name: 'Uploaded visual style references' });

const objectsIn = (briefFolder: string) => objectsOnServer(env, briefFolder);
const serverFiles = (id: string) => serverRow(env, id);

screenshotFailures(() => [mayaPage, colinPage]);

beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'briefsmith-files-'));
  pdf = largePdf('brand-guidelines.pdf', 30 * MiB);
  png = await pngFile('harbour-mood.png');
  env = await startEnvironment();
  maya = await createMember(env.stack, { email: 'maya@studio.test', password: 'maya-password-1' });
  colin = await createMember(env.stack, { email: 'colin@studio.test', password: 'colin-password-1' });
  const client = await signedInClient(env.stack, maya.email, maya.password);
  const { data, error } = await client
    .from('briefs')
    .insert({ title: TITLE, company: 'Harbour & Co', type: 'brand', status: 'draft', user_id: maya.id })
    .select('id')
    .single();
  if (error) throw new Error(error.message);
  briefId = (data as { id: string }).id;
  const shared = await client.from('brief_shares').insert({
    brief_id: briefId,
    shared_with_user_id: colin.id,
    shared_by_user_id: maya.id,
    permission: 'read',
  });
  if (shared.error) throw new Error(shared.error.message);
  await client.auth.signOut();
  mayaContext = await env.browser.newContext({
    viewport: { width: 1280, height: 800 },
    acceptDownloads: true,
  });
  colinContext = await env.browser.newContext({
    viewport: { width: 1280, height: 800 },
    acceptDownloads: true,
  });
  mayaPage = await newPage(mayaContext);
  colinPage = await newPage(colinContext);
});

afterAll(async () => {
  await env?.close();
  if (folder) await rm(folder, { recursive: true, force: true });
});

describe('files live in Storage, referenced from the brief', { timeout: 240_000 }, () => {
  it('attaches a 30 MB PDF and an image offline; after a reload and the network back, both are in Storage and the row holds references only', async () => {
    await signIn(mayaPage, env.appUrl, maya.email, maya.password);
    await briefCard(mayaPage, TITLE).waitFor();
    await waitForSynced(mayaPage);
    await waitForServiceWorker(mayaPage);

    await mayaContext.setOffline(true);
    await openEditor(mayaPage, briefId);
    await choose(mayaPage, 'Brand Documents', pdf);
    await documents(mayaPage).getByText('Waiting to upload').waitFor();
    await choose(mayaPage, 'Visual Style Files', png);
    await images(mayaPage).getByText('Waiting to upload').waitFor();
    await mayaPage.getByRole('button', { name: 'Save', exact: true }).click();
    await toast(mayaPage, 'Brief saved').waitFor();

    await mayaPage.reload();
    await mayaPage.getByRole('heading', { name: 'Project Overview' }).waitFor();
    await documents(mayaPage).getByText('brand-guidelines.pdf').waitFor();
    await documents(mayaPage).getByText('Waiting to upload').waitFor();
    await images(mayaPage).getByText('Waiting to upload').waitFor();
    expect(await objectsIn(briefId)).toEqual([]);

    await mayaContext.setOffline(false);
    await expect
      .poll(() => mayaPage.getByText(/Waiting to upload|Uploading/).count(), { timeout: 120_000 })
      .toBe(0);
    await syncedOnDashboard(mayaPage);
    const row = await serverFiles(briefId);
    expect(row.text).not.toContain('data:');
    const [document] = references(row.brand_documents);
    const [image] = references(row.visual_style_files);
    expect(document).toMatchObject({
      name: 'brand-guidelines.pdf',
      file: { path: `${briefId}/${document!.file.id}`, size: 30 * MiB, type: 'application/pdf' },
    });
    expect(document!.file.sha256).toBe(sha256(pdf.buffer));
    expect(image).toMatchObject({
      name: 'harbour-mood.png',
      file: { size: png.buffer.length, type: 'image/png' },
    });
    expect(image!.file.sha256).toBe(sha256(png.buffer));
    expect(await objectsIn(briefId)).toEqual(
      [
        { name: document!.file.path, size: 30 * MiB },
        { name: image!.file.path, size: png.buffer.length },
      ].sort((a, b) => a.name.localeCompare(b.name)),
    );
    await expect(
      documents(mayaPage)
        .getByText(/Waiting to upload|Uploading/)
        .count(),
    ).resolves.toBe(0);
  });

  it('a colleague duplicates the brief before its files are on his device: the copy gets its own files, and the server takes it', async () => {
    await signIn(colinPage, env.appUrl, colin.email, colin.password);
    await waitForSynced(colinPage);
    await briefCard(colinPage, TITLE)
      .getByRole('button', { name: `Duplicate ${TITLE}` })
      .click();
    await atPath(colinPage, /^\/brief\/[0-9a-f-]{36}$/);
    const copyId = new URL(colinPage.url()).pathname.split('/')[2]!;
    await toast(colinPage, 'Brief duplicated').waitFor();
    await documents(colinPage).getByText('brand-guidelines.pdf').waitFor();
    await syncedOnDashboard(colinPage);

    const copy = await serverFiles(copyId);
    expect(copy.text).not.toContain(briefId);
    const copied = [...references(copy.brand_documents), ...references(copy.visual_style_files)];
    expect(copied.map(({ name, file }) => [name, file.size, file.path.split('/')[0]])).toEqual([
      ['brand-guidelines.pdf', 30 * MiB, copyId],
      ['harbour-mood.png', png.buffer.length, copyId],
    ]);
    expect((await objectsIn(copyId)).map((object) => object.size).sort((a, b) => a - b)).toEqual([
      png.buffer.length,
      30 * MiB,
    ]);
    const owner = await signedInClient(env.stack, colin.email, colin.password);
    expect(await downloadedSha256(owner, copied[0]!.file.path)).toBe(sha256(pdf.buffer));
  });

  it('the colleague opens both files: the image in the lightbox, the PDF with its bytes; the printed brief shows the image', async () => {
    await colinPage.goto(`${env.appUrl}/brief/${briefId}/view`);
    await colinPage.getByRole('heading', { name: TITLE, level: 1 }).waitFor();

    await colinPage.getByRole('button', { name: 'Open harbour-mood.png' }).locator('img').waitFor();
    await colinPage.getByRole('button', { name: 'Open harbour-mood.png' }).click();
    const lightbox = colinPage.getByRole('dialog', { name: 'harbour-mood.png' });
    const shown = lightbox.getByRole('img', { name: 'harbour-mood.png' });
    await shown.waitFor();
    await expect
      .poll(() => shown.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBe(160);
    const download = colinPage.waitForEvent('download');
    await lightbox.getByRole('button', { name: 'Download' }).click();
    const saved = await download;
    expect(saved.suggestedFilename()).toBe('harbour-mood.png');
    expect(sha256(await readFile((await saved.path())!))).toBe(sha256(png.buffer));
    await colinPage.keyboard.press('Escape');
    await lightbox.waitFor({ state: 'detached' });

    const document = colinPage.getByRole('button', { name: /brand-guidelines\.pdf/ });
    await document.getByText('Click to download').waitFor();
    const opened = colinContext.waitForEvent('page');
    await document.click();
    const tab = await opened;
    await tab.waitForURL(/^blob:/);
    // The app's policy keeps blob: out of connect-src; only this inspecting tab reads past it.
    const inspector = await colinContext.newCDPSession(tab);
    await inspector.send('Page.setBypassCSP', { enabled: true });
    await tab.reload();
    const bytes = await tab.evaluate(async () => {
      const response = await fetch(location.href);
      const digest = await crypto.subtle.digest('SHA-256', await response.arrayBuffer());
      return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
    });
    expect(bytes).toBe(sha256(pdf.buffer));
    await tab.close();

    await colinPage.emulateMedia({ media: 'print' });
    const printed = await colinPage.pdf({ format: 'A4', printBackground: true });
    await colinPage.emulateMedia({ media: 'screen' });
    expect(printed.toString('latin1')).toMatch(/\/Subtype\s*\/Image/);
  });

  it('on a second device, the editor downloads the brief’s files when it is opened online', async () => {
    const laptop = await env.browser.newContext({ viewport: { width: 1280, height: 800 } });
    try {
      const page = await newPage(laptop);
      await signIn(page, env.appUrl, maya.email, maya.password);
      await openEditor(page, briefId);
      await documents(page).getByText('brand-guidelines.pdf').waitFor();
      await images(page).locator('img').waitFor();
      await expect.poll(() => page.getByText('Not on this device yet').count(), { timeout: 60_000 }).toBe(0);
    } finally {
      await laptop.close();
    }
  });

  it('resumes a large upload cut off halfway by the network, and completes it', async () => {
    const deck = largePdf('harbour-deck.pdf', 30 * MiB);
    // Each PATCH of the resumable upload, by the offset it starts at; the third (at 40 %) meets a cut network.
    const offsets: number[] = [];
    let cutAt = -1;
    await mayaContext.route(/\/storage\/v1\/upload\/resumable/, async (route) => {
      const request = route.request();
      if (request.method() === 'PATCH') {
        offsets.push(Number(request.headers()['upload-offset']));
        if (offsets.length === 3 && cutAt < 0) {
          cutAt = offsets.length;
          await mayaContext.setOffline(true);
          return route.abort('internetdisconnected');
        }
      }
      return route.continue();
    });
    await openEditor(mayaPage, briefId);
    await choose(mayaPage, 'Brand Documents', deck);
    await documents(mayaPage).getByText('harbour-deck.pdf').waitFor();
    await mayaPage.getByRole('button', { name: 'Save', exact: true }).click();
    await toast(mayaPage, 'Brief saved').waitFor();

    await documents(mayaPage).getByText('Waiting to upload').waitFor({ timeout: 120_000 });
    expect(offsets.slice(0, 3)).toEqual([0, 6 * MiB, 12 * MiB]);
    await mayaContext.setOffline(false);
    await expect
      .poll(() => mayaPage.getByText(/Waiting to upload|Uploading/).count(), { timeout: 120_000 })
      .toBe(0);
    await mayaContext.unroute(/\/storage\/v1\/upload\/resumable/);
    await syncedOnDashboard(mayaPage);

    // Resumed where the server had got to: no chunk before 12 MB was sent again.
    const resumed = offsets.slice(cutAt);
    expect(resumed.length).toBeGreaterThan(0);
    expect(Math.min(...resumed)).toBeGreaterThanOrEqual(12 * MiB);
    const row = await serverFiles(briefId);
    const sent = references(row.brand_documents).find((item) => item.name === 'harbour-deck.pdf')!;
    expect(sent.file).toMatchObject({ size: 30 * MiB, sha256: sha256(deck.buffer) });
    expect(await objectsIn(briefId)).toContainEqual({ name: sent.file.path, size: 30 * MiB });
    const owner = await signedInClient(env.stack, maya.email, maya.password);
    expect(await downloadedSha256(owner, sent.file.path)).toBe(sha256(deck.buffer));
  });
});
