import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { KeyRound, Users } from 'lucide-react';
import { AccountMenu } from '../../../src/features/briefs/account-menu.tsx';
import { ThemeMenuGroup } from '../../../src/features/theme/index.ts';

// The theme group the app adds at the end of the menu (src/app/dashboard-extras.tsx).
const themeGroup = (itemClassName: string) => <ThemeMenuGroup itemClassName={itemClassName} />;

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

  it('moves between its items with the arrow keys, Home and End, and runs the chosen one', async () => {
    const chosen: string[] = [];
    render(
      <AccountMenu
        email="admin@example.com"
        items={[
          { label: 'Team', icon: Users, onSelect: () => chosen.push('team') },
          { label: 'Change password', icon: KeyRound, onSelect: () => chosen.push('password') },
        ]}
        onSignOut={() => chosen.push('sign out')}
        group={themeGroup}
      />,
    );
    const trigger = screen.getByRole('button', { name: 'Account' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('menuitem', { name: 'Team' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Change password' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(screen.getByRole('menuitemradio', { name: 'Dark' })).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}{ArrowUp}{ArrowUp}');
    expect(screen.getByRole('menuitem', { name: 'Sign out' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Team' })).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}{Home}{ArrowDown}{Enter}');
    expect(chosen).toEqual(['password']);
    expect(trigger).toHaveFocus();
  });
});
