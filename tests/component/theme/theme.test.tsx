// The theme as the user meets it: public/theme-boot.js picks it before the first paint by the same rule
// as the app; the app follows the system while the choice is System; the account menu offers System /
// Light / Dark, shows which is chosen, applies it at once and remembers it on this device.
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AccountMenu } from '../../../src/features/briefs/account-menu.tsx';
import { followThemeChanges, ThemeMenuGroup } from '../../../src/features/theme/index.ts';
import {
  parseThemeChoice,
  resolveTheme,
  THEME_COLOR,
  THEME_STORAGE_KEY,
} from '../../../src/features/theme/theme-preference.ts';
import { fakeSystemPreference, type SystemPreference } from './system-preference.ts';

const BOOT = readFileSync(path.resolve(__dirname, '../../../public/theme-boot.js'), 'utf8');
const html = document.documentElement;
// The account menu with the theme group the app adds to it (src/app/dashboard-extras.tsx).
const themeGroup = (itemClassName: string) => <ThemeMenuGroup itemClassName={itemClassName} />;

let system: SystemPreference | undefined;

beforeEach(() => {
  window.localStorage.clear();
  html.removeAttribute('data-theme');
  document.head.innerHTML = '<meta name="theme-color" content="#4f46e5">';
});

afterEach(() => system?.restore());

const themeColor = () => document.querySelector('meta[name="theme-color"]')?.getAttribute('content');

describe('before the first paint', () => {
  it.each([null, 'light', 'dark', 'system', 'garbage'])(
    'theme-boot.js agrees with the app for the stored value %j',
    (stored) => {
      for (const systemDark of [false, true]) {
        system?.restore();
        system = fakeSystemPreference(systemDark);
        if (stored === null) window.localStorage.removeItem(THEME_STORAGE_KEY);
        else window.localStorage.setItem(THEME_STORAGE_KEY, stored);
        html.removeAttribute('data-theme');
        new Function(BOOT)();
        const expected = resolveTheme(parseThemeChoice(stored), systemDark);
        expect(html.dataset.theme).toBe(expected);
        expect(themeColor()).toBe(THEME_COLOR[expected]);
      }
    },
  );
});

describe('following the system', () => {
  it('switches live while the choice is System, and not once Light is chosen', async () => {
    system = fakeSystemPreference(false);
    const stop = followThemeChanges();
    expect(html.dataset.theme).toBe('light');
    act(() => system!.setDark(true));
    expect(html.dataset.theme).toBe('dark');
    expect(themeColor()).toBe(THEME_COLOR.dark);

    render(<AccountMenu email="me@example.com" onSignOut={() => undefined} group={themeGroup} />);
    await userEvent.click(screen.getByRole('button', { name: 'Account' }));
    await userEvent.click(screen.getByRole('menuitemradio', { name: 'Light' }));
    expect(html.dataset.theme).toBe('light');
    act(() => system!.setDark(false));
    act(() => system!.setDark(true));
    expect(html.dataset.theme).toBe('light');
    stop();
  });
});

describe('the theme in the account menu', () => {
  it('offers System, Light and Dark under "Theme", applies the choice at once and remembers it', async () => {
    system = fakeSystemPreference(false);
    const stop = followThemeChanges();
    render(<AccountMenu email="me@example.com" onSignOut={() => undefined} group={themeGroup} />);
    await userEvent.click(screen.getByRole('button', { name: 'Account' }));
    const group = within(screen.getByRole('menu')).getByRole('group', { name: 'Theme' });
    const radios = within(group).getAllByRole('menuitemradio');
    expect(radios.map((radio) => radio.textContent)).toEqual(['System', 'Light', 'Dark']);
    expect(within(group).getByRole('menuitemradio', { name: 'System' })).toHaveAttribute(
      'aria-checked',
      'true',
    );

    await userEvent.click(within(group).getByRole('menuitemradio', { name: 'Dark' }));
    expect(within(group).getByRole('menuitemradio', { name: 'Dark' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    expect(within(group).getByRole('menuitemradio', { name: 'System' })).toHaveAttribute(
      'aria-checked',
      'false',
    );
    expect(html.dataset.theme).toBe('dark');
    expect(themeColor()).toBe(THEME_COLOR.dark);
    expect(window.localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
    expect(screen.getByRole('menu')).toBeInTheDocument(); // still open: the change is seen in place

    await userEvent.click(within(group).getByRole('menuitemradio', { name: 'System' }));
    expect(html.dataset.theme).toBe('light');
    expect(window.localStorage.getItem(THEME_STORAGE_KEY)).toBeNull();
    stop();
  });

  it('is reached with the arrow keys and chosen with Enter', async () => {
    system = fakeSystemPreference(true);
    const stop = followThemeChanges();
    render(<AccountMenu email="me@example.com" onSignOut={() => undefined} group={themeGroup} />);
    screen.getByRole('button', { name: 'Account' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('menuitem', { name: 'Sign out' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(screen.getByRole('menuitemradio', { name: 'Light' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(html.dataset.theme).toBe('light');
    expect(screen.getByRole('menuitemradio', { name: 'Light' })).toHaveAttribute('aria-checked', 'true');
    stop();
  });
});
