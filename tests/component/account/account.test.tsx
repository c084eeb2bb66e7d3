// The account's own screens against the real local stack: "Forgot password?" on the Sign In
// tab (the same answer for members and strangers), the new-password screen a recovery link opens,
// "Change password" (current password first) and "Profile" (the full name on shared briefs).
import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type * as AppModule from '../../../src/app/router.tsx';
import type * as AuthModule from '../../../src/features/auth/auth-provider.tsx';
import type * as ToastModule from '../../../src/components/ui/toast.tsx';
import type * as ToastStoreModule from '../../../src/components/ui/toast-store.ts';
import type * as SupabaseModule from '../../../src/lib/supabase.ts';
import type * as NewPasswordModule from '../../../src/features/account/new-password-dialog.tsx';
import { clientFor, createMember, startBackend, type Backend } from '../app/backend.ts';
import { axeViolations } from '../support/axe.ts';

configure({ asyncUtilTimeout: 8_000 });
vi.setConfig({ testTimeout: 40_000, hookTimeout: 120_000 });

let backend: Backend;
let app: typeof AppModule;
let auth: typeof AuthModule;
let toastUi: typeof ToastModule;
let toasts: typeof ToastStoreModule;
let supabase: typeof SupabaseModule.supabase;
let newPassword: typeof NewPasswordModule;

beforeAll(async () => {
  backend = await startBackend();
  app = await import('../../../src/app/router.tsx');
  auth = await import('../../../src/features/auth/auth-provider.tsx');
  toastUi = await import('../../../src/components/ui/toast.tsx');
  toasts = await import('../../../src/components/ui/toast-store.ts');
  ({ supabase } = await import('../../../src/lib/supabase.ts'));
  newPassword = await import('../../../src/features/account/new-password-dialog.tsx');
});
afterEach(async () => {
  await supabase.auth.signOut();
  toasts.toastStore.getState().clear();
});
afterAll(async () => {
  await backend?.close();
});

function renderApp(path: string) {
  const router = createMemoryRouter(app.routes, { initialEntries: [path] });
  render(
    <auth.AuthProvider>
      <RouterProvider router={router} />
      <toastUi.ToastRegion />
    </auth.AuthProvider>,
  );
  return router;
}

const toastWith = (title: string) => screen.findByText(title, { selector: 'p' });
const canSignIn = async (email: string, password: string) =>
  !(await clientFor(backend).auth.signInWithPassword({ email, password })).error;

describe('Forgot password?', () => {
  it.each([
    ['a member', 'reset.me@example.com', true],
    ['a stranger', 'nobody@example.com', false],
  ])('answers %s the same way', async (_who, email, isMember) => {
    if (isMember) await createMember(backend, email);
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
    const member = await createMember(backend, 'recovered@example.com');
    await supabase.auth.signInWithPassword({ email: member.email, password: member.password });
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
  it('Change password asks for the current password first', async () => {
    const member = await createMember(backend, 'changer@example.com');
    await supabase.auth.signInWithPassword({ email: member.email, password: member.password });
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
    const member = await createMember(backend, 'named@example.com');
    await supabase.auth.signInWithPassword({ email: member.email, password: member.password });
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
    const row = await clientFor(backend, backend.serviceRoleKey)
      .from('profiles')
      .select('full_name')
      .eq('id', member.id)
      .single();
    expect(row.data).toEqual({ full_name: 'Nadia Named' });
  });
});
