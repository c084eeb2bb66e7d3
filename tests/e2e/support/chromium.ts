// Debian's Chromium driven by playwright-core (docs/design.md §8). The flags keep the browser quiet and
// deterministic on a CI machine: no background downloads, no sync, no sandbox (containers run as root).
import { existsSync } from 'node:fs';
import { chromium, type Browser, type BrowserContext } from 'playwright-core';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

export function chromiumPath(): string {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  const found = candidates.find((path) => path && existsSync(path));
  if (!found) {
    throw new Error(
      'Chromium is missing: run `npm test` as root on Debian (it installs it) or set CHROMIUM_PATH.',
    );
  }
  return found;
}

/** A browser for incognito-like contexts (each `newContext()` starts with empty storage). */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath(), headless: true, args: CHROMIUM_ARGS });
}

/**
 * A browser profile kept in `userDataDir`: closing and relaunching on the same directory is a user
 * closing and reopening their browser (IndexedDB, the service worker and localStorage survive).
 * Installability is only checked for profiles like this, never for incognito contexts.
 */
export function launchProfile(
  userDataDir: string,
  options: { viewport?: { width: number; height: number }; args?: string[] } = {},
): Promise<BrowserContext> {
  return chromium.launchPersistentContext(userDataDir, {
    executablePath: chromiumPath(),
    headless: true,
    args: [...CHROMIUM_ARGS, ...(options.args ?? [])],
    viewport: options.viewport ?? { width: 1280, height: 800 },
  });
}
