// Each screen in both themes: the device's colour scheme is emulated (the app follows it live while the
// account menu says System), axe audits the screen in light and dark at both widths, and viewport-only
// screenshots go to test-results/screenshots/themes/<screen>-<theme>-<width>.png (ignored by git, so a
// test run leaves the tree clean; palette PNGs, so the 80 of them stay small).
// The device also asks for reduced motion, so colours change at once (src/index.css) and axe samples
// the theme itself, never a colour halfway through a transition.
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { expect } from 'vitest';
import { expectAccessible, painted, WIDTHS } from './checks.ts';

export const THEME_SCREENSHOTS = fileURLToPath(
  new URL('../../../test-results/screenshots/themes', import.meta.url),
);
export const THEMES = ['light', 'dark'] as const;
export type Theme = (typeof THEMES)[number];

/** The theme on <html> (set by public/theme-boot.js and the theme feature). */
export const shownTheme = (page: Page) => page.evaluate(() => document.documentElement.dataset.theme);

/** Emulates the device's colour scheme and waits until the app shows it (choice: System). */
export async function deviceScheme(page: Page, theme: Theme): Promise<void> {
  await page.emulateMedia({ colorScheme: theme, reducedMotion: 'reduce' });
  await expect.poll(() => shownTheme(page)).toBe(theme);
  await painted(page);
}

/** The screen `name` in light and dark, each audited with axe and photographed at 1280 and 390 px. */
export async function everyTheme(page: Page, name: string): Promise<void> {
  await mkdir(THEME_SCREENSHOTS, { recursive: true });
  const original = page.viewportSize() ?? { width: 1280, height: 800 };
  for (const theme of THEMES) {
    await deviceScheme(page, theme);
    for (const width of Object.values(WIDTHS)) {
      await page.setViewportSize({ width, height: width === WIDTHS.phone ? 844 : 800 });
      await painted(page);
      await expectAccessible(page, `${name} in ${theme} at ${width} px`);
      // A 256-colour palette keeps the PNGs around a fifth of their size, still sharp to read.
      await sharp(await page.screenshot())
        .png({ palette: true, effort: 8 })
        .toFile(path.join(THEME_SCREENSHOTS, `${name}-${theme}-${width}.png`));
    }
  }
  await page.setViewportSize(original);
  await deviceScheme(page, 'light');
}
