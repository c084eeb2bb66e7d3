// The Team page against the real local stack: an admin sees members and pending
// invitations and changes a role, deactivates and reactivates, transfers briefs, resends and revokes;
// a member never sees the entry and the page itself refuses them; offline it says it needs a
// connection. Keyboard and axe on the way.
import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type * as AppModule from '../../../src/app/router.tsx';
import type * as AuthModule from '../../../src/features/auth/auth-provider.tsx';
import type * as ToastModule from '../../../src/components/ui/toast.tsx';
import type * as ToastStoreModule from '../../../src/components/ui/toast-store.ts';
import type * as SupabaseModule from '../../../src/lib/supabase.ts';
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
type Person = Awaited<ReturnType<typeof createMember>>;
let admin: Person;
let maya: Person;
let colin: Person;

beforeAll(async () => {
  backend = await startBackend();
  app = await import('../../../src/app/router.tsx');
  auth = await import('../../../src/features/auth/auth-provider.tsx');
  toastUi = await import('../../../src/components/ui/toast.tsx');
  toasts = await import('../../../src/components/ui/toast-store.ts');
  ({ supabase } = await import('../../../src/lib/supabase.ts'));
  admin = await createMember(backend, 'lead@studio.test', 'admin');
  maya = await createMember(backend, 'maya@studio.test');
  colin = await createMember(backend, 'colin@studio.test');
  const asMaya = clientFor(backend);
  await asMaya.auth.signInWithPassword({ email: maya.email, password: maya.password });
  const briefs = await asMaya.from('briefs').insert([
    { user_id: maya.id, title: 'Maya one' },
    { user_id: maya.id, title: 'Maya two' },
  ]);
  if (briefs.error) throw briefs.error;
  const invited = await clientFor(backend, backend.serviceRoleKey)
    .from('invitations')
    .insert({ email: 'pending@studio.test', role: 'user', invited_by: admin.id });
  if (invited.error) throw invited.error;
});
afterEach(async () => {
  vi.restoreAllMocks();
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

async function signIn(person: Person) {
  const { error } = await supabase.auth.signInWithPassword({
    email: person.email,
    password: person.password,
  });
  if (error) throw error;
}

const toastWith = (title: string) => screen.findByText(title, { selector: 'p' });
const memberRow = (email: string) => screen.getByRole('row', { name: email });

describe('Team page for an admin', () => {
  it('is reached from the account menu and lists members and pending invitations', async () => {
    await signIn(admin);
    const router = renderApp('/');
    await userEvent.click(await screen.findByRole('button', { name: 'Account' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Team' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/team'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Team' })).toBeInTheDocument();
    const members = await screen.findByRole('table', { name: 'Members' });
    const row = within(members).getByRole('row', { name: maya.email });
    expect(row).toHaveTextContent('User');
    expect(row).toHaveTextContent('Active');
    expect(within(row).getAllByRole('cell')[3]).toHaveTextContent('2');
    const lead = within(members).getByRole('row', { name: admin.email });
    expect(within(lead).queryByRole('button', { name: 'Deactivate' })).not.toBeInTheDocument();
    const invitations = screen.getByRole('table', { name: 'Pending invitations' });
    expect(within(invitations).getByRole('row', { name: 'pending@studio.test' })).toHaveTextContent(
      admin.email,
    );
    expect(await axeViolations()).toEqual([]);
  });

  it('changes a role, deactivates and reactivates a member, by keyboard', async () => {
    await signIn(admin);
    renderApp('/team');
    await screen.findByRole('table', { name: 'Members' });
    within(memberRow(colin.email)).getByRole('button', { name: 'Change role' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(await toastWith('Role changed')).toBeInTheDocument();
    await waitFor(() => expect(memberRow(colin.email)).toHaveTextContent('Admin'));

    await userEvent.click(within(memberRow(colin.email)).getByRole('button', { name: 'Deactivate' }));
    expect(await toastWith('Member deactivated')).toBeInTheDocument();
    await waitFor(() => expect(memberRow(colin.email)).toHaveTextContent('Deactivated'));
    const refused = await clientFor(backend).auth.signInWithPassword({
      email: colin.email,
      password: colin.password,
    });
    expect(refused.error?.code).toBe('user_banned');

    await userEvent.click(within(memberRow(colin.email)).getByRole('button', { name: 'Reactivate' }));
    expect(await toastWith('Member reactivated')).toBeInTheDocument();
    await waitFor(() => expect(memberRow(colin.email)).toHaveTextContent('Active'));
  });

  it("transfers a member's briefs to another member", async () => {
    await signIn(admin);
    renderApp('/team');
    await screen.findByRole('table', { name: 'Members' });
    await userEvent.click(within(memberRow(maya.email)).getByRole('button', { name: 'Transfer briefs' }));
    const form = await screen.findByRole('region', { name: "Transfer maya@studio.test's briefs" });
    await userEvent.selectOptions(within(form).getByLabelText('New owner'), colin.id);
    await userEvent.click(within(form).getByRole('button', { name: 'Transfer' }));
    expect(await toastWith('Briefs transferred')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Members' })).toHaveFocus();
    await waitFor(() =>
      expect(within(memberRow(colin.email)).getAllByRole('cell')[3]).toHaveTextContent('2'),
    );
    expect(within(memberRow(maya.email)).getAllByRole('cell')[3]).toHaveTextContent('0');
  });

  it('resends and revokes a pending invitation', async () => {
    await signIn(admin);
    renderApp('/team');
    const invitations = await screen.findByRole('table', { name: 'Pending invitations' });
    await userEvent.click(
      within(within(invitations).getByRole('row', { name: 'pending@studio.test' })).getByRole('button', {
        name: 'Resend',
      }),
    );
    expect(await toastWith('Invitation resent')).toBeInTheDocument();
    // The toast comes once the list has been read again: the row is the new invitation's.
    await userEvent.click(
      within(screen.getByRole('row', { name: 'pending@studio.test' })).getByRole('button', {
        name: 'Revoke',
      }),
    );
    expect(await toastWith('Invitation revoked')).toBeInTheDocument();
    expect(await screen.findByText('No pending invitations.')).toBeInTheDocument();
  });

  it('says the page needs a connection when offline', async () => {
    await signIn(admin);
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    renderApp('/team');
    expect(
      await screen.findByText("You're offline. Managing the team needs an internet connection."),
    ).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});

describe('Team page for a member', () => {
  it('has no entry in the account menu, and the page says it is for admins', async () => {
    await signIn(maya);
    renderApp('/');
    await userEvent.click(await screen.findByRole('button', { name: 'Account' }));
    expect(await screen.findByRole('menuitem', { name: 'Sign out' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Team' })).not.toBeInTheDocument();
  });

  it('refuses the page typed by hand', async () => {
    await signIn(maya);
    renderApp('/team');
    expect(await screen.findByText('Only admins can manage the team.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
