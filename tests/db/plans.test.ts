// The sync RPCs' plans at a team's size, on PostgreSQL: after ANALYZE, with 20,000 briefs over 200
// members, a member's pull (first page and incremental) and push of 50 briefs reach the big tables
// through indexes only, and so does an admin's pull and the first sync's count of a member's readable
// briefs — no statement inside them reads every brief, share or history row (a sequential scan there
// costs seconds at 100,000 briefs; `npm run bench server` has the figures). A push of changes on top
// of their briefs' versions updates them in one statement, so its triggers run once for the batch.
// The plans are those PostgreSQL really ran, statement by statement inside the functions
// (auto_explain, logged to this client). PostgreSQL only: PGlite has no auto_explain, and its planner,
// with its own costs, would not tell how the server plans.
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../supabase/local/db/database.ts';
import { migrate } from '../../supabase/local/db/migrate.ts';
import { createPostgresDatabase, type PostgresDatabase } from '../../supabase/local/db/test-database.ts';
import { createMember, queryAs, type Member } from './support.ts';
import { seedTeam } from './team-size.ts';

/** Tables that grow with the team: reading one whole is what must not happen. */
const BIG_TABLES = ['briefs', 'brief_shares', 'brief_history', 'applied_ops'];

interface PlanNode {
  'Node Type': string;
  Operation?: string;
  'Relation Name'?: string;
  'Actual Loops'?: number;
  Plans?: PlanNode[];
}

/** The tables a plan read whole (a branch never run, such as an admin's in a member's pull, aside). */
function scansOf(node: PlanNode, found: string[] = []): string[] {
  if (node['Actual Loops'] === 0) return found;
  if (node['Node Type'] === 'Seq Scan' && node['Relation Name']) found.push(node['Relation Name']);
  for (const child of node.Plans ?? []) scansOf(child, found);
  return found;
}

/** Whether a plan updated briefs (a branch never run aside). */
function updatesBriefs(node: PlanNode): boolean {
  if (node['Actual Loops'] === 0) return false;
  if (
    node['Node Type'] === 'ModifyTable' &&
    node.Operation === 'Update' &&
    node['Relation Name'] === 'briefs'
  )
    return true;
  return (node.Plans ?? []).some(updatesBriefs);
}

describe.runIf(process.env.TEST_DATABASE_URL)('plans at a team size (PostgreSQL)', () => {
  let created: PostgresDatabase;
  let db: Database;
  let client: pg.Client;
  let member: Member;
  let admin: Member;
  const plans: { query: string; plan: PlanNode }[] = [];

  beforeAll(async () => {
    created = await createPostgresDatabase();
    db = await openDatabase({ url: created.url });
    await migrate(db, { seed: true });
    member = await createMember(db, 'measured@example.test');
    admin = await createMember(db, 'admin@example.test', 'admin');
    await seedTeam(db, { members: 200, briefs: 20_000, shares: 4_000, history: 40_000 });
    client = new pg.Client({ connectionString: created.url });
    await client.connect();
    client.on('notice', (notice) => {
      const text = notice.message ?? '';
      const at = text.indexOf('plan:\n');
      if (at < 0) return;
      const logged = JSON.parse(text.slice(at + 'plan:\n'.length)) as {
        'Query Text': string;
        Plan: PlanNode;
      };
      plans.push({ query: logged['Query Text'], plan: logged.Plan });
    });
  });
  afterAll(async () => {
    await client?.end();
    await db?.close();
    await created?.drop();
  });

  /** Runs sql as `who`, as PostgREST would, and returns the seq scans of big tables in its plans. */
  async function bigScans(
    sql: string,
    params: unknown[] = [],
    who: Member = member,
  ): Promise<{ table: string; query: string }[]> {
    await explained(sql, params, who);
    return plans.flatMap(({ query, plan }) =>
      scansOf(plan)
        .filter((table) => BIG_TABLES.includes(table))
        .map((table) => ({ table, query: query.trim().slice(0, 200) })),
    );
  }

  /** Runs sql as `who`, as PostgREST would, rolled back; `plans` holds every statement's plan. */
  async function explained(sql: string, params: unknown[] = [], who: Member = member): Promise<void> {
    plans.length = 0;
    await client.query('begin');
    try {
      await client.query("load 'auto_explain'");
      await client.query(`set local auto_explain.log_min_duration = 0;
        set local auto_explain.log_nested_statements = on;
        set local auto_explain.log_analyze = on;
        set local auto_explain.log_timing = off;
        set local auto_explain.log_format = 'json';
        set local client_min_messages = log`);
      const claims = { sub: who.id, email: who.email, role: 'authenticated', aud: 'authenticated' };
      await client.query("select set_config('request.jwt.claims', $1, true)", [JSON.stringify(claims)]);
      await client.query('set local role authenticated');
      await client.query(sql, params);
      await client.query('set local client_min_messages = notice');
    } finally {
      await client.query('rollback');
    }
    expect(plans.length, 'auto_explain logged the statements').toBeGreaterThan(0);
  }

  /** 50 changes of the member's briefs, each on top of the brief's current version. */
  async function onTop(title = 'Pushed'): Promise<string> {
    const { rows } = await db.query<{ id: string; version: string }>(
      'select id, version from public.briefs where user_id = $1 order by id limit 50',
      [member.id],
    );
    expect(rows).toHaveLength(50);
    return JSON.stringify(
      rows.map((row, i) => ({
        op_id: randomUUID(),
        brief_id: row.id,
        kind: 'upsert',
        base_version: Number(row.version),
        patch: { title: `${title} ${i}`, budget: `€${i}` },
        base_values: {},
      })),
    );
  }

  it("reads a member's first pull page through indexes", async () => {
    expect(await bigScans('select public.pull_brief_changes(null, null, 500)')).toEqual([]);
  });

  it('reads an incremental pull through indexes', async () => {
    const { rows } = await db.query<{ at: string }>(
      "select (max(updated_at) - interval '1 hour')::text as at from public.briefs where user_id = $1",
      [member.id],
    );
    expect(await bigScans('select public.pull_brief_changes($1, null, 500)', [rows[0]!.at])).toEqual([]);
  });

  it("reads an admin's first pull page through indexes, though an admin reads every brief", async () => {
    expect(await bigScans('select public.pull_brief_changes(null, null, 500)', [], admin)).toEqual([]);
  });

  it('pushes 50 briefs through indexes', async () => {
    expect(await bigScans('select public.push_brief_changes($1::jsonb)', [await onTop()])).toEqual([]);
  });

  it('applies a push of 50 briefs on top of their versions in one UPDATE', async () => {
    await explained('select public.push_brief_changes($1::jsonb)', [await onTop()]);
    expect(plans.filter(({ plan }) => updatesBriefs(plan))).toHaveLength(1);
  });

  it("folds a push of 50 saves into the last minute's entries without looking for history files", async () => {
    // The first push is kept, so the second (by the same member, within the minute) folds into its entries.
    await queryAs(db, member, 'select public.push_brief_changes($1::jsonb)', [await onTop('Kept')]);
    await explained('select public.push_brief_changes($1::jsonb)', [await onTop('Folded')]);
    const queries = plans.map(({ query }) => query);
    expect(
      queries.filter((q) => q.includes('update public.brief_history set changes = merged')),
    ).toHaveLength(50);
    // Neither entry names a file, so there is nothing to forget and nothing to look up.
    expect(queries.filter((q) => q.includes('history_file_moves'))).toEqual([]);
  });

  it("counts a member's readable briefs through indexes (the first sync's total)", async () => {
    expect(await bigScans('select count(*) from public.briefs')).toEqual([]);
  });
});
