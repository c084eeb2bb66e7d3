// Invitation links against the real local stack: accepting one signs the person in and lands
// on the dashboard with the welcome — no magic link, no "Magic link sent" toast — and a link that can no
// longer be used (used, expired, revoked, superseded) says so once, with "Sign in" when the address
// already has an account, never "Complete your invitation" beside "Registration Unavailable".
import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { clientFor, createMember } from '../app/backend.ts';
import { liveApp } from '../app/live-app.tsx';
import { axeViolations } from '../support/axe.ts';

configure({ asyncUtilTimeout: 5_000 });
vi.setConfig({ testTimeout: 30_000, hookTimeout: 120_000 });

const live = liveApp();
const { renderApp } = live;

const service = () => clientFor(live.backend, live.backend.serviceRoleKey);

async function invitation(email: string, role: 'user' | 'admin', change: Record<string, unknown> = {}) {
  const { data, error } = await service()
    .from('invitations')
    .insert({ email, role, ...change })
    .select('token')
    .single();
  if (error) throw error;
  return (data as { token: string }).token;
}

describe('accepting an invitation', () => {
  it('signs the invitee in and lands on the dashboard with the welcome, sending no magic link', async () => {
    const token = await invitation('joiner@example.com', 'admin');
    const router = renderApp(`/auth?invite=${token}`);
    expect(await screen.findByText(/You've been invited to join as an admin\./)).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Password'), 'joiner-password');
    await userEvent.type(screen.getByLabelText('Confirm Password'), 'joiner-password');
    await userEvent.click(screen.getByRole('button', { name: 'Accept Invitation' }));
    expect(await screen.findByText('Welcome back!', { selector: 'p' })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(screen.queryByText('Magic link sent!')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: "Didn't receive the magic link?" })).not.toBeInTheDocument();
  });
});

describe('the sign-up asks for a full name', () => {
  it("prefills the invitation's name; the name the invitee types becomes their profile name", async () => {
    const token = await invitation('named.joiner@example.com', 'user', { full_name: 'Nell Named' });
    renderApp(`/auth?invite=${token}`);
    const fullName = await screen.findByLabelText('Full name');
    expect(fullName).toHaveValue('Nell Named');
    await userEvent.clear(fullName);
    await userEvent.type(fullName, 'Nell N. Named');
    await userEvent.type(screen.getByLabelText('Password'), 'joiner-password');
    await userEvent.type(screen.getByLabelText('Confirm Password'), 'joiner-password');
    await userEvent.click(screen.getByRole('button', { name: 'Accept Invitation' }));
    expect(await screen.findByText('Welcome back!', { selector: 'p' })).toBeInTheDocument();
    const profile = await service()
      .from('profiles')
      .select('full_name')
      .eq('email', 'named.joiner@example.com')
      .single();
    expect(profile.data).toEqual({ full_name: 'Nell N. Named' });
  });

  it('is empty without a name on the invitation, and optional', async () => {
    const token = await invitation('plain.joiner@example.com', 'user');
    renderApp(`/auth?invite=${token}`);
    expect(await screen.findByLabelText('Full name')).toHaveValue('');
    await userEvent.type(screen.getByLabelText('Password'), 'joiner-password');
    await userEvent.type(screen.getByLabelText('Confirm Password'), 'joiner-password');
    await userEvent.click(screen.getByRole('button', { name: 'Accept Invitation' }));
    expect(await screen.findByText('Welcome back!', { selector: 'p' })).toBeInTheDocument();
    const profile = await service()
      .from('profiles')
      .select('full_name')
      .eq('email', 'plain.joiner@example.com')
      .single();
    expect(profile.data).toEqual({ full_name: null });
  });
});

describe('a link that can no longer be used', () => {
  it.each([
    [
      'revoked',
      { revoked_at: new Date().toISOString() },
      'This invitation has been withdrawn by an administrator.',
    ],
    [
      'superseded',
      { superseded_at: new Date().toISOString() },
      'This invitation was replaced by a newer one. Use the link in the most recent invitation e-mail.',
    ],
    [
      'expired',
      { expires_at: new Date(Date.now() - 60_000).toISOString() },
      'This invitation has expired. Ask an administrator to send you a new one.',
    ],
  ])('says a %s invitation is %s, once', async (which, change, message) => {
    const token = await invitation(`${which}@example.com`, 'user', change);
    renderApp(`/auth?invite=${token}`);
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.queryByText('Welcome! Complete your invitation to get started.')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Registration Unavailable' })).not.toBeInTheDocument();
    expect(screen.queryByText('Invalid invitation')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign in' })).not.toBeInTheDocument();
  });

  it('says a used invitation is used and offers "Sign in" to the member who used it', async () => {
    const member = await createMember(live.backend, 'used.link@example.com');
    const { data } = await service().from('invitations').select('token').eq('email', member.email).single();
    renderApp(`/auth?invite=${(data as { token: string }).token}`);
    expect(await screen.findByText('This invitation has already been used.')).toBeInTheDocument();
    expect(
      screen.getByText('used.link@example.com already has an account: sign in instead.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Registration Unavailable' })).not.toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByRole('tab', { name: 'Sign In' })).toHaveAttribute('aria-selected', 'true');
  });
});
