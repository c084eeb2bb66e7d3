// src/lib/database.types.ts is what `npm run gen:types` makes of the migrations today: regenerated here
// on a freshly migrated PGlite database and compared. A migration added without regenerating fails this.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../supabase/local/db/database.ts';
import { createTestDatabase } from '../../supabase/local/db/test-database.ts';
import { generateDatabaseTypes } from '../../scripts/gen-types/generate.ts';

const committed = new URL('../../src/lib/database.types.ts', import.meta.url);

describe('generated database types', () => {
  let db: Database;
  beforeAll(async () => {
    db = await createTestDatabase('pglite');
  });
  afterAll(() => db.close());

  it('match the migrations (run `npm run gen:types` after changing the schema)', async () => {
    expect(await generateDatabaseTypes(db)).toBe(readFileSync(committed, 'utf8'));
  });

  it('describe the briefs table and the sync RPCs', async () => {
    const source = await generateDatabaseTypes(db);
    expect(source).toContain('briefs: {');
    expect(source).toMatch(/push_brief_change: \{\s*Args: \{/);
    expect(source).toMatch(/pull_brief_changes: \{\s*Args: \{ since_updated_at\?: string/);
  });
});
