// Fresh, fully migrated databases for tests: PGlite in memory by default; a brand-new database on the
// real PostgreSQL server named by TEST_DATABASE_URL when `engine` is 'postgres' (CI runs both).
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from './database.ts';
import { migrate } from './migrate.ts';

export type Engine = 'pglite' | 'postgres';

/** The engines this run can test on: PGlite always, PostgreSQL when TEST_DATABASE_URL is set. */
export function availableEngines(): Engine[] {
  return process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
}

/** An empty database of its own on the server at TEST_DATABASE_URL, dropped by drop(). */
export interface PostgresDatabase {
  url: string;
  drop(): Promise<void>;
}

/**
 * Creates a brand-new, empty database (a unique name, so parallel test files never share one) on the
 * server at TEST_DATABASE_URL. Whatever opens it must close its connections before drop().
 */
export async function createPostgresDatabase(): Promise<PostgresDatabase> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl)
    throw new Error('TEST_DATABASE_URL is not set: no PostgreSQL server to create a database on');
  const name = `briefsmith_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      // The pool counts a client gone when it starts closing; its server process may still be there.
      // Forcing the drop then sends that client a FATAL "terminating connection due to administrator
      // command", which it emits as an error nobody listens to any more (an uncaught exception in a
      // test run). So wait, briefly, for the database's connections to go first.
      for (let attempt = 0; attempt < 100; attempt++) {
        const open = await dropper.query<{ n: number }>(
          'select count(*)::int as n from pg_stat_activity where datname = $1',
          [name],
        );
        if (open.rows[0]?.n === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}

export async function createTestDatabase(engine: Engine = 'pglite'): Promise<Database> {
  if (engine === 'pglite') {
    const db = await openDatabase();
    await migrate(db, { seed: true });
    return db;
  }
  const created = await createPostgresDatabase();
  const db = await openDatabase({ url: created.url });
  await migrate(db, { seed: true });
  const close = db.close.bind(db);
  return {
    ...db,
    async close() {
      await close();
      await created.drop();
    },
  };
}
