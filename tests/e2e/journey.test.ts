// The end-to-end journey of the spec, in order, as the people in it would do it: the admin invites a member,
// the member joins from the e-mailed link and writes a full brief with files, previews it, shares it
// View Only, the colleague sees it, the owner deletes it; then a magic-link sign-in, the 404 page and
// sign-out. Every screen is screenshotted at 1280 and 390 px and audited with axe-core.
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember } from '../support/stack.ts';
import {
  atPath,
  briefCard,
  chooseFiles,
  dashboardReady,
  newPage,
  signIn,
  toast,
  waitForSynced,
} from './support/app.ts';
import { expectAccessible, screenshotFailures, screenshots } from './support/checks.ts';
import { startEnvironment, type E2EEnvironment } from './support/environment.ts';
import { pdfFile, pngFile } from './support/fixtures.ts';
import { linkIn, waitForMail } from './support/inbox.ts';
import { pdfText } from './support/pdf-text.ts';

const MEMBER = { email: 'maya@studio.test', password: 'maya-password-1' };
const COLLEAGUE = { email: 'colin@studio.test', password: 'colin-password-1' };
const TITLE = 'Spring Campaign 2026';

let env: E2EEnvironment;
let adminContext: BrowserContext;
let memberContext: BrowserContext;
let colleagueContext: BrowserContext;
let admin: Page;
let member: Page;
let briefUrl = '';

screenshotFailures(() => [admin, member]);

beforeAll(async () => {
  env = await startEnvironment();
  await createMember(env.stack, { ...COLLEAGUE, role: 'user' });
  adminContext = await env.browser.newContext({ viewport: { width: 1280, height: 800 } });
  memberContext = await env.browser.newContext({ viewport: { width: 1280, height: 800 } });
  colleagueContext = await env.browser.newContext({ viewport: { width: 1280, height: 800 } });
  admin = await newPage(adminContext);
  member = await newPage(memberContext);
});

afterAll(async () => {
  await env?.close();
});

describe('an invited member writes, shares and deletes a brief', () => {
  it('the local admin signs in and invites a member', async () => {
    await admin.goto(`${env.appUrl}/auth`);
    await admin.getByRole('heading', { name: 'Welcome' }).waitFor();
    await screenshots(admin, 'auth-sign-in');
    await expectAccessible(admin, 'auth sign-in');
    await signIn(admin, env.appUrl, env.stack.adminEmail, env.stack.adminPassword);
    await admin.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
    await screenshots(admin, 'dashboard-admin-empty');
    await expectAccessible(admin, 'admin dashboard');

    await admin.getByRole('button', { name: 'Invite User' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Invite New User' });
    await dialog.getByLabel('Email address').fill(MEMBER.email);
    await screenshots(admin, 'dialog-invite', { fullPage: false });
    await expectAccessible(admin, 'invite dialog');
    await dialog.getByRole('button', { name: 'Send Invitation' }).click();
    await toast(admin, `Invitation sent to ${MEMBER.email} with user role`).waitFor();
  });

  it('the member opens the e-mailed link, accepts the invitation and lands on the dashboard', async () => {
    const mail = await waitForMail(env, { to: MEMBER.email });
    const link = linkIn(mail, env.appUrl);
    expect(link).toContain('/auth?invite=');
    await member.goto(link);
    await member.getByText("You've been invited to join as a user.").waitFor();
    await expect(member.getByLabel('Email', { exact: true }).inputValue()).resolves.toBe(MEMBER.email);
    await screenshots(member, 'auth-accept-invite');
    await expectAccessible(member, 'accept invitation');
    await member.getByLabel('Password', { exact: true }).fill(MEMBER.password);
    await member.getByLabel('Confirm Password').fill(MEMBER.password);
    await member.getByRole('button', { name: 'Accept Invitation' }).click();
    await atPath(member, '/');
    await member.getByRole('heading', { name: 'Creative Brief Generator', level: 1 }).waitFor();
    await member.getByText('Create Your First Brief').waitFor();
    await expect(member.getByRole('button', { name: 'Invite User' }).count()).resolves.toBe(0);
    await screenshots(member, 'dashboard-empty');
    await expectAccessible(member, 'empty dashboard');
  });

  it('creates a brief and fills every section, with chips and files, by keyboard where it matters', async () => {
    await member.getByRole('button', { name: 'Create Brief' }).first().click();
    const dialog = member.getByRole('dialog', { name: 'Create New Brief' });
    await dialog.getByLabel('Brief Title').fill(TITLE);
    await dialog.getByLabel('Company').fill('Northwind Coffee');
    await dialog.getByLabel('Description').fill('A seasonal campaign for the new cold brew range.');
    await screenshots(member, 'dialog-create-brief', { fullPage: false });
    await expectAccessible(member, 'create brief dialog');
    // Keyboard: Enter submits the dialog's form.
    await dialog.getByLabel('Company').press('Enter');
    await member.waitForURL(/\/brief\/[0-9a-f-]{36}$/);
    briefUrl = member.url();
    await toast(member, 'Brief created successfully').waitFor();
    await member.getByRole('heading', { name: 'Project Overview' }).waitFor();

    const text = async (label: string, value: string) =>
      member.getByLabel(label, { exact: true }).fill(value);
    const chips = async (label: string, values: string[]) => {
      const input = member.getByRole('textbox', { name: label, exact: true });
      for (const value of values) {
        await input.fill(value);
        await input.press('Enter');
      }
    };
    await text('Project Name', 'Cold Brew Spring');
    await text('Industry', 'Food & Beverage');
    await text('Project Type', 'Campaign');
    await chips('Primary Goals', ['Launch the cold brew range', 'Grow newsletter sign-ups']);
    await text('Business Objectives', '20% more spring sales than last year.');
    await chips('Key Messages', ['Slow-steeped, never bitter']);
    await text('Success Metrics', 'Sales, sign-ups, social reach.');
    await text('Primary Audience', 'Urban commuters aged 25–40');
    await text('Demographics', 'City dwellers with a daily coffee habit.');
    await text('Psychographics', 'Curious, design-minded, value quality.');
    await chips('Pain Points', ['Bitter iced coffee']);
    await text('User Journey', 'Sees a poster, scans the code, orders ahead.');
    await chips('Brand Personality', ['Warm', 'Crafted']);
    await text('Tone of Voice', 'Friendly and precise.');
    await chips('Brand Values', ['Craft']);
    await text('Brand Promise', 'Great coffee, patiently made.');
    await chips('Key Differentiators', ['24-hour steep']);
    await member.getByRole('button', { name: 'Add competitor' }).click();
    const competitor = member.getByRole('group', { name: 'Competitor 1' });
    await competitor.getByLabel('Name').fill('Blue Bottle');
    await competitor.getByLabel('Strengths').fill('Brand recognition');
    await competitor.getByLabel('Weaknesses').fill('Premium price');
    await chips('Indirect Competitors', ['Energy drinks']);
    await text('Competitive Advantage', 'Roasted in town.');
    await text('Visual Style', 'Bright, airy photography with bold type.');
    await chips('Inspiration Sources', ['Scandinavian packaging']);
    await text('Color Preferences', 'Indigo and cream.');
    await chips("Design Don'ts", ['No stock photos']);
    await text('Additional Notes', 'Print run in March.');
    await chips('Custom Deliverables', ['Window decals']);
    await text('Timeline', 'Six weeks from kickoff.');
    await text('Budget', '€40,000');
    await chips('Constraints', ['Recyclable materials only']);
    await chips('Technical Requirements', ['Print-ready CMYK PDFs']);
    const logo = member.getByRole('checkbox', { name: 'Full-color logo (horizontal and vertical)' });
    await logo.focus();
    await member.keyboard.press('Space');
    await expect(logo.isChecked()).resolves.toBe(true);
    // The status select, by keyboard: open with Enter, move down to 'In Progress', choose with Enter.
    await member.getByRole('button', { name: /Project Status/ }).focus();
    await member.keyboard.press('Enter');
    await member.getByRole('option', { name: 'In Progress' }).waitFor();
    await member.keyboard.press('ArrowDown');
    await member.keyboard.press('Enter');
    await expect(member.getByRole('button', { name: /Project Status/ }).textContent()).resolves.toContain(
      'In Progress',
    );

    await chooseFiles(
      member,
      member.getByRole('group', { name: 'Brand Documents' }).getByRole('button', { name: 'Choose files' }),
      [pdfFile()],
    );
    await member.getByText('1/20 files uploaded').waitFor();
    await chooseFiles(
      member,
      member.getByRole('group', { name: 'Visual Style Files' }).getByRole('button', { name: 'Choose files' }),
      [await pngFile()],
    );
    await member.getByText('1/10 files uploaded').waitFor();

    await screenshots(member, 'editor');
    await expectAccessible(member, 'editor');
    await member.getByRole('button', { name: 'Save', exact: true }).click();
    await toast(member, 'Brief saved').waitFor();
  });

  it('previews the brief and opens the image in the lightbox', async () => {
    await member.getByRole('button', { name: 'Preview' }).click();
    await member.waitForURL(`${briefUrl}/view`);
    await member.getByRole('heading', { name: TITLE, level: 1 }).waitFor();
    for (const section of ['Project Overview', 'Goals & Objectives', 'Target Audience', 'Brand Guidelines']) {
      await member.getByRole('heading', { name: section }).waitFor();
    }
    await member.getByText('Launch the cold brew range').waitFor();
    await member.getByText('brand-guidelines.pdf').waitFor();
    await screenshots(member, 'view');
    await expectAccessible(member, 'view');
    await member.getByRole('button', { name: 'Open moodboard.png' }).click();
    const lightbox = member.getByRole('dialog', { name: 'moodboard.png' });
    await lightbox.waitFor();
    await lightbox.getByRole('button', { name: 'Zoom in' }).click();
    await screenshots(member, 'view-lightbox', { fullPage: false });
    await expectAccessible(member, 'lightbox');
    await member.keyboard.press('Escape');
    await lightbox.waitFor({ state: 'detached' });
  });

  it('prints the view: title, sections and footer, no header', async () => {
    await member.emulateMedia({ media: 'print' });
    // The footer is printed in every page's margin (@page margin boxes), not as an element: the PDF's
    // text below shows it.
    const printed = await member.evaluate(() => {
      const visible = (el: Element | null) => !!el && getComputedStyle(el).display !== 'none';
      return {
        header: visible(document.querySelector('header')),
        title: visible(
          [...document.querySelectorAll('h1')].find((h) => h.textContent?.includes('Spring')) ?? null,
        ),
        background: getComputedStyle(document.body).backgroundColor,
      };
    });
    expect(printed).toMatchObject({ header: false, title: true });
    const pdf = await member.pdf({ format: 'A4', printBackground: true });
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    // What a reader of the printed PDF sees: the title, every section the brief fills and the footer,
    // and none of the header's controls.
    const text = await pdfText(pdf);
    for (const expected of [
      TITLE,
      'Project Overview',
      'Goals & Objectives',
      'Target Audience',
      'Brand Guidelines',
      'Creative Requirements',
      'Project Details',
      'Launch the cold brew range',
      'Generated by Briefsmith Creative Brief Generator',
    ]) {
      expect(text).toContain(expected);
    }
    for (const control of [/Back to Dashboard/, /Export PDF/, /\bEdit\b/]) {
      expect(text).not.toMatch(control);
    }
    await member.emulateMedia({ media: 'screen' });
  });

  it('shares the brief View Only with a colleague, who sees "Shared by …"', async () => {
    await member.getByRole('link', { name: 'Back to Dashboard' }).click();
    await dashboardReady(member);
    // Sharing needs the brief on the server: the saved brief syncs by itself.
    await waitForSynced(member);
    await briefCard(member, TITLE)
      .getByRole('button', { name: `Share ${TITLE}` })
      .click();
    const dialog = member.getByRole('dialog', { name: 'Share Brief' });
    await dialog.getByLabel('Email address').fill(COLLEAGUE.email);
    await screenshots(member, 'dialog-share', { fullPage: false });
    await expectAccessible(member, 'share dialog');
    await dialog.getByRole('button', { name: 'Share', exact: true }).click();
    await toast(member, 'Brief shared successfully').waitFor();
    await dialog.getByText(COLLEAGUE.email).waitFor();
    // Keyboard users are not lost after sharing: focus is back on the dialog's e-mail field, so
    // Escape (not a pointer on Close) dismisses it.
    await member.waitForFunction(() => {
      const active = document.activeElement;
      return active?.getAttribute('name') === 'email' && !!active.closest('[role="dialog"]');
    });
    await member.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    const colleague = await newPage(colleagueContext);
    await signIn(colleague, env.appUrl, COLLEAGUE.email, COLLEAGUE.password);
    const card = briefCard(colleague, TITLE);
    await card.getByText(/Shared by/).waitFor({ timeout: 20_000 });
    await expect(card.getByRole('button', { name: `Delete ${TITLE}` }).count()).resolves.toBe(0);
    await screenshots(colleague, 'dashboard-shared');
    await expectAccessible(colleague, 'dashboard with a shared brief');
    await colleague.close();
  });

  it('the owner deletes the brief after confirming', async () => {
    await briefCard(member, TITLE)
      .getByRole('button', { name: `Delete ${TITLE}` })
      .click();
    const confirm = member.getByRole('alertdialog');
    await confirm.getByText('Are you sure you want to delete this brief?').waitFor();
    await screenshots(member, 'dialog-delete', { fullPage: false });
    await expectAccessible(member, 'delete confirmation');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await toast(member, 'Brief deleted').waitFor();
    // The card leaves once the dashboard's live read sees the delete, a moment after the toast.
    await briefCard(member, TITLE).waitFor({ state: 'detached' });
  });
});

describe('signing in and out, and lost visitors', () => {
  it('signs in with a magic link from the inbox', async () => {
    const context = await env.browser.newContext();
    const page = await newPage(context);
    await page.goto(`${env.appUrl}/auth`);
    const sentAt = new Date();
    await page.getByLabel('Email', { exact: true }).fill(COLLEAGUE.email);
    await page.getByRole('button', { name: 'Send magic link' }).click();
    await toast(page, 'Magic link sent!').waitFor();
    const mail = await waitForMail(env, { to: COLLEAGUE.email, after: sentAt });
    await page.goto(linkIn(mail));
    await atPath(page, '/');
    await dashboardReady(page);
    await context.close();
  });

  it('shows the 404 page for an unknown path', async () => {
    await member.goto(`${env.appUrl}/no/such/page`);
    await member.getByText('Oops! Page not found').waitFor();
    await screenshots(member, 'not-found');
    await expectAccessible(member, '404 page');
    await member.getByRole('link', { name: 'Return to Home' }).click();
    await dashboardReady(member);
  });

  it('signs out from the account menu', async () => {
    await member.getByRole('button', { name: 'Account' }).click();
    await member.getByRole('menuitem', { name: 'Sign out' }).click();
    await atPath(member, '/auth');
    await toast(member, 'Signed out successfully').waitFor();
  });
});
