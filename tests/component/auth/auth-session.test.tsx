import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type * as RepositoryModule from '../../../src/data/briefs-repository.ts';
import type * as DbModule from '../../../src/data/db.ts';
import { clientFor, createMember } from '../app/backend.ts';
import { liveApp } from '../app/live-app.tsx';

// Lazy screens and dialogs are transformed on first use: allow a busy machine more than a second.
configure({ asyncUtilTimeout: 5_000 });
vi.setConfig({ testTimeout: 30_000, hookTimeout: 120_000 });

const live = liveApp();
const { renderApp } = live;
// Imported once the stack runs: the app's Supabase client reads its URL on first import.
let repository: typeof RepositoryModule;
let dbModule: typeof DbModule;
let member: { id: string; email: string; password: string };

beforeAll(async () => {
  repository = await import('../../../src/data/briefs-repository.ts');
  dbModule = await import('../../../src/data/db.ts');
  member = await createMember(live.backend, 'member@example.com');
});

const toastWith = (title: string) =>
  screen.findByText(title, { selector: 'p' }).then((el) => el.parentElement!);

describe('signing in and out (real local stack)', () => {
  it('signs in with e-mail and password, welcomes the user and lands on the dashboard', async () => {
    const router = renderApp('/auth');
    await userEvent.type(await screen.findByLabelText('Email'), member.email);
    await userEvent.type(screen.getByLabelText('Password'), member.password);
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await toastWith('Welcome back!')).toHaveTextContent('You have been successfully signed in.');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Creative Brief Generator' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('explains invalid credentials in the spec words', async () => {
    renderApp('/auth');
    await userEvent.type(await screen.findByLabelText('Email'), member.email);
    await userEvent.type(screen.getByLabelText('Password'), 'not-the-password');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Invalid email or password. Please check your credentials and try again.',
    );
  });

  it('warns before signing out with unsynced changes, then signs out to /auth', async () => {
    const signIn = await live.supabase.auth.signInWithPassword({
      email: member.email,
      password: member.password,
    });
    if (signIn.error) throw signIn.error;
    // Offline for the sync engine, so the change stays pending while the test looks at the warning.
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const db = dbModule.openUserDatabase(member.id);
    await repository.createBrief(db, { title: 'Unsynced idea', company: 'Acme' }, { userId: member.id });
    const router = renderApp('/');
    await screen.findByRole('article', { name: 'Unsynced idea' });
    await userEvent.click(screen.getByRole('button', { name: 'Account' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Sign out' }));
    const warning = await screen.findByRole('alertdialog');
    expect(warning).toHaveTextContent('1 change has not reached the server yet.');
    await userEvent.click(within(warning).getByRole('button', { name: 'Sign out anyway' }));
    expect(await toastWith('Signed out successfully')).toHaveTextContent(
      'You have been logged out of your account.',
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
    db.close();
  });
});

describe('invitation links (real local stack)', () => {
  it('opens Accept Invite with the invited e-mail locked and the role named', async () => {
    const service = clientFor(live.backend, live.backend.serviceRoleKey);
    const { data, error } = await service
      .from('invitations')
      .insert({ email: 'invitee@example.com', role: 'user' })
      .select('token')
      .single();
    if (error) throw error;
    renderApp(`/auth?invite=${data.token}`);
    expect(await screen.findByText(/You've been invited to join as a user\./)).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Accept Invite' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByLabelText('Email')).toHaveValue('invitee@example.com');
    expect(screen.getByLabelText('Email')).toHaveAttribute('readonly');
    expect(screen.getByText('Welcome! Complete your invitation to get started.')).toBeInTheDocument();
  });

  it('says an unknown token is invalid and offers no registration', async () => {
    renderApp('/auth?invite=not-a-real-token');
    expect(await toastWith('Invalid invitation')).toHaveTextContent(
      'This invitation link is invalid or has expired.',
    );
    expect(
      await screen.findByText(
        'Registration is by invitation only. Please contact an administrator to get access.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Registration Unavailable' })).toBeInTheDocument();
  });
});
