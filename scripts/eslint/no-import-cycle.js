// ESLint rule: no import cycle among the project's own modules, type-only imports included (the way
// `madge --circular` counts them; import-x/no-cycle skips type-only imports). A cycle of types still
// ties two modules into one: neither can move or be understood alone.
//
// Each file's imports are read with TypeScript's pre-processor (static, `import type`, re-exports and
// dynamic `import()`), relative specifiers only, and cached for the whole lint run.
import { readFileSync, statSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import ts from 'typescript';

const EXTENSIONS = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];
const importsCache = new Map();

function resolveFile(from, specifier) {
  const base = resolve(dirname(from), specifier.replace(/\.js$/, ''));
  for (const extension of EXTENSIONS) {
    const candidate = base + extension;
    try {
      if (statSync(candidate).isFile() && /\.tsx?$/.test(candidate)) return candidate;
    } catch {
      // Not this one.
    }
  }
  return null;
}

/**
 * The project files `file` imports (relative specifiers resolved to .ts/.tsx paths), read from `text`
 * or from disk; also used by scripts/lint/cross-feature-imports.mjs.
 */
export function importsOf(file, text) {
  const cached = importsCache.get(file);
  if (cached && text === undefined) return cached;
  let source = text;
  if (source === undefined) {
    try {
      source = readFileSync(file, 'utf8');
    } catch {
      return [];
    }
  }
  const info = ts.preProcessFile(source, true, true);
  const files = info.importedFiles
    .map((entry) => entry.fileName)
    .filter((name) => name.startsWith('.'))
    .map((name) => resolveFile(file, name))
    .filter((name) => name !== null);
  if (text === undefined) importsCache.set(file, files);
  return files;
}

/** A path of imports from `start`'s imports back to `start`, or null. */
function findCycle(start, startImports) {
  const seen = new Set([start]);
  const stack = startImports.map((next) => [next, [start, next]]);
  while (stack.length > 0) {
    const [file, route] = stack.pop();
    if (file === start) return route;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const next of importsOf(file)) stack.push([next, [...route, next]]);
  }
  return null;
}

export default {
  meta: {
    type: 'problem',
    docs: { description: 'Disallow import cycles, type-only imports included.' },
    schema: [],
    messages: { cycle: 'Import cycle: {{route}}.' },
  },
  create(context) {
    const file = context.physicalFilename;
    return {
      'Program:exit'(node) {
        const cycle = findCycle(file, importsOf(file, context.sourceCode.text));
        if (!cycle) return;
        const root = context.cwd;
        context.report({
          node,
          messageId: 'cycle',
          data: { route: cycle.map((step) => relative(root, step)).join(' → ') },
        });
      },
    };
  },
};
