// The Team page against the real local stack: an admin sees members and pending
// invitations and changes a role, deactivates and reactivates, transfers briefs, resends and revokes;
// a member never sees the entry and the page itself refuses them; offline it says it needs a
// connection. Keyboard and axe on the way.
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { clientFor, createMember } from '../app/backend.ts';
import { liveApp } from '../app/live-app.tsx';
import { axeViolations } from '../support/axe.ts';

configure({ asyncUtilTimeout: 8_000 });
vi.setConfig({ testTimeout: 40_000, hookTimeout: 120_000 });

const live = liveApp();
const { renderApp } = live;
type Person = Awaited<ReturnType<typeof createMember>>;
let admin: Person;
let maya: Person;
let colin: Person;
let second: Person;

beforeAll(async () => {
  const { backend } = live;
  admin = await createMember(backend, 'lead@studio.test', 'admin');
  maya = await createMember(backend, 'maya@studio.test');
  colin = await createMember(backend, 'colin@studio.test');
  second = await createMember(backend, 'second@studio.test', 'admin');
  const named = await clientFor(backend, backend.serviceRoleKey)
    .from('profiles')
    .update({ full_name: 'Maya Stone' })
    .eq('id', maya.id);
  if (named.error) throw named.error;
  const asMaya = clientFor(backend);
  await asMaya.auth.signInWithPassword({ email: maya.email, password: maya.password });
  const briefs = await asMaya.from('briefs').insert([
    { user_id: maya.id, title: 'Maya one' },
    { user_id: maya.id, title: 'Maya two' },
  ]);
  if (briefs.error) throw briefs.error;
  const invited = await clientFor(backend, backend.serviceRoleKey)
    .from('invitations')
    .insert({ email: 'pending@studio.test', role: 'user', invited_by: admin.id, full_name: 'Penny Pending' });
  if (invited.error) throw invited.error;
});

async function signIn(person: Person) {
  const { error } = await live.supabase.auth.signInWithPassword({
    email: person.email,
    password: person.password,
  });
  if (error) throw error;
}

const toastWith = (title: string) => screen.findByText(title, { selector: 'p' });
const confirmation = (name: string) => screen.findByRole('alertdialog', { name });
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
    expect(within(row).getByRole('rowheader')).toHaveTextContent('Maya Stone');
    expect(row).toHaveTextContent('User');
    expect(row).toHaveTextContent('Active');
    expect(within(row).getAllByRole('cell')[3]).toHaveTextContent('2');
    const lead = within(members).getByRole('row', { name: admin.email });
    expect(within(lead).queryByRole('button', { name: 'Deactivate' })).not.toBeInTheDocument();
    const invitations = screen.getByRole('table', { name: 'Pending invitations' });
    const invitation = within(invitations).getByRole('row', { name: 'pending@studio.test' });
    expect(invitation).toHaveTextContent(admin.email);
    expect(within(invitation).getByRole('rowheader')).toHaveTextContent('Penny Pending');
    expect(await axeViolations()).toEqual([]);
  });

  it('changes a role by a choice confirmed with the person and the new role, by keyboard', async () => {
    await signIn(admin);
    renderApp('/team');
    await screen.findByRole('table', { name: 'Members' });
    expect(within(memberRow(maya.email)).queryByRole('button', { name: 'Change role' })).toBeNull();
    within(memberRow(maya.email)).getByRole('button', { name: 'Make admin' }).focus();
    await userEvent.keyboard('{Enter}');
    let dialog = await confirmation('Make Maya Stone an admin?');
    expect(dialog).toHaveTextContent('Maya Stone will see every brief');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(memberRow(maya.email)).toHaveTextContent('User');

    await userEvent.click(within(memberRow(maya.email)).getByRole('button', { name: 'Make admin' }));
    dialog = await confirmation('Make Maya Stone an admin?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Make admin' }));
    expect(await screen.findByText('Maya Stone is now an admin.')).toBeInTheDocument();
    await waitFor(() => expect(memberRow(maya.email)).toHaveTextContent('Admin'));

    await userEvent.click(within(memberRow(maya.email)).getByRole('button', { name: 'Make member' }));
    dialog = await confirmation('Make Maya Stone a member?');
    expect(dialog).toHaveTextContent('Maya Stone will no longer see every brief');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Make member' }));
    expect(await screen.findByText('Maya Stone is now a member.')).toBeInTheDocument();
    await waitFor(() => expect(memberRow(maya.email)).toHaveTextContent('User'));
    // The page stays usable: the next change is one click away.
    expect(within(memberRow(maya.email)).getByRole('button', { name: 'Make admin' })).toBeEnabled();
  });

  it('does not offer to demote yourself, and says why', async () => {
    await signIn(admin);
    renderApp('/team');
    await screen.findByRole('table', { name: 'Members' });
    const mine = memberRow(admin.email);
    expect(within(mine).queryByRole('button', { name: 'Make member' })).toBeNull();
    expect(mine).toHaveTextContent('You cannot make yourself a member: another admin has to.');
    expect(within(memberRow(second.email)).getByRole('button', { name: 'Make member' })).toBeInTheDocument();
  });

  it('asks before deactivating, naming the person and what they lose; then reactivates', async () => {
    await signIn(admin);
    renderApp('/team');
    await screen.findByRole('table', { name: 'Members' });
    await userEvent.click(within(memberRow(colin.email)).getByRole('button', { name: 'Deactivate' }));
    let dialog = await confirmation(`Deactivate ${colin.email}?`);
    expect(dialog).toHaveTextContent(`${colin.email} is signed out at once and can no longer sign in`);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(memberRow(colin.email)).toHaveTextContent('Active');

    await userEvent.click(within(memberRow(colin.email)).getByRole('button', { name: 'Deactivate' }));
    dialog = await confirmation(`Deactivate ${colin.email}?`);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    expect(await toastWith('Member deactivated')).toBeInTheDocument();
    await waitFor(() => expect(memberRow(colin.email)).toHaveTextContent('Deactivated'));
    const refused = await clientFor(live.backend).auth.signInWithPassword({
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
    const form = await screen.findByRole('region', { name: "Transfer Maya Stone's briefs" });
    await userEvent.selectOptions(within(form).getByLabelText('New owner'), colin.id);
    await userEvent.click(within(form).getByRole('button', { name: 'Transfer' }));
    expect(await toastWith('Briefs transferred')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Members' })).toHaveFocus();
    await waitFor(() =>
      expect(within(memberRow(colin.email)).getAllByRole('cell')[3]).toHaveTextContent('2'),
    );
    expect(within(memberRow(maya.email)).getAllByRole('cell')[3]).toHaveTextContent('0');
  });

  it('on a phone-wide screen shows members and invitations as cards with their actions', async () => {
    const original = window.matchMedia;
    // Nothing matches, as on a 390 px screen: (min-width: 48rem) is false.
    window.matchMedia = (query: string) =>
      ({
        media: query,
        matches: false,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      }) as unknown as MediaQueryList;
    try {
      await signIn(admin);
      renderApp('/team');
      const members = await screen.findByRole('list', { name: 'Members' });
      expect(screen.queryByRole('table')).not.toBeInTheDocument();
      const card = within(members).getByRole('listitem', { name: maya.email });
      expect(card).toHaveTextContent('Maya Stone');
      expect(card).toHaveTextContent('maya@studio.test');
      expect(card).toHaveTextContent(/RoleUser/);
      expect(card).toHaveTextContent(/StatusActive/);
      expect(within(card).getByRole('button', { name: /Make (admin|member)/ })).toBeInTheDocument();
      expect(within(card).getByRole('button', { name: 'Deactivate' })).toBeInTheDocument();
      const invitations = screen.getByRole('list', { name: 'Pending invitations' });
      const invitation = within(invitations).getByRole('listitem', { name: 'pending@studio.test' });
      expect(invitation).toHaveTextContent('Penny Pending');
      expect(within(invitation).getByRole('button', { name: 'Resend' })).toBeInTheDocument();
      expect(await axeViolations()).toEqual([]);
    } finally {
      window.matchMedia = original;
    }
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

  it('says only that the page is for admins when an admin is demoted while it is open', async () => {
    await signIn(second);
    renderApp('/team');
    await screen.findByRole('table', { name: 'Members' });
    const demoted = await clientFor(live.backend, live.backend.serviceRoleKey)
      .from('user_roles')
      .update({ role: 'user' })
      .eq('user_id', second.id);
    if (demoted.error) throw demoted.error;
    await userEvent.click(within(memberRow(colin.email)).getByRole('button', { name: 'Make admin' }));
    await userEvent.click(
      within(await confirmation(`Make ${colin.email} an admin?`)).getByRole('button', { name: 'Make admin' }),
    );
    const alert = await screen.findByText('Only admins can manage the team.', { selector: 'main *' });
    expect(alert).toBeInTheDocument();
    expect(screen.queryByText(/Please try again/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
