// The theme's side effects: read and remember this device's choice, put the resolved theme on <html>
// (data-theme, which src/index.css switches on) and in the theme-color meta, and follow the system's
// preference live while the choice is System (and another tab's choice, through the storage event).
import { useSyncExternalStore } from 'react';
import {
  parseThemeChoice,
  resolveTheme,
  THEME_COLOR,
  THEME_STORAGE_KEY,
  type ThemeChoice,
} from './theme-preference';

const listeners = new Set<() => void>();

function systemQuery(): MediaQueryList | undefined {
  return typeof window.matchMedia === 'function'
    ? window.matchMedia('(prefers-color-scheme: dark)')
    : undefined;
}

export function readThemeChoice(): ThemeChoice {
  try {
    return parseThemeChoice(window.localStorage.getItem(THEME_STORAGE_KEY));
  } catch {
    return 'system'; // storage refused (privacy mode): the device's preference still applies
  }
}

/** Shows the theme `choice` resolves to now. */
export function applyTheme(choice: ThemeChoice = readThemeChoice()): void {
  const theme = resolveTheme(choice, systemQuery()?.matches ?? false);
  document.documentElement.dataset.theme = theme;
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', THEME_COLOR[theme]);
}

/** Remembers `choice` on this device and applies it at once. */
export function setThemeChoice(choice: ThemeChoice): void {
  try {
    if (choice === 'system') window.localStorage.removeItem(THEME_STORAGE_KEY);
    else window.localStorage.setItem(THEME_STORAGE_KEY, choice);
  } catch {
    // Not remembered (storage refused), but still applied for this visit.
  }
  applyTheme(choice);
  listeners.forEach((listener) => listener());
}

/** Follows the system's preference and other tabs' choices until the returned stop is called. */
export function followThemeChanges(): () => void {
  const query = systemQuery();
  const onSystemChange = () => applyTheme();
  const onStorage = (event: StorageEvent) => {
    if (event.key !== THEME_STORAGE_KEY && event.key !== null) return;
    applyTheme();
    listeners.forEach((listener) => listener());
  };
  applyTheme();
  query?.addEventListener('change', onSystemChange);
  window.addEventListener('storage', onStorage);
  return () => {
    query?.removeEventListener('change', onSystemChange);
    window.removeEventListener('storage', onStorage);
  };
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** This device's theme choice, for the menu's selection state. */
export function useThemeChoice(): ThemeChoice {
  return useSyncExternalStore(subscribe, readThemeChoice, () => 'system');
}
