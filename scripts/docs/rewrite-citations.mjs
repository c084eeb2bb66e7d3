#!/usr/bin/env node
// Rewrites the code's citations of the design, the spec and the style guide into paths of files in the
// repo: "DESIGN §6" → "docs/design.md §6", "spec §2" → "docs/spec.md §2", "STYLE habit 9" →
// "docs/style.md habit 9". Idempotent; run after merging code written with the short forms
// (tests/unit/docs/citations.test.ts fails until then). Usage: node scripts/docs/rewrite-citations.mjs
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const CITED_TREES = ['src', 'sw', 'supabase', 'tests', 'scripts', 'bench'];
// Applied migrations are never edited (their comments keep the short forms; docs/design.md says what
// they mean).
const SKIP = new Set(['node_modules', 'dist', '.local', 'migrations']);
const SELF = fileURLToPath(import.meta.url);

/** Every file that may cite the documents (this script excepted: it names the short forms). */
export function* sourceFiles(root) {
  for (const tree of CITED_TREES) yield* walk(join(root, tree));
  yield join(root, 'README.md');
}

function* walk(path) {
  let stat;
  try {
    stat = statSync(path);
  } catch {
    return;
  }
  if (stat.isDirectory()) {
    for (const entry of readdirSync(path)) if (!SKIP.has(entry)) yield* walk(join(path, entry));
  } else if (/\.(ts|tsx|mjs|js|sql|css|md)$/.test(path) && path !== SELF) yield path;
}

const SHORT = (word) => new RegExp(`(?<![\\w/.])${word}`, 'g');

const RULES = [
  [SHORT('DESIGN\\.md'), 'docs/design.md'],
  [SHORT('DESIGN §'), 'docs/design.md §'],
  [SHORT('[Ss]pec §'), 'docs/spec.md §'],
  [SHORT('STYLE(?= §| habit|:)'), 'docs/style.md'],
  [/the contract in CONTRACTS\.md/g, 'the contract in docs/design.md §5'],
  [/CONTRACTS\.md "Local stack \(C\)"/g, 'docs/design.md §5, the local stack'],
];

export function rewrite(text) {
  return RULES.reduce((current, [pattern, replacement]) => current.replace(pattern, replacement), text);
}

if (process.argv[1] === SELF) {
  let changed = 0;
  for (const file of sourceFiles(process.cwd())) {
    const text = readFileSync(file, 'utf8');
    const next = rewrite(text);
    if (next !== text) {
      writeFileSync(file, next);
      changed += 1;
    }
  }
  console.log(`Rewrote citations in ${changed} files.`);
}
