// Requests per second through the local stack, on loopback, with supabase-js as the app uses it:
// the dashboard's list query and a brief save (the spec's upsert on id). PGlite always; PostgreSQL
// too when TEST_DATABASE_URL (or DATABASE_URL) reaches a server. Bounded: a few seconds per figure.
// Requests per second depend on what else the machine runs; the CPU time this process spends per
// request (client, HTTP server and, with PGlite, the database) is steadier on a shared machine.
import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { ensurePostgres } from '../scripts/test-env.mjs';
import { createMember, signedInClient, startTestStack, type Stack } from '../tests/support/stack.ts';
import { scale } from './scale.ts';

export const name = 'local stack (requests per second)';

const DURATION_MS = scale(3000, 100);
const CONCURRENCY = 4;
const LIST_COLUMNS = 'id, title, type, status, created_at, updated_at, company, user_id';

async function measure(run: () => Promise<void>): Promise<{ rps: string; cpu: string }> {
  const end = Date.now() + DURATION_MS;
  let done = 0;
  const worker = async () => {
    while (Date.now() < end) {
      await run();
      done += 1;
    }
  };
  const start = Date.now();
  const cpu = process.cpuUsage();
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  const { user, system } = process.cpuUsage(cpu);
  return {
    rps: ((done * 1000) / (Date.now() - start)).toFixed(0),
    cpu: ((user + system) / 1000 / done).toFixed(2),
  };
}

const FEATURE_TRIGGERS = [
  'briefs_after_update_history',
  'briefs_after_change_history',
  'briefs_before_update_of_files',
  'briefs_signal_insert',
  'briefs_signal_update',
  'briefs_signal_delete',
];

async function setFeatureTriggers(stack: Stack, action: 'enable' | 'disable') {
  for (const trigger of FEATURE_TRIGGERS)
    await stack.db.query(`alter table public.briefs ${action} trigger ${trigger}`);
}

async function benchEngine(engine: 'pglite' | 'postgres'): Promise<Record<string, string>> {
  let stack: Stack | undefined;
  try {
    // config.toml's auth rate limits, as a hosted project has them (the bench signs in once).
    stack = await startTestStack({ engine, authLimits: {} });
    const member = await createMember(stack, { email: 'bench@example.test', password: 'bench-password' });
    const client: SupabaseClient = await signedInClient(stack, member.email, member.password);
    const ids = Array.from({ length: 50 }, () => randomUUID());
    for (const id of ids) {
      const { error } = await client
        .from('briefs')
        .insert({ id, user_id: member.id, title: 'Bench', company: 'Acme' });
      if (error) throw new Error(error.message);
    }
    const list = await measure(async () => {
      const { error } = await client
        .from('briefs')
        .select(LIST_COLUMNS)
        .order('updated_at', { ascending: false });
      if (error) throw new Error(error.message);
    });
    let n = 0;
    const saveOnce = async () => {
      n += 1;
      const id = ids[n % ids.length];
      const { error } = await client
        .from('briefs')
        .upsert(
          { id, user_id: member.id, title: `Bench ${n}`, company: 'Acme', key_messages: ['a', 'b'] },
          { onConflict: 'id' },
        );
      if (error) throw new Error(error.message);
    };
    const save = await measure(saveOnce);
    // The same save without the two features that write on every save by design (the history
    // row, the live-update message per reader): what the hardening's limits and checks cost.
    await setFeatureTriggers(stack, 'disable');
    const hardeningOnly = await measure(saveOnce);
    await setFeatureTriggers(stack, 'enable');
    return {
      [`${engine}: list 50 briefs (req/s)`]: list.rps,
      [`${engine}: save a brief (req/s)`]: save.rps,
      [`${engine}: save a brief without history and live updates (req/s)`]: hardeningOnly.rps,
      [`${engine}: list 50 briefs (ms CPU of this process per request)`]: list.cpu,
      [`${engine}: save a brief (ms CPU of this process per request)`]: save.cpu,
    };
  } finally {
    await stack?.close();
  }
}

export async function run(): Promise<Record<string, string | number>> {
  const figures: Record<string, string | number> = {
    'duration per figure (ms)': DURATION_MS,
    concurrency: CONCURRENCY,
  };
  Object.assign(figures, await benchEngine('pglite'));
  // The same server `npm test` uses: named by env, or this machine's PostgreSQL started as for the tests.
  // (Assigning an unset variable to process.env would store the string 'undefined'.)
  const named = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL;
  const postgres = named ? { url: named, problem: undefined } : ensurePostgres();
  if (postgres.url) {
    process.env.TEST_DATABASE_URL = postgres.url;
    try {
      Object.assign(figures, await benchEngine('postgres'));
    } catch (error) {
      figures.postgres = `unavailable (${error instanceof Error ? error.message : String(error)})`;
    }
  } else figures.postgres = `skipped: ${postgres.problem} Set TEST_DATABASE_URL.`;
  return figures;
}
