// The migrations as a whole: they apply on both engines, once, and keep the project's conventions
// (docs/style.md §10) that the security model rests on — RLS and a comment on every table, a fixed search_path
// on every SECURITY DEFINER function, and nothing internal executable by the API roles.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../supabase/local/db/database.ts';
import { migrate } from '../../supabase/local/db/migrate.ts';
import { availableEngines, createTestDatabase } from '../../supabase/local/db/test-database.ts';

describe.each(availableEngines())('migrations on %s', (engine) => {
  let db: Database;

  beforeAll(async () => {
    db = await createTestDatabase(engine);
  });
  afterAll(() => db?.close());

  it('creates the tables of docs/spec.md §3 and what sync needs', async () => {
    const r = await db.query<{ name: string }>(
      "select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname = 'public' and c.relkind = 'r' order by 1",
    );
    expect(r.rows.map((t) => t.name)).toEqual([
      'applied_ops',
      'auth_mail_quota',
      'brief_comment_edits',
      'brief_comments',
      'brief_history',
      'brief_review_requests',
      'brief_revocations',
      'brief_share_archive',
      'brief_shares',
      'brief_templates',
      'brief_tombstones',
      'briefs',
      'client_links',
      'client_rate_limits',
      'invitations',
      'mail_events',
      'profiles',
      'user_roles',
    ]);
  });

  it('enables row-level security and has a comment on every public table', async () => {
    const r = await db.query<{ name: string; rls: boolean; comment: string | null }>(
      `select c.relname as name, c.relrowsecurity as rls, obj_description(c.oid, 'pg_class') as comment
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where n.nspname = 'public' and c.relkind = 'r'`,
    );
    for (const table of r.rows) {
      expect({ table: table.name, rls: table.rls }).toEqual({ table: table.name, rls: true });
      expect(table.comment, table.name).toBeTruthy();
    }
  });

  it('gives every SECURITY DEFINER function an empty search_path', async () => {
    const r = await db.query<{ name: string; config: string[] | null }>(
      `select p.proname as name, p.proconfig as config from pg_proc p join pg_namespace n on n.oid = p.pronamespace
       where n.nspname = 'public' and p.prosecdef`,
    );
    expect(r.rows.length).toBeGreaterThan(5);
    for (const fn of r.rows)
      expect({ fn: fn.name, config: fn.config }).toEqual({ fn: fn.name, config: ['search_path=""'] });
  });

  it('lets no API role execute the sign-up hook or the trigger functions', async () => {
    const r = await db.query<{ name: string; role: string }>(
      `select p.proname as name, r.rolname as role
       from pg_proc p join pg_namespace n on n.oid = p.pronamespace cross join pg_roles r
       where n.nspname = 'public' and r.rolname in ('anon', 'authenticated')
         and (p.proname like 'hook_%' or p.prorettype = 'trigger'::regtype or p.proname = 'valid_invitation_for')
         and has_function_privilege(r.oid, p.oid, 'execute')`,
    );
    expect(r.rows).toEqual([]);
  });

  it('names policies for what they allow', async () => {
    const r = await db.query<{ policyname: string }>(
      "select policyname from pg_policies where schemaname = 'public'",
    );
    expect(r.rows.length).toBeGreaterThan(15);
    for (const { policyname } of r.rows) expect(policyname).toMatch(/ can /);
  });

  it('runs each migration once', async () => {
    expect(await migrate(db)).toEqual([]);
  });
});
