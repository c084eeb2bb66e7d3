// Brings a database to the project's schema: Supabase's platform part (auth-schema.sql,
// realtime/realtime-schema.sql and storage/storage-schema.sql), then every
// migration in supabase/migrations in timestamp order (each once, recorded as the Supabase CLI does),
// then supabase/seed.sql when asked. The same files `supabase db push` sends to a hosted project.
import { readdir, readFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import type { Database } from './database.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
export const supabaseDir = path.resolve(here, '../..');
export const migrationsDir = path.join(supabaseDir, 'migrations');

export interface MigrateOptions {
  seed?: boolean;
}

export async function migrate(db: Database, options: MigrateOptions = {}): Promise<string[]> {
  await db.exec(await readFile(path.join(here, 'auth-schema.sql'), 'utf8'));
  await db.exec(await readFile(path.join(here, '../realtime/realtime-schema.sql'), 'utf8'));
  await db.exec(await readFile(path.join(here, '../storage/storage-schema.sql'), 'utf8'));
  const applied = new Set(
    (
      await db.query<{ version: string }>('select version from supabase_migrations.schema_migrations')
    ).rows.map((r) => r.version),
  );
  const files = (await readdir(migrationsDir)).filter((f) => /^\d+_.+\.sql$/.test(f)).sort();
  const ran: string[] = [];
  for (const file of files) {
    const [version, ...rest] = file.replace(/\.sql$/, '').split('_');
    if (!version || applied.has(version)) continue;
    const sql = await readFile(path.join(migrationsDir, file), 'utf8');
    await db.transaction(async (tx) => {
      await tx.exec(sql);
      await tx.query('insert into supabase_migrations.schema_migrations (version, name) values ($1, $2)', [
        version,
        rest.join('_'),
      ]);
    });
    ran.push(file);
  }
  const seedFile = path.join(supabaseDir, 'seed.sql');
  if (options.seed && ran.length > 0 && existsSync(seedFile)) {
    await db.exec(await readFile(seedFile, 'utf8'));
  }
  return ran;
}
