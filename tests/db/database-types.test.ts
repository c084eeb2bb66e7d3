// src/lib/database/ is what `npm run gen:types` makes of the migrations today: regenerated here on a
// freshly migrated PGlite database and compared file by file. A migration added without regenerating
// fails this.
import { readdirSync, readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../supabase/local/db/database.ts';
import { createTestDatabase } from '../../supabase/local/db/test-database.ts';
import { generateDatabaseTypes, type GeneratedFiles } from '../../scripts/gen-types/generate.ts';

const committed = new URL('../../src/lib/database/', import.meta.url);
const lineCount = (source: string) => source.split('\n').length - 1;
const importsOf = (source: string) => [...source.matchAll(/from '\.\/([\w-]+)'/g)].map((m) => m[1]!);

describe('generated database types', () => {
  let db: Database;
  let files: GeneratedFiles;
  beforeAll(async () => {
    db = await createTestDatabase('pglite');
    files = await generateDatabaseTypes(db);
  });
  afterAll(() => db.close());

  it('match the migrations (run `npm run gen:types` after changing the schema)', () => {
    expect(readdirSync(committed).sort()).toEqual(Object.keys(files).sort());
    for (const [name, source] of Object.entries(files)) {
      expect(readFileSync(new URL(name, committed), 'utf8'), name).toBe(source);
    }
  });

  it('describe the briefs table and the sync RPCs', () => {
    const source = Object.values(files).join('\n');
    expect(source).toContain('briefs: {');
    expect(source).toMatch(/push_brief_change: \{\s*Args: \{/);
    expect(source).toMatch(/pull_brief_changes: \{\s*Args: \{ since_updated_at\?: string/);
    expect(files['index.ts']).toMatch(/export type Database = \{\s*public: \{\s*Tables: PublicTables;/);
  });

  it('go on in parts when a kind outgrows a file, each part short and no import cycle', async () => {
    const small = await generateDatabaseTypes(db, { partLines: 60 });
    const tableParts = Object.keys(small).filter((name) => /^tables-\d+\.ts$/.test(name));
    expect(tableParts.length).toBeGreaterThan(2);
    expect(small['tables.ts']).toMatch(/export type PublicTables =\s*PublicTables1 &\s*PublicTables2 &/);
    // A part holds at least one table, so only a part of a single large table may pass the limit.
    for (const name of tableParts) {
      const source = small[name]!;
      const entries = source.match(/^ {2}\w+: \{$/gm) ?? [];
      if (entries.length > 1) expect(lineCount(source), name).toBeLessThanOrEqual(60);
    }
    // Every table stands in exactly one part.
    const committedTables = Object.entries(files).filter(([name]) => name.startsWith('tables'));
    const tableNames = [
      ...committedTables
        .map(([, source]) => source)
        .join('\n')
        .matchAll(/^ {2}(\w+): \{$/gm),
    ];
    expect(tableNames.length).toBeGreaterThan(10);
    for (const [, table] of tableNames) {
      const holders = tableParts.filter((name) => small[name]!.includes(`\n  ${table}: {\n`));
      expect(holders, table).toHaveLength(1);
    }
    // Imports point one way: walking them from index.ts never comes back to a file on the path.
    const visit = (name: string, path: string[]): void => {
      expect(path, `cycle through ${name}`).not.toContain(name);
      for (const next of importsOf(small[name]!)) visit(`${next}.ts`, [...path, name]);
    };
    visit('index.ts', []);
  });

  it('keep every committed file under 300 lines', () => {
    for (const [name, source] of Object.entries(files)) expect(lineCount(source), name).toBeLessThan(300);
  });
});
