#!/usr/bin/env node
// Counts the imports from one feature folder into another (src/features/<a>/** → src/features/<b>/**):
// static, type-only, re-exports and dynamic `import()`, each import statement once. The layers' rule
// (docs/architecture.md) keeps these few and listed in eslint.config.js; tests/unit/lint/
// feature-imports.test.ts holds the count to that list.
// Usage: node scripts/lint/cross-feature-imports.mjs   (prints the count, the edges and each import)
import { readdirSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { importsOf } from '../eslint/no-import-cycle.js';

function* walk(path) {
  for (const entry of readdirSync(path, { withFileTypes: true })) {
    const full = join(path, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else if (/\.tsx?$/.test(entry.name)) yield full;
  }
}

/** The feature a repo-relative path belongs to, or null. */
function featureOf(path) {
  const match = /^src\/features\/([^/]+)\//.exec(path);
  return match ? match[1] : null;
}

/**
 * Every import from one feature into another, as `{ file, from, to, target }` with repo-relative paths
 * (`file` imports `target`; `from` and `to` are the features' folder names).
 */
export function crossFeatureImports(root) {
  const found = [];
  for (const absolute of walk(join(root, 'src/features'))) {
    const file = relative(root, absolute);
    const from = featureOf(file);
    for (const resolved of importsOf(absolute)) {
      const target = relative(root, resolved);
      const to = featureOf(target);
      if (to !== null && to !== from) found.push({ file, from, to, target });
    }
  }
  return found.sort((a, b) => a.file.localeCompare(b.file) || a.target.localeCompare(b.target));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
  const imports = crossFeatureImports(root);
  const edges = new Map();
  for (const { from, to } of imports) edges.set(`${from} → ${to}`, (edges.get(`${from} → ${to}`) ?? 0) + 1);
  console.log(`${imports.length} cross-feature imports over ${edges.size} edges`);
  for (const [edge, count] of [...edges].sort()) console.log(`  ${edge}: ${count}`);
  for (const { file, target } of imports) console.log(`  ${file} → ${target}`);
}
