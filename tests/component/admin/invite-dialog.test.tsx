import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type InviteDialogModule from '../../../src/features/admin/invite-user-dialog.tsx';
import type * as SupabaseModule from '../../../src/lib/supabase.ts';
import type * as RenderModule from '../app/render.tsx';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { clientFor, createMember, startBackend, type Backend } from '../app/backend.ts';

vi.setConfig({ testTimeout: 30_000, hookTimeout: 120_000 });

let backend: Backend;
// Imported after the backend started: the app's Supabase client reads its URL on first import.
let render: typeof RenderModule;
let InviteUserDialog: typeof InviteDialogModule;
let supabase: typeof SupabaseModule.supabase;

beforeAll(async () => {
  backend = await startBackend();
  render = await import('../app/render.tsx');
  ({ default: InviteUserDialog } = await import('../../../src/features/admin/invite-user-dialog.tsx'));
  ({ supabase } = await import('../../../src/lib/supabase.ts'));
});

afterAll(async () => {
  await supabase?.auth.signOut();
  await backend?.close();
});

afterEach(() => render.resetToasts());

async function signIn(email: string, password: string) {
  const { data, error } = await supabase.auth.signInWithPassword({ email, password });
  if (error) throw error;
  return data.user;
}

async function openDialog(user: { id: string; email: string; isAdmin?: boolean }) {
  render.renderSignedIn(<InviteUserDialog isOpen onOpenChange={() => undefined} />, { user });
  return screen.findByRole('dialog', { name: 'Invite New User' });
}

const toastWith = (title: string) =>
  screen.findByText(title, { selector: 'p' }).then((el) => el.parentElement!);

describe('Invite New User (real local stack)', () => {
  it("answers an empty e-mail with 'Email required' and defaults the role to User", async () => {
    const dialog = await openDialog({ id: 'a', email: 'a@example.com', isAdmin: true });
    expect(within(dialog).getByRole('button', { name: /Role/ })).toHaveTextContent('User');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send Invitation' }));
    expect(await toastWith('Email required')).toHaveTextContent('Please enter an email address');
  });

  it('sends the invitation through send-invitation and confirms with the role', async () => {
    const admin = await signIn('admin@briefsmith.local', 'briefsmith-admin');
    const dialog = await openDialog({ id: admin.id, email: admin.email!, isAdmin: true });
    await userEvent.type(within(dialog).getByLabelText(/Email address/), 'new.designer@example.com');
    await userEvent.click(within(dialog).getByRole('button', { name: /Role/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Admin' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send Invitation' }));
    expect(await toastWith('Invitation sent')).toHaveTextContent(
      'Invitation sent to new.designer@example.com with admin role',
    );
    const invitations = await clientFor(backend, backend.serviceRoleKey)
      .from('invitations')
      .select('email, role')
      .eq('email', 'new.designer@example.com');
    expect(invitations.data).toEqual([{ email: 'new.designer@example.com', role: 'admin' }]);
  });

  it('sends on the first click once an invalid e-mail has been corrected', async () => {
    const admin = await signIn('admin@briefsmith.local', 'briefsmith-admin');
    const dialog = await openDialog({ id: admin.id, email: admin.email!, isAdmin: true });
    const email = within(dialog).getByLabelText(/Email address/);
    await userEvent.type(email, 'first.click@');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send Invitation' }));
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    expect(within(dialog).getByText('Please enter a valid email address')).toBeInTheDocument();
    await userEvent.type(email, 'example.com');
    // The message goes while typing, not when the pointer goes down on the button: a message that
    // vanished then moved the button from under the pointer, and the first click missed it.
    expect(email).not.toHaveAttribute('aria-invalid');
    expect(within(dialog).queryByText('Please enter a valid email address')).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send Invitation' }));
    expect(await toastWith('Invitation sent')).toHaveTextContent(
      'Invitation sent to first.click@example.com with user role',
    );
  });

  it('takes an optional full name that travels with the invitation', async () => {
    const admin = await signIn('admin@briefsmith.local', 'briefsmith-admin');
    const dialog = await openDialog({ id: admin.id, email: admin.email!, isAdmin: true });
    await userEvent.type(within(dialog).getByLabelText(/Email address/), 'named.person@example.com');
    await userEvent.type(within(dialog).getByLabelText(/Full name/), 'Nora Named');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send Invitation' }));
    expect(await toastWith('Invitation sent')).toHaveTextContent(
      'Invitation sent to named.person@example.com with user role',
    );
    const invitations = await clientFor(backend, backend.serviceRoleKey)
      .from('invitations')
      .select('email, full_name')
      .eq('email', 'named.person@example.com');
    expect(invitations.data).toEqual([{ email: 'named.person@example.com', full_name: 'Nora Named' }]);
  });

  it("shows the function's own error when a non-admin tries to invite", async () => {
    const member = await createMember(backend, 'plain.member@example.com');
    await signIn(member.email, member.password);
    const dialog = await openDialog({ id: member.id, email: member.email });
    await userEvent.type(within(dialog).getByLabelText(/Email address/), 'friend@example.com');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send Invitation' }));
    const toast = await toastWith('Error sending invitation');
    expect(toast.textContent).not.toContain('Failed to send invitation');
    expect(toast.textContent?.length).toBeGreaterThan('Error sending invitation'.length);
  });
});
