// A domain rule is there for the app: every value src/domain exports is used by the app (src/ outside
// the domain), or by the domain module that defines it. A rule only its own tests call says one thing
// in the tests and nothing about what users get — it is used where it belongs, or removed.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = join(import.meta.dirname, '../../../src');
const DOMAIN = join(SRC, 'domain');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

// Left for the work that owns them: mapping.ts is being derived from the field registry, and the
// find rules' table reaches them through these two.
const KNOWN: Record<string, string> = {
  'mapping.ts normalizeRow': 'mapping.ts is rewritten from the field registry',
  'competitors.ts isRoundTrippableCompetitor':
    "states the competitor codec's limit; property tests keep to it",
  'find.ts EMPTY_FIND': "find.test's tables start from it",
  'find.ts findCards': "find.test's table reads matchesFind through it",
  'brief.ts BRIEF_COLUMNS':
    "the stored row's columns in order; the registry's tests hold the generated types to it",
};

describe('domain rules are used by the app', () => {
  it('every value a domain module exports is used outside its tests', () => {
    const sources = new Map(sourceFiles(SRC).map((path) => [path, readFileSync(path, 'utf8')]));
    const unused: string[] = [];
    for (const file of readdirSync(DOMAIN).filter((name) => name.endsWith('.ts') && name !== 'index.ts')) {
      const path = join(DOMAIN, file);
      const own = sources.get(path)!;
      for (const [, name] of own.matchAll(
        /^export (?:async )?(?:function|const|class|let) ([A-Za-z_]\w*)/gm,
      )) {
        const word = new RegExp(`\\b${name}\\b`);
        const usedHere = (own.match(new RegExp(word, 'g'))?.length ?? 0) > 1;
        const usedElsewhere = [...sources].some(
          ([other, text]) => other !== path && other !== join(DOMAIN, 'index.ts') && word.test(text),
        );
        if (!usedHere && !usedElsewhere && !KNOWN[`${file} ${name}`])
          unused.push(`${relative(SRC, path)} ${name}`);
      }
    }
    expect(unused).toEqual([]);
  });
});
