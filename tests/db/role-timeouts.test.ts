// The API roles' statement timeouts are the ones hosted Supabase gives them (anon 3 s, authenticated
// 8 s, service_role none), set by the migrations as role settings — the place PostgREST reads them
// from and applies them to each request of that role (supabase/local/rest/role-settings.ts does the
// same locally).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../supabase/local/db/database.ts';
import { availableEngines, createTestDatabase } from '../../supabase/local/db/test-database.ts';

describe.each(availableEngines())('role statement timeouts on %s', (engine) => {
  let db: Database;

  beforeAll(async () => {
    db = await createTestDatabase(engine);
  });
  afterAll(() => db?.close());

  /** The role's settings for every database (setdatabase 0), as `alter role … set` writes them. */
  async function roleWide(role: string): Promise<string[]> {
    const r = await db.query<{ config: string[] | null }>(
      `select s.setconfig as config from pg_db_role_setting s
        where s.setrole = (select oid from pg_roles where rolname = $1) and s.setdatabase = 0`,
      [role],
    );
    return r.rows[0]?.config ?? [];
  }

  it.each([
    ['anon', 'statement_timeout=3s'],
    ['authenticated', 'statement_timeout=8s'],
  ])('gives %s the statement timeout hosted Supabase gives it (%s)', async (role, setting) => {
    expect(await roleWide(role)).toContain(setting);
  });

  it('leaves service_role without a statement timeout, as on hosted Supabase', async () => {
    expect((await roleWide('service_role')).filter((s) => s.startsWith('statement_timeout='))).toEqual([]);
  });
});
