// `npm run gen:types`: migrates a fresh in-memory PGlite database and writes the types into
// src/lib/database/ (import them from `lib/database`). The folder holds only generated files: one the
// schema no longer needs (a part of a kind that now fits in one file) is removed.
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createTestDatabase } from '../../supabase/local/db/test-database.ts';
import { generateDatabaseTypes } from './generate.ts';

export const TYPES_DIR = new URL('../../src/lib/database/', import.meta.url);

const db = await createTestDatabase('pglite');
try {
  const files = await generateDatabaseTypes(db);
  mkdirSync(TYPES_DIR, { recursive: true });
  for (const name of readdirSync(TYPES_DIR)) {
    if (!(name in files)) rmSync(new URL(name, TYPES_DIR));
  }
  for (const [name, source] of Object.entries(files)) writeFileSync(new URL(name, TYPES_DIR), source);
  console.log(`Wrote ${Object.keys(files).join(', ')} in ${TYPES_DIR.pathname}`);
} finally {
  await db.close();
}
