// Team administration end to end in Chromium: an admin invites, resends and revokes invitations from the Team
// page, changes a member's role, deactivates and reactivates them and transfers their briefs; a member
// resets a forgotten password from the e-mail in the inbox and signs in with it.
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember, signedInClient, type Member } from '../support/stack.ts';
import { atPath, dashboardReady, newPage, signIn, toast } from './support/app.ts';
import { expectAccessible, screenshotFailures, screenshots } from './support/checks.ts';
import { startEnvironment, type E2EEnvironment } from './support/environment.ts';
import { linkIn, waitForMail } from './support/inbox.ts';

const NEW_HIRE = 'new.hire@studio.test';

let env: E2EEnvironment;
let contexts: BrowserContext[] = [];
let admin: Page;
let visitor: Page;
let maya: Member;
let colin: Member;

screenshotFailures(() => [admin, visitor]);

async function page(): Promise<Page> {
  const context = await env.browser.newContext({ viewport: { width: 1280, height: 800 } });
  contexts.push(context);
  return newPage(context);
}

beforeAll(async () => {
  env = await startEnvironment();
  maya = await createMember(env.stack, { email: 'maya@studio.test', password: 'maya-password-1' });
  colin = await createMember(env.stack, { email: 'colin@studio.test', password: 'colin-password-1' });
  const asMaya = await signedInClient(env.stack, maya.email, maya.password);
  const created = await asMaya.from('briefs').insert([
    { user_id: maya.id, title: 'Maya launch brief' },
    { user_id: maya.id, title: 'Maya rebrand brief' },
  ]);
  expect(created.error).toBeNull();
  admin = await page();
  visitor = await page();
});

afterAll(async () => {
  for (const context of contexts) await context.close().catch(() => undefined);
  contexts = [];
  await env?.close();
});

const memberRow = (email: string) =>
  admin.getByRole('table', { name: 'Members' }).getByRole('row', { name: email });
const invitationRow = (email: string) =>
  admin.getByRole('table', { name: 'Pending invitations' }).getByRole('row', { name: email });

describe('an admin runs the team', () => {
  it('invites someone, and is told when the address is already invited', async () => {
    await signIn(admin, env.appUrl, env.stack.adminEmail, env.stack.adminPassword);
    for (const attempt of [1, 2]) {
      await admin.getByRole('button', { name: 'Invite User' }).click();
      const dialog = admin.getByRole('dialog', { name: 'Invite New User' });
      await dialog.getByLabel('Email address').fill(NEW_HIRE);
      await dialog.getByRole('button', { name: 'Send Invitation' }).click();
      if (attempt === 1) await toast(admin, `Invitation sent to ${NEW_HIRE} with user role`).waitFor();
      else {
        await toast(admin, /An invitation is already pending for this email address/).waitFor();
        await dialog.getByRole('button', { name: 'Cancel' }).click();
      }
    }
    expect(env.stack.inbox.messages().filter((m) => m.to === NEW_HIRE)).toHaveLength(1);
  });

  it('opens the Team page from the account menu', async () => {
    await admin.getByRole('button', { name: 'Account' }).click();
    await admin.getByRole('menuitem', { name: 'Team' }).click();
    await atPath(admin, '/team');
    await admin.getByRole('heading', { name: 'Team', level: 1 }).waitFor();
    await memberRow(maya.email).waitFor();
    await expect(memberRow(maya.email).textContent()).resolves.toContain('Active');
    await invitationRow(NEW_HIRE).waitFor();
    await screenshots(admin, 'team');
    await expectAccessible(admin, 'team page');
  });

  it('resends an invitation: a new e-mail, and the old link says it was replaced', async () => {
    const first = linkIn(await waitForMail(env, { to: NEW_HIRE }), env.appUrl);
    const before = new Date();
    await invitationRow(NEW_HIRE).getByRole('button', { name: 'Resend' }).click();
    await toast(admin, 'Invitation resent').waitFor();
    const second = linkIn(await waitForMail(env, { to: NEW_HIRE, after: before }), env.appUrl);
    expect(second).not.toBe(first);
    await visitor.goto(first);
    await visitor
      .getByText(
        'This invitation was replaced by a newer one. Use the link in the most recent invitation e-mail.',
      )
      .waitFor();
    await expect(
      visitor.getByText('Welcome! Complete your invitation to get started.').count(),
    ).resolves.toBe(0);
    await screenshots(visitor, 'auth-invitation-superseded');
    await expectAccessible(visitor, 'superseded invitation');

    await invitationRow(NEW_HIRE).getByRole('button', { name: 'Revoke' }).click();
    await toast(admin, 'Invitation revoked').waitFor();
    await admin.getByText('No pending invitations.').waitFor();
    await visitor.goto(second);
    await visitor.getByText('This invitation has been withdrawn by an administrator.').waitFor();
  });

  it("changes a member's role and back, by keyboard", async () => {
    await memberRow(maya.email).getByRole('button', { name: 'Change role' }).focus();
    await admin.keyboard.press('Enter');
    await toast(admin, `${maya.email} is now an admin.`).waitFor();
    await memberRow(maya.email).getByRole('cell', { name: 'Admin', exact: true }).waitFor();
    await memberRow(maya.email).getByRole('button', { name: 'Change role' }).click();
    await toast(admin, `${maya.email} is now a user.`).waitFor();
    await memberRow(maya.email).getByRole('cell', { name: 'User', exact: true }).waitFor();
  });

  it('deactivates a member, who can then no longer sign in; reactivated, they can', async () => {
    await memberRow(maya.email).getByRole('button', { name: 'Deactivate' }).click();
    await toast(admin, 'Member deactivated').waitFor();
    await memberRow(maya.email).getByText('Deactivated').waitFor();

    await visitor.goto(`${env.appUrl}/auth`);
    await visitor.getByLabel('Email', { exact: true }).fill(maya.email);
    await visitor.getByLabel('Password', { exact: true }).fill(maya.password);
    await visitor.getByRole('button', { name: 'Sign In', exact: true }).click();
    await visitor
      .getByText('This account has been deactivated. Ask an administrator if you need access again.')
      .waitFor();

    await memberRow(maya.email).getByRole('button', { name: 'Reactivate' }).click();
    await toast(admin, 'Member reactivated').waitFor();
    await visitor.getByRole('button', { name: 'Sign In', exact: true }).click();
    await atPath(visitor, '/');
    await dashboardReady(visitor);
  });

  it("transfers a member's briefs to another member", async () => {
    await memberRow(maya.email).getByRole('button', { name: 'Transfer briefs' }).click();
    const form = admin.getByRole('region', { name: `Transfer ${maya.email}'s briefs` });
    await form.getByLabel('New owner').selectOption(colin.id);
    await form.getByRole('button', { name: 'Transfer' }).click();
    await toast(admin, `2 briefs now belong to ${colin.email}.`).waitFor();
    await memberRow(colin.email).getByRole('cell', { name: '2', exact: true }).waitFor();
    await memberRow(maya.email).getByRole('cell', { name: '0', exact: true }).waitFor();
    const asColin = await signedInClient(env.stack, colin.email, colin.password);
    const owned = await asColin.from('briefs').select('title').eq('user_id', colin.id).order('title');
    expect(owned.data).toEqual([{ title: 'Maya launch brief' }, { title: 'Maya rebrand brief' }]);
  });
});

describe('a member who forgot their password', () => {
  it('resets it from the e-mail in the inbox and signs in with it', async () => {
    const forgetful = await page();
    await forgetful.goto(`${env.appUrl}/auth`);
    await forgetful.getByLabel('Email', { exact: true }).fill(colin.email);
    await forgetful.getByRole('button', { name: 'Forgot password?' }).click();
    const before = new Date();
    await forgetful.getByRole('button', { name: 'Send reset link' }).click();
    await forgetful
      .getByText(`If ${colin.email} has an account, a link to reset its password is on its way.`, {
        exact: false,
      })
      .waitFor();
    await expectAccessible(forgetful, 'forgot password');

    const mail = await waitForMail(env, {
      to: colin.email,
      subject: /Reset your Briefsmith password/,
      after: before,
    });
    await forgetful.goto(linkIn(mail));
    const dialog = forgetful.getByRole('dialog', { name: 'Set a new password' });
    await dialog.waitFor();
    await screenshots(forgetful, 'dialog-new-password', { fullPage: false });
    await expectAccessible(forgetful, 'new password');
    await dialog.getByLabel('New password', { exact: true }).fill('colin-new-password');
    await dialog.getByLabel('Confirm new password').fill('colin-new-password');
    await dialog.getByRole('button', { name: 'Set new password' }).click();
    await toast(forgetful, 'Password updated').waitFor();
    await dashboardReady(forgetful);

    const fresh = await page();
    await signIn(fresh, env.appUrl, colin.email, 'colin-new-password');
  });
});
