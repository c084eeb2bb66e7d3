// Evidence a person would look at: screenshots of each screen at desktop and phone widths (kept in
// test-results/screenshots, not committed) and an axe-core audit that must find nothing.
import { mkdir, readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { afterEach, expect } from 'vitest';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
export const SCREENSHOTS = path.join(ROOT, 'test-results', 'screenshots');
const AXE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

export const WIDTHS = { desktop: 1280, phone: 390 } as const;

/** Resolves once the page has laid out and painted what it shows now (two animation frames). */
export async function painted(page: Page): Promise<void> {
  await page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  );
}

/**
 * Screenshots at 1280 and 390 px (the whole page, or just the viewport for dialogs and overlays); the
 * viewport is put back afterwards. The device asks for reduced motion, so nothing is caught mid-transition.
 */
export async function screenshots(page: Page, name: string, { fullPage = true } = {}): Promise<void> {
  await mkdir(SCREENSHOTS, { recursive: true });
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const original = page.viewportSize() ?? { width: 1280, height: 800 };
  for (const width of Object.values(WIDTHS)) {
    await page.setViewportSize({ width, height: width === WIDTHS.phone ? 844 : 800 });
    await painted(page);
    await page.screenshot({ path: path.join(SCREENSHOTS, `${name}-${width}.png`), fullPage });
  }
  await page.setViewportSize(original);
}

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[]; failureSummary?: string }[];
}

/** Runs axe-core (WCAG 2 A/AA and best practices) on the page; fails listing every violation. */
export async function expectAccessible(page: Page, screen: string): Promise<void> {
  const loaded = await page.evaluate(() => 'axe' in window);
  // Evaluated through the DevTools protocol, not as a <script> tag: the app's content security policy
  // allows no inline scripts, and a tag would be refused.
  if (!loaded) await page.evaluate(await readFile(AXE, 'utf8'));
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: { run(ctx: Document, options: object): Promise<{ violations: unknown[] }> };
      }
    ).axe;
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] },
      resultTypes: ['violations'],
    });
    return result.violations;
  });
  const readable = (violations as AxeViolation[]).map(
    (v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(readable, `axe violations on ${screen}`).toEqual([]);
}

/** After a failed test, a screenshot of each open page goes to test-results/failures/ to show why. */
export function screenshotFailures(pages: () => (Page | undefined)[]): void {
  afterEach(async (context) => {
    if (context.task.result?.state !== 'fail') return;
    const dir = path.join(ROOT, 'test-results', 'failures');
    await mkdir(dir, { recursive: true });
    const name = context.task.name.replace(/[^a-z0-9]+/gi, '-').slice(0, 60);
    let index = 0;
    for (const page of pages()) {
      if (!page || page.isClosed()) continue;
      index += 1;
      await page.screenshot({ path: path.join(dir, `${name}-${index}.png`) }).catch(() => undefined);
    }
  });
}
