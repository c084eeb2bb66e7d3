// The server at a team's size, on PostgreSQL: 200 members, 100,000 briefs, 20,000 shares and
// 1,000,000 history rows (generated in SQL, tests/db/team-size.ts), and the app's own calls on them —
// a first pull page, a push of 50 briefs, the incremental pull of those 50 changes, one brief's
// history, the first sync's count of readable briefs, and the admin's Team page (briefs owned per
// member). Each is timed twice: through supabase-js against the local stack (what a device waits
// for, the stack's HTTP and PostgREST work included) and as direct SQL in one transaction as
// `authenticated` with the member's JWT claims (the database alone). p50 / p95 over the repetitions.
import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { ensurePostgres } from '../scripts/test-env.mjs';
import type { Database } from '../supabase/local/db/database.ts';
import { actAs, type Member as DbMember } from '../tests/db/support.ts';
import { seedTeam, type TeamSize } from '../tests/db/team-size.ts';
import {
  createMember,
  signedInClient,
  startTestStack,
  type Member,
  type Stack,
} from '../tests/support/stack.ts';
import { scale, SMOKE } from './scale.ts';

export const name = 'Server at a team’s size (PostgreSQL)';

const SIZE: TeamSize = SMOKE
  ? { members: 6, briefs: 300, shares: 60, history: 3_000 }
  : { members: 200, briefs: 100_000, shares: 20_000, history: 1_000_000 };
const REPEATS = scale(30, 2);
const PAGE = 500;
const BATCH = 50;
const HISTORY_COLUMNS = 'id, brief_id, version, kind, author_id, created_at, changes, details';

const percentile = (times: number[], p: number) => {
  const sorted = [...times].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};
const summary = (times: number[]) =>
  `p50 ${percentile(times, 50).toFixed(1)} ms, p95 ${percentile(times, 95).toFixed(1)} ms`;

async function timed(run: () => Promise<void>): Promise<number> {
  const start = performance.now();
  await run();
  return performance.now() - start;
}

function check<T>(answer: { data: T; error: { message: string } | null }): T {
  if (answer.error) throw new Error(answer.error.message);
  return answer.data;
}

const asDb = (member: Member): DbMember => ({ kind: 'member', id: member.id, email: member.email });

/** The 50 briefs the member pushes, with their current versions (read, not timed). */
async function pushChanges(db: Database, ids: string[], round: number) {
  const { rows } = await db.query<{ id: string; version: string }>(
    'select id, version from public.briefs where id = any($1::uuid[])',
    [ids],
  );
  return rows.map((row) => ({
    op_id: randomUUID(),
    brief_id: row.id,
    kind: 'upsert',
    base_version: Number(row.version),
    patch: { title: `Round ${round} ${row.id.slice(0, 8)}`, budget: `€${round}` },
    base_values: {},
  }));
}

async function serverNow(db: Database): Promise<string> {
  const { rows } = await db.query<{ now: string }>('select clock_timestamp()::text as now');
  return rows[0]!.now;
}

interface Calls {
  firstPull: number[];
  adminFirstPull: number[];
  push: number[];
  incrementalPull: number[];
  history: number[];
  count: number[];
  team: number[];
}

const emptyCalls = (): Calls => ({
  firstPull: [],
  adminFirstPull: [],
  push: [],
  incrementalPull: [],
  history: [],
  count: [],
  team: [],
});

export async function run(): Promise<Record<string, string | number>> {
  const named = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL;
  const postgres = named ? { url: named, problem: undefined } : ensurePostgres();
  if (!postgres.url) return { postgres: `skipped: ${postgres.problem} Set TEST_DATABASE_URL.` };
  process.env.TEST_DATABASE_URL = postgres.url;
  let stack: Stack | undefined;
  try {
    stack = await startTestStack({ engine: 'postgres', authLimits: {} });
    const db = stack.db;
    const member = await createMember(stack, { email: 'measured@example.test', password: 'bench-password' });
    const admin = await createMember(stack, {
      email: 'admin@example.test',
      password: 'bench-password',
      role: 'admin',
    });
    const started = performance.now();
    await seedTeam(db, SIZE);
    const seedSeconds = (performance.now() - started) / 1000;
    const { rows: owned } = await db.query<{ id: string }>(
      'select id from public.briefs where user_id = $1 order by updated_at desc limit $2',
      [member.id, BATCH],
    );
    const pushed = owned.map((row) => row.id);
    const historyBrief = pushed[0]!;
    const { rows: readable } = await db.query<{ own: number; shared: number; history: number }>(
      `select (select count(*)::int from public.briefs where user_id = $1) as own,
         (select count(*)::int from public.brief_shares where shared_with_user_id = $1) as shared,
         (select count(*)::int from public.brief_history where brief_id = $2) as history`,
      [member.id, historyBrief],
    );
    const client: SupabaseClient = await signedInClient(stack, member.email, member.password);
    const adminClient: SupabaseClient = await signedInClient(stack, admin.email, admin.password);

    const viaApi = emptyCalls();
    const viaSql = emptyCalls();
    for (let round = 1; round <= REPEATS; round++) {
      viaApi.firstPull.push(
        await timed(async () => {
          check(await client.rpc('pull_brief_changes', { max_rows: PAGE }));
        }),
      );
      viaApi.adminFirstPull.push(
        await timed(async () => {
          check(await adminClient.rpc('pull_brief_changes', { max_rows: PAGE }));
        }),
      );
      let since = await serverNow(db);
      let changes = await pushChanges(db, pushed, round);
      viaApi.push.push(
        await timed(async () => {
          check(await client.rpc('push_brief_changes', { changes }));
        }),
      );
      let page: { rows: unknown[] } | undefined;
      viaApi.incrementalPull.push(
        await timed(async () => {
          page = check(
            await client.rpc('pull_brief_changes', { since_updated_at: since, max_rows: PAGE }),
          ) as { rows: unknown[] };
        }),
      );
      if (page?.rows.length !== BATCH) throw new Error(`the incremental pull read ${page?.rows.length} rows`);
      viaApi.history.push(
        await timed(async () => {
          check(
            await client
              .from('brief_history')
              .select(HISTORY_COLUMNS)
              .eq('brief_id', historyBrief)
              .order('id', { ascending: false })
              .limit(1000),
          );
        }),
      );
      viaApi.count.push(
        await timed(async () => {
          check(await client.from('briefs').select('id', { count: 'exact', head: true }));
        }),
      );
      viaApi.team.push(
        await timed(async () => {
          check(await adminClient.rpc('team_members'));
        }),
      );

      // The same calls as the database sees them.
      const sql = (who: Member, text: string, params: unknown[] = []) =>
        timed(() => actAs(db, asDb(who), (tx) => tx.query(text, params)).then(() => undefined));
      viaSql.firstPull.push(await sql(member, 'select public.pull_brief_changes(null, null, $1)', [PAGE]));
      viaSql.adminFirstPull.push(
        await sql(admin, 'select public.pull_brief_changes(null, null, $1)', [PAGE]),
      );
      since = await serverNow(db);
      changes = await pushChanges(db, pushed, round + REPEATS);
      viaSql.push.push(
        await sql(member, 'select public.push_brief_changes($1::jsonb)', [JSON.stringify(changes)]),
      );
      viaSql.incrementalPull.push(
        await sql(member, 'select public.pull_brief_changes($1, null, $2)', [since, PAGE]),
      );
      viaSql.history.push(
        await sql(
          member,
          `select ${HISTORY_COLUMNS} from public.brief_history where brief_id = $1 order by id desc limit 1000`,
          [historyBrief],
        ),
      );
      viaSql.count.push(await sql(member, 'select count(*) from public.briefs'));
      viaSql.team.push(await sql(admin, 'select * from public.team_members()'));
    }

    const figures: Record<string, string | number> = {
      size: `${SIZE.members} members, ${SIZE.briefs} briefs, ${SIZE.shares} shares, ${SIZE.history} history rows (seeded in ${seedSeconds.toFixed(1)} s)`,
      'measured member': `owns ${readable[0]!.own} briefs, ${readable[0]!.shared} shared with them; the history read has ${readable[0]!.history} rows`,
      repetitions: REPEATS,
    };
    const labels: [keyof Calls, string][] = [
      ['firstPull', `member: first pull page (${PAGE} rows)`],
      ['adminFirstPull', `admin: first pull page (${PAGE} of every brief)`],
      ['push', `member: push of ${BATCH} briefs (push_brief_changes)`],
      ['incrementalPull', `member: incremental pull with ${BATCH} changes`],
      ['history', "member: one brief's history"],
      ['count', "member: count of readable briefs (the first sync's total)"],
      ['team', 'admin: Team page (team_members, briefs owned per member)'],
    ];
    for (const [key, label] of labels) {
      figures[`${label}, supabase-js via the stack`] = summary(viaApi[key]);
      figures[`${label}, SQL as authenticated`] = summary(viaSql[key]);
    }
    return figures;
  } finally {
    await stack?.close();
  }
}
