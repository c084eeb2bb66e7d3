// `npm run gen:types`: migrates a fresh in-memory PGlite database and writes src/lib/database.types.ts.
import { writeFileSync } from 'node:fs';
import { createTestDatabase } from '../../supabase/local/db/test-database.ts';
import { generateDatabaseTypes } from './generate.ts';

export const TYPES_FILE = new URL('../../src/lib/database.types.ts', import.meta.url).pathname;

const db = await createTestDatabase('pglite');
try {
  writeFileSync(TYPES_FILE, await generateDatabaseTypes(db));
  console.log(`Wrote ${TYPES_FILE}`);
} finally {
  await db.close();
}
