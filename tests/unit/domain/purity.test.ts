import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const DOMAIN = join(import.meta.dirname, '../../../src/domain');
const files = readdirSync(DOMAIN).filter((name) => name.endsWith('.ts'));
const importsOf = (file: string) =>
  [...readFileSync(join(DOMAIN, file), 'utf8').matchAll(/(?:from|import)\s+'([^']+)'/g)].map((m) => m[1]);

describe('the domain is pure: it imports only its own modules and date-fns, and does no I/O', () => {
  it.each(files)('%s', (file) => {
    for (const specifier of importsOf(file)) {
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
