import { configure, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ToastRegion } from '../../../src/components/ui/toast.tsx';
import { toastStore } from '../../../src/components/ui/toast-store.ts';
import AuthPage from '../../../src/features/auth/auth-page.tsx';
import { AuthContextProvider } from '../../../src/session/auth-provider.tsx';
import { SignUpForm } from '../../../src/features/auth/sign-up-form.tsx';
import { authValue } from '../app/render.tsx';

// Lazy screens and dialogs are transformed on first use: allow a busy machine more than a second.
configure({ asyncUtilTimeout: 5_000 });
function renderAuth(path = '/auth') {
  return render(
    <AuthContextProvider value={authValue(null)}>
      <MemoryRouter initialEntries={[path]}>
        <AuthPage />
      </MemoryRouter>
      <ToastRegion />
    </AuthContextProvider>,
  );
}

// Typing with user-event is slow on a loaded CI machine; the assertions, not the clock, are the test.
vi.setConfig({ testTimeout: 20_000 });

afterEach(() => toastStore.getState().clear());

describe('Auth screen without an invitation', () => {
  it('shows the logo, the Welcome card, Sign In selected and sign-up disabled', () => {
    renderAuth();
    expect(screen.getByRole('heading', { name: 'Briefsmith' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Welcome' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Sign In' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Sign Up (Invite Only)' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(screen.getByText('Need access? Contact an administrator for an invitation.')).toBeInTheDocument();
  });

  it('has an e-mail field of type email, a password field and the sign-in button', () => {
    renderAuth();
    expect(screen.getByLabelText(/Email/)).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText(/Password/)).toHaveAttribute('type', 'password');
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeInTheDocument();
  });

  it('enables "Send magic link" only once an e-mail is entered', async () => {
    renderAuth();
    expect(screen.getByText('Or sign in without a password')).toBeInTheDocument();
    const magic = screen.getByRole('button', { name: 'Send magic link' });
    expect(magic).toBeDisabled();
    await userEvent.type(screen.getByLabelText(/Email/), 'someone@example.com');
    expect(magic).toBeEnabled();
  });

  it('redirects a signed-in user away from /auth', () => {
    render(
      <AuthContextProvider value={authValue({ id: 'u1', email: 'u1@example.com' })}>
        <MemoryRouter initialEntries={['/auth']}>
          <AuthPage />
        </MemoryRouter>
      </AuthContextProvider>,
    );
    expect(screen.queryByRole('heading', { name: 'Welcome' })).not.toBeInTheDocument();
  });
});

const invitation = {
  token: 'tok',
  email: 'new.member@example.com',
  role: 'admin' as const,
  expires_at: new Date(Date.now() + 86_400_000).toISOString(),
  used_at: null,
};

function renderSignUp(inv: typeof invitation | null) {
  return render(
    <>
      <SignUpForm invitation={inv} />
      <ToastRegion />
    </>,
  );
}

describe('Accept Invite tab', () => {
  it('greets the invitee with the role and locks the invited e-mail', () => {
    renderSignUp(invitation);
    expect(screen.getByText(/You're invited!/).closest('p')).toHaveTextContent(
      "You're invited! You've been invited to join as an admin.",
    );
    const email = screen.getByLabelText(/Email/);
    expect(email).toHaveValue('new.member@example.com');
    expect(email).toHaveAttribute('readonly');
    expect(screen.getByPlaceholderText('Create a password (min. 6 characters)')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Accept Invitation' })).toBeInTheDocument();
    // Offered only once a magic link was actually sent.
    expect(screen.queryByRole('button', { name: "Didn't receive the magic link?" })).not.toBeInTheDocument();
  });

  it('says "Passwords do not match." when the confirmation differs', async () => {
    renderSignUp(invitation);
    await userEvent.type(screen.getByLabelText(/^Password/), 'secret12');
    await userEvent.type(screen.getByLabelText(/Confirm Password/), 'secret13');
    await userEvent.click(screen.getByRole('button', { name: 'Accept Invitation' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Passwords do not match.');
  });

  it('says the password must have at least 6 characters', async () => {
    renderSignUp(invitation);
    await userEvent.type(screen.getByLabelText(/^Password/), 'abc');
    await userEvent.type(screen.getByLabelText(/Confirm Password/), 'abc');
    await userEvent.click(screen.getByRole('button', { name: 'Accept Invitation' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Password must be at least 6 characters long.',
    );
  });

  it('without a valid invitation explains registration is invite-only and refuses with a toast', async () => {
    renderSignUp(null);
    expect(
      screen.getByText('Registration is by invitation only. Please contact an administrator to get access.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: "Didn't receive the magic link?" })).not.toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/^Password/), 'secret12');
    await userEvent.type(screen.getByLabelText(/Confirm Password/), 'secret12');
    await userEvent.type(screen.getByLabelText(/Email/), 'x@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Registration Unavailable' }));
    const toast = await screen.findByRole('alert');
    expect(within(toast).getByText('Registration unavailable')).toBeInTheDocument();
    expect(
      within(toast).getByText('Registration is by invitation only. Please contact an administrator.'),
    ).toBeInTheDocument();
  });
});

describe('Auth screen offline', () => {
  it('says that signing in needs a connection', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    renderAuth();
    expect(screen.getByRole('status')).toHaveTextContent(
      "You're offline. Signing in and accepting an invitation need an internet connection.",
    );
    vi.restoreAllMocks();
  });
});
