// The theme rule as a table: what this device stored, and the system's preference, decide the theme.
import { describe, expect, it } from 'vitest';
import { parseThemeChoice, resolveTheme } from '../../../src/features/theme/theme-preference.ts';

describe('theme preference', () => {
  it.each([
    [null, 'system'],
    [undefined, 'system'],
    ['', 'system'],
    ['system', 'system'],
    ['light', 'light'],
    ['dark', 'dark'],
    ['Dark', 'system'],
    ['{"theme":"dark"}', 'system'],
  ] as const)('reads the stored value %j as %s', (stored, choice) => {
    expect(parseThemeChoice(stored)).toBe(choice);
  });

  it.each([
    ['system', false, 'light'],
    ['system', true, 'dark'],
    ['light', false, 'light'],
    ['light', true, 'light'],
    ['dark', false, 'dark'],
    ['dark', true, 'dark'],
  ] as const)('shows %s with the system preferring dark=%s as %s', (choice, systemDark, theme) => {
    expect(resolveTheme(choice, systemDark)).toBe(theme);
  });
});
