// The theme rule, pure: what the device remembers (localStorage, never synced) and the system's
// preference decide the theme on screen. public/theme-boot.js applies the same rule before the first
// paint; tests/component/theme/theme-boot.test.tsx checks the two agree.

export type ThemeChoice = 'system' | 'light' | 'dark';
export type Theme = 'light' | 'dark';

export const THEME_CHOICES: readonly ThemeChoice[] = ['system', 'light', 'dark'];

/** The localStorage key of this device's choice; absent means System. */
export const THEME_STORAGE_KEY = 'briefsmith.theme';

/** The browser bar's colour (<meta name="theme-color">): the brand indigo in light, the header's slate in dark. */
export const THEME_COLOR: Record<Theme, string> = { light: '#4f46e5', dark: '#0f172a' };

/** A stored value as a choice: anything but "light" or "dark" (nothing, or garbage) is System. */
export function parseThemeChoice(stored: string | null | undefined): ThemeChoice {
  return stored === 'light' || stored === 'dark' ? stored : 'system';
}

/** The theme shown: the user's explicit choice, else the system's preference. */
export function resolveTheme(choice: ThemeChoice, systemPrefersDark: boolean): Theme {
  if (choice === 'system') return systemPrefersDark ? 'dark' : 'light';
  return choice;
}
