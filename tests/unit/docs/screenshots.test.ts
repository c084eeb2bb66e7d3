// `npm test` leaves the work tree clean: the end-to-end tests write their screenshots under the
// ignored test-results/, and docs/ holds only the images the README shows, which no test rewrites.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SCREENSHOTS } from '../../e2e/support/checks.ts';
import { THEME_SCREENSHOTS } from '../../e2e/support/themes.ts';

const root = new URL('../../../', import.meta.url).pathname;

/** Whether git ignores a path (exit status 0 of `git check-ignore`). */
function ignored(path: string): boolean {
  try {
    execFileSync('git', ['check-ignore', '-q', path], { cwd: root });
    return true;
  } catch {
    return false;
  }
}

describe('screenshots', () => {
  it('of the end-to-end tests go to an ignored folder under test-results/', () => {
    for (const folder of [SCREENSHOTS, THEME_SCREENSHOTS]) {
      expect(relative(root, folder)).toMatch(/^test-results\//);
      expect(ignored(join(folder, 'any.png'))).toBe(true);
    }
  });

  it('in docs/ are only the ones the README shows', () => {
    const readme = readFileSync(join(root, 'README.md'), 'utf8');
    const images = (readdirSync(join(root, 'docs'), { recursive: true, encoding: 'utf8' }) as string[])
      .filter((path) => /\.(png|jpe?g|webp|gif)$/.test(path))
      .map((path) => `docs/${path}`);
    expect(images.filter((path) => !readme.includes(path))).toEqual([]);
  });
});
