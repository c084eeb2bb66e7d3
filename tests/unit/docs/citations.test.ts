// Every citation in the code points at a file in the repo: no short "docs/design.md §n" / "docs/spec.md §n" / STYLE /
// CONTRACTS.md forms are left (scripts/docs/rewrite-citations.mjs turns them into paths), every
// "docs/<file>.md §n" names a section that file has, and nothing cites what a reader cannot open: an
// issue tracker's numbers or notes kept outside the repo.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { rewrite, sourceFiles } from '../../../scripts/docs/rewrite-citations.mjs';

const root = new URL('../../../', import.meta.url).pathname;
// This file names the short forms it looks for, so it is left out.
const files = [...sourceFiles(root)]
  .map((file) => ({ name: relative(root, file), text: readFileSync(file, 'utf8') }))
  .filter((file) => file.name !== 'tests/unit/docs/citations.test.ts');
// The docs themselves and the Supabase config are read too (migrations already applied stay as written).
const docs = [
  ...readdirSync(join(root, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`),
  'supabase/config.toml',
].map((name) => ({ name, text: readFileSync(join(root, name), 'utf8') }));
const UNOPENABLE = /\bissues? #?\d+\b|\banchors §|\breference §/gi;

function hasSection(doc: string, section: string): boolean {
  const text = readFileSync(`${root}docs/${doc}`, 'utf8');
  // The design and the spec number their headings ("## 6. Offline-first sync"); the style guide its habits.
  return new RegExp(`^(#+ ${section}\\.|${section}\\. )`, 'm').test(text);
}

describe('citations', () => {
  it('are all written as paths (run `node scripts/docs/rewrite-citations.mjs` after a merge)', () => {
    const short = files.filter((file) => rewrite(file.text) !== file.text).map((file) => file.name);
    expect(short).toEqual([]);
    expect(files.filter((file) => file.text.includes('CONTRACTS.md')).map((file) => file.name)).toEqual([]);
  });

  it('name documents and sections that exist', () => {
    const broken: string[] = [];
    for (const file of files) {
      for (const match of file.text.matchAll(/docs\/([a-z-]+\.md)(?: §(\d+))?((?:, §\d+)*)/g)) {
        const [, doc, first, more] = match;
        if (!existsSync(`${root}docs/${doc}`)) broken.push(`${file.name}: docs/${doc}`);
        const sections = [first, ...(more?.match(/\d+/g) ?? [])].filter(Boolean) as string[];
        for (const section of sections)
          if (!hasSection(doc!, section)) broken.push(`${file.name}: docs/${doc} §${section}`);
      }
    }
    expect(broken).toEqual([]);
  });

  it('never send the reader to an issue number or a note outside the repo', () => {
    const found = [...files, ...docs].flatMap((file) =>
      file.text
        .split('\n')
        .flatMap((line, index) =>
          [...line.matchAll(UNOPENABLE)].map((match) => `${file.name}:${index + 1}: ${match[0]}`),
        ),
    );
    expect(found).toEqual([]);
  });
});
