import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AccountMenu } from '../../../src/features/briefs/account-menu.tsx';

describe('account menu by keyboard', () => {
  it('opens on Enter with focus on Sign out, closes on Escape back to its button', async () => {
    const signedOut: string[] = [];
    render(<AccountMenu email="me@example.com" onSignOut={() => signedOut.push('yes')} />);
    const trigger = screen.getByRole('button', { name: 'Account' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('menu')).toHaveTextContent('Signed in as me@example.com');
    expect(screen.getByRole('menuitem', { name: 'Sign out' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard('{Enter}');
    expect(signedOut).toEqual(['yes']);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });
});
