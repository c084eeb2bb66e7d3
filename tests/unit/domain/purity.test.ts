import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const DOMAIN = join(import.meta.dirname, '../../../src/domain');
const files = readdirSync(DOMAIN).filter((name) => name.endsWith('.ts'));
const importsOf = (file: string) =>
  [...readFileSync(join(DOMAIN, file), 'utf8').matchAll(/(?:from|import)\s+'([^']+)'/g)].map((m) => m[1]);
/** Type-only imports of the generated database types (erased from the build: no code, no I/O). */
const generatedTypeImports = (file: string) =>
  [
    ...readFileSync(join(DOMAIN, file), 'utf8').matchAll(
      /^import type \{[^}]*\} from '\.\.\/lib\/database';$/gm,
    ),
  ].length;

describe('the domain is pure: it imports only its own modules, date-fns and the generated database types (types only), and does no I/O', () => {
  it.each(files)('%s', (file) => {
    const generated = importsOf(file).filter((specifier) => specifier === '../lib/database');
    expect(generated.length, `${file} imports ../lib/database other than as types`).toBe(
      generatedTypeImports(file),
    );
    for (const specifier of importsOf(file).filter((s) => s !== '../lib/database')) {
      expect(
        specifier === 'date-fns' || /^\.\/[a-z-]+$/.test(specifier ?? ''),
        `${file} imports ${specifier}`,
      ).toBe(true);
    }
    const source = readFileSync(join(DOMAIN, file), 'utf8');
    expect(source).not.toMatch(/\b(fetch|localStorage|indexedDB|document\.|window\.|console\.)/);
  });

  it('has no index.ts: its modules are imported by name (docs/architecture.md, entry files)', () => {
    expect(files).not.toContain('index.ts');
  });
});
