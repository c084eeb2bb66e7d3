// Supabase's advisor on our schema: the linter hosted Supabase runs (tests/db/advisor/splinter.sql,
// vendored unmodified) reports nothing at WARN or ERROR, and the rules we rely on hold on their own:
// every foreign key has a covering index, every function in our schemas has a fixed search_path, and
// the API roles can execute exactly the RPCs the app and the edge functions call.
//
// The linter runs as hosted runs it: PostgREST's exposed schemas (`pgrst.db_schemas`) are those of
// `[api] schemas` in supabase/config.toml. Its lints skip the platform's schemas (auth, realtime,
// storage, extensions, …), which we do not own. It runs on PGlite as on PostgreSQL (unused_index reads
// pg_stat_user_indexes, table_bloat pg_stats; both are INFO and empty-handed on a fresh database).
// The pg_graphql lints (0026/0027) only look when pg_graphql is installed, which neither engine here
// has; on hosted it is, so the migrations drop it (the app does not use /graphql/v1).
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../supabase/local/db/database.ts';
import { availableEngines, createTestDatabase } from '../../supabase/local/db/test-database.ts';

const root = fileURLToPath(new URL('../../', import.meta.url));
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

/** The schemas PostgREST exposes, as `[api] schemas` in supabase/config.toml says. */
function exposedSchemas(): string[] {
  const api = /\[api\]([\s\S]*?)(?:\n\[|$)/.exec(read('supabase/config.toml'))?.[1] ?? '';
  const list = /^schemas\s*=\s*\[([^\]]*)\]/m.exec(api)?.[1] ?? '';
  return [...list.matchAll(/"([^"]+)"/g)].map((m) => m[1]!);
}

/** The schemas our migrations create objects in. */
const ourSchemas = ['public', 'private'];

interface Lint {
  name: string;
  level: 'ERROR' | 'WARN' | 'INFO';
  detail: string;
  metadata: { schema?: string } | null;
}

const splinter = read('tests/db/advisor/splinter.sql');
const setSearchPath = "set local search_path = '';";
const lintQuery = splinter.slice(splinter.indexOf(setSearchPath) + setSearchPath.length);

function runLinter(db: Database): Promise<Lint[]> {
  return db.transaction(async (tx) => {
    await tx.exec(setSearchPath);
    await tx.query("select set_config('pgrst.db_schemas', $1, true)", [exposedSchemas().join(',')]);
    const r = await tx.query<Lint>(`select name, level, detail, metadata from (${lintQuery}) lint`);
    return r.rows;
  });
}

// What the app calls through supabase.rpc() (src/) and what the edge functions call with the
// caller's own token (rpcAsCaller(config, accessToken, …)); get_invitation is the spec's invitation
// lookup for anonymous callers (tests/contract/stack/spec-calls.test.ts).
const appRpcs = {
  anon: ['get_invitation', 'invitation_status'],
  authenticated: [
    'brief_deleters',
    'create_client_link',
    'decide_review',
    'fetch_brief',
    'get_invitation',
    'invitation_status',
    'pull_brief_changes',
    'pull_comment_changes',
    'push_brief_changes',
    'push_comment_changes',
    'request_review',
    'resend_invitation',
    'revoke_client_link',
    'revoke_invitation',
    'set_member_active',
    'set_member_role',
    'team_invitations',
    'team_members',
    'transfer_briefs',
  ],
};
// SECURITY INVOKER helpers the sync RPCs (themselves SECURITY INVOKER) call as the caller, so the
// caller must be able to execute them; each answers only about the caller's own rights or data.
const callerHelpers = [
  'brief_content_columns',
  'can_manage_brief',
  'can_read_brief',
  'can_write_brief',
  'is_active_member',
  'is_admin',
  // One change of a batch: push_brief_changes applies each through it.
  'push_brief_change',
  'replay_applied_op',
  'require_active_member',
];

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(root, dir)).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(path.join(root, file)).isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(name) ? [file] : [];
  });
}

/** The RPC names the app and the edge functions call as the signed-in (or anonymous) caller. */
function rpcsCalledBySource(): string[] {
  const names = new Set<string>();
  for (const file of sourceFiles('src')) {
    for (const m of read(file).matchAll(/\brpc(?:<[^>]*>)?\(\s*'(\w+)'/g)) names.add(m[1]!);
  }
  for (const file of sourceFiles('supabase/functions')) {
    for (const m of read(file).matchAll(/rpcAsCaller(?:<[^>]*>)?\(\s*config,\s*accessToken,\s*'(\w+)'/g))
      names.add(m[1]!);
  }
  return [...names].sort();
}

describe('the sources', () => {
  it('call only the RPCs listed here, and every one of them', () => {
    const listed = new Set([...appRpcs.anon, ...appRpcs.authenticated]);
    listed.delete('get_invitation');
    expect(rpcsCalledBySource()).toEqual([...listed].sort());
  });
});

describe.each(availableEngines())('the advisor on %s', (engine) => {
  let db: Database;
  let lints: Lint[];

  beforeAll(async () => {
    db = await createTestDatabase(engine);
    lints = await runLinter(db);
  });
  afterAll(() => db?.close());

  const found = (name: string) =>
    lints.filter((l) => l.name === name).map((l) => `${l.level} ${l.name}: ${l.detail}`);

  it('runs every lint against the exposed schemas of supabase/config.toml', () => {
    expect(exposedSchemas()).toContain('public');
    expect(
      lints.every((l) => typeof l.name === 'string' && ['ERROR', 'WARN', 'INFO'].includes(l.level)),
    ).toBe(true);
  });

  it('reports nothing at ERROR or WARN', () => {
    const serious = lints.filter((l) => l.level !== 'INFO').map((l) => `${l.level} ${l.name}: ${l.detail}`);
    expect(serious).toEqual([]);
  });

  it('finds no unindexed foreign key and no table with RLS but no policy (INFO upstream)', () => {
    expect(found('unindexed_foreign_keys')).toEqual([]);
    expect(found('rls_enabled_no_policy')).toEqual([]);
  });

  it('gives every foreign key in our schemas a covering index (its columns lead an index)', async () => {
    const r = await db.query<{ fk: string }>(
      `select c.conrelid::regclass::text || '.' || c.conname as fk
         from pg_constraint c join pg_class t on t.oid = c.conrelid
        where c.contype = 'f' and t.relnamespace::regnamespace::text = any($1)
          and not exists (
            select 1 from pg_index i
             where i.indrelid = c.conrelid and i.indisvalid
               and (string_to_array(i.indkey::text, ' ')::smallint[])[1:cardinality(c.conkey)] = c.conkey)
        order by 1`,
      [ourSchemas],
    );
    expect(r.rows.map((x) => x.fk)).toEqual([]);
  });

  it('fixes the search_path of every function in our schemas', async () => {
    const r = await db.query<{ fn: string }>(
      `select p.oid::regprocedure::text as fn from pg_proc p
        where p.pronamespace::regnamespace::text = any($1)
          and not exists (select 1 from pg_depend d where d.objid = p.oid and d.deptype = 'e')
          and not exists (select 1 from unnest(coalesce(p.proconfig, '{}')) c where c like 'search_path=%')
        order by 1`,
      [ourSchemas],
    );
    expect(r.rows.map((x) => x.fn)).toEqual([]);
  });

  it.each(['anon', 'authenticated'] as const)(
    'lets %s execute in the exposed schemas exactly the RPCs the app calls, none SECURITY DEFINER',
    async (role) => {
      const r = await db.query<{ name: string; definer: boolean }>(
        `select p.proname as name, p.prosecdef as definer from pg_proc p
          where p.pronamespace::regnamespace::text = any($1) and has_function_privilege($2, p.oid, 'execute')
          order by 1`,
        [exposedSchemas(), role],
      );
      const expected = role === 'anon' ? appRpcs.anon : [...appRpcs.authenticated, ...callerHelpers].sort();
      expect(r.rows.map((f) => f.name)).toEqual(expected);
      expect(r.rows.filter((f) => f.definer).map((f) => f.name)).toEqual([]);
    },
  );
});
