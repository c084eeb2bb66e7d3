// The account's own screens against the real local stack: "Forgot password?" on the Sign In
// tab (the same answer for members and strangers), the new-password screen a recovery link opens,
// "Change password" (current password first) and "Profile" (the full name on shared briefs).
import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type * as ToastModule from '../../../src/components/ui/toast.tsx';
import type * as NewPasswordModule from '../../../src/features/account/new-password-dialog.tsx';
import { clientFor, createMember } from '../app/backend.ts';
import { liveApp } from '../app/live-app.tsx';
import { axeViolations } from '../support/axe.ts';

configure({ asyncUtilTimeout: 8_000 });
vi.setConfig({ testTimeout: 40_000, hookTimeout: 120_000 });

const live = liveApp();
const { renderApp } = live;
let newPassword: typeof NewPasswordModule;
let toastUi: typeof ToastModule;

beforeAll(async () => {
  newPassword = await import('../../../src/features/account/new-password-dialog.tsx');
  toastUi = await import('../../../src/components/ui/toast.tsx');
});

const toastWith = (title: string) => screen.findByText(title, { selector: 'p' });
const canSignIn = async (email: string, password: string) =>
  !(await clientFor(live.backend).auth.signInWithPassword({ email, password })).error;

describe('Forgot password?', () => {
  it.each([
    ['a member', 'reset.me@example.com', true],
    ['a stranger', 'nobody@example.com', false],
  ])('answers %s the same way', async (_who, email, isMember) => {
    if (isMember) await createMember(live.backend, email);
    renderApp('/auth');
    await userEvent.type(await screen.findByLabelText('Email'), email);
    await userEvent.click(screen.getByRole('button', { name: 'Forgot password?' }));
    const form = screen.getByRole('form', { name: 'Reset your password' });
    expect(within(form).getByLabelText('Email')).toHaveValue(email);
    await userEvent.click(within(form).getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      `If ${email} has an account, a link to reset its password is on its way. Check your inbox.`,
    );
    expect(await axeViolations()).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Back to sign in' }));
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeInTheDocument();
  });
});

describe('after a recovery link', () => {
  it('the new-password screen checks the rules and signs in with the new password', async () => {
    const member = await createMember(live.backend, 'recovered@example.com');
    // The session a recovery link gives (GoTrue lets it set a password without the current one).
    const link = await clientFor(live.backend, live.backend.serviceRoleKey).auth.admin.generateLink({
      type: 'recovery',
      email: member.email,
    });
    const recovered = await live.supabase.auth.verifyOtp({
      type: 'recovery',
      token_hash: link.data.properties!.hashed_token,
    });
    expect(recovered.error).toBeNull();
    render(
      <>
        <newPassword.default />
        <toastUi.ToastRegion />
      </>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Set a new password' });
    await userEvent.type(within(dialog).getByLabelText(/^New password/), 'brand-new-1');
    await userEvent.type(within(dialog).getByLabelText(/Confirm new password/), 'brand-new-2');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Set new password' }));
    expect(await within(dialog).findByText('Passwords do not match.')).toBeInTheDocument();
    await userEvent.clear(within(dialog).getByLabelText(/Confirm new password/));
    await userEvent.type(within(dialog).getByLabelText(/Confirm new password/), 'brand-new-1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Set new password' }));
    expect(await toastWith('Password updated')).toBeInTheDocument();
    expect(await canSignIn(member.email, 'brand-new-1')).toBe(true);
  });
});

describe('account menu', () => {
  it('Change password asks for the current password first and sends it, as GoTrue requires', async () => {
    const member = await createMember(live.backend, 'changer@example.com');
    await live.supabase.auth.signInWithPassword({ email: member.email, password: member.password });
    renderApp('/');
    await userEvent.click(await screen.findByRole('button', { name: 'Account' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Change password' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change password' });
    await userEvent.type(within(dialog).getByLabelText(/Current password/), 'not-my-password');
    await userEvent.type(within(dialog).getByLabelText(/^New password/), 'changed-pass-1');
    await userEvent.type(within(dialog).getByLabelText(/Confirm new password/), 'changed-pass-1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Change password' }));
    expect(await within(dialog).findByText('Your current password is not correct.')).toBeInTheDocument();
    expect(await canSignIn(member.email, member.password)).toBe(true);

    await userEvent.clear(within(dialog).getByLabelText(/Current password/));
    await userEvent.type(within(dialog).getByLabelText(/Current password/), member.password);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Change password' }));
    expect(await toastWith('Password changed')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await canSignIn(member.email, 'changed-pass-1')).toBe(true);
    expect(await canSignIn(member.email, member.password)).toBe(false);
  });

  it('Profile edits the full name shown on shared briefs', async () => {
    const member = await createMember(live.backend, 'named@example.com');
    await live.supabase.auth.signInWithPassword({ email: member.email, password: member.password });
    renderApp('/');
    await userEvent.click(await screen.findByRole('button', { name: 'Account' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Profile' }));
    const dialog = await screen.findByRole('dialog', { name: 'Profile' });
    const name = within(dialog).getByLabelText('Full name');
    await waitFor(() => expect(name).toBeEnabled());
    await userEvent.type(name, 'Nadia Named');
    expect(await axeViolations()).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await toastWith('Profile saved')).toBeInTheDocument();
    const row = await clientFor(live.backend, live.backend.serviceRoleKey)
      .from('profiles')
      .select('full_name')
      .eq('id', member.id)
      .single();
    expect(row.data).toEqual({ full_name: 'Nadia Named' });
  });
});
