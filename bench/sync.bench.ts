// Sync and local-database figures (docs/design.md §9): pushing 1,000 saves across 200 briefs, pulling 5,000
// briefs into an empty device (and 20,000, a team's size, with where the time goes: bench/pull-anatomy.ts),
// and how long a save takes to commit. IndexedDB here is fake-indexeddb in Node — the real browser's
// save latency and first sync come from the end-to-end bench (bench/app.bench.ts).
import { IDBFactory } from 'fake-indexeddb';
import { createBrief, getBrief, listBriefs, saveBrief } from '../src/data/briefs-repository.ts';
import type { BriefsmithDB } from '../src/data/db.ts';
import type { Brief } from '../src/domain/brief.ts';
import { Device } from '../tests/contract/sync/device.ts';
import { newMember } from '../tests/contract/sync/fixtures.ts';
import { openTestDatabase } from '../tests/unit/data/local-db.ts';
import { pullAnatomy } from './pull-anatomy.ts';
import { startTestStack, type Stack } from '../tests/support/stack.ts';
import { scale } from './scale.ts';

export const name = 'Sync engine and local database';

const ms = (value: number) => `${value.toFixed(1)} ms`;

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

async function pushFigures(stack: Stack) {
  const member = await newMember(stack, 'bench-push');
  const device = new Device(stack, member);
  await device.signIn();
  device.goOffline();
  device.start();
  const briefs: Brief[] = [];
  const count = scale(200, 4);
  for (let i = 0; i < count; i++)
    briefs.push(await createBrief(device.db, { title: `Brief ${i}`, company: 'Acme' }, device.ctx));
  for (let i = 0; i < scale(800, 8); i++) {
    const index = (i * 7919) % count;
    const brief = {
      ...briefs[index]!,
      title: `Brief ${index} edit ${i}`,
      updatedAt: new Date().toISOString(),
    };
    briefs[index] = brief;
    await saveBrief(device.db, brief, device.ctx);
  }
  const before = device.rpcRequests.length;
  const start = performance.now();
  device.online = true;
  await device.engine.syncNow();
  const elapsed = performance.now() - start;
  const pushes = device.rpcRequests.slice(before).filter((rpc) => rpc === 'push_brief_changes').length;
  const pending = await device.engine.pendingChanges();
  await device.close();
  return {
    'push 1,000 offline saves across 200 briefs': ms(elapsed),
    'push requests for them (at most one per 50 changed briefs)': pushes,
    'changes left pending afterwards': pending,
  };
}

async function pullFigures(stack: Stack, count: number, anatomy: boolean) {
  const member = await newMember(stack, `bench-pull-${count}`);
  await stack.db.query(
    `insert into public.briefs (id, user_id, title, company, description, primary_goals)
     select gen_random_uuid(), $1, 'Brief ' || n, 'Company ' || n, repeat('Words of a description. ', 20), array['Goal one', 'Goal two']
     from generate_series(1, $2::int) n`,
    [member.id, count],
  );
  // The seed held the event loop for longer than the stack keeps an idle connection open: the next
  // request may be sent on a socket the stack closed meanwhile (ECONNRESET). A throwaway request meets it.
  for (let i = 0; i < 2; i++) await fetch(`${stack.url}/auth/v1/settings`).catch(() => undefined);
  const size = count.toLocaleString('en-US');
  const device = new Device(stack, member);
  await device.signIn();
  const start = performance.now();
  await device.engine.syncNow();
  const elapsed = performance.now() - start;
  const requests = device.rpcRequests.filter((rpc) => rpc === 'pull_brief_changes').length;
  const listStart = performance.now();
  const cards = await listBriefs(device.db);
  const listed = performance.now() - listStart;
  const parts = anatomy ? await pullAnatomy(device) : {};
  await device.close();
  return {
    [`pull ${size} briefs into an empty device`]: ms(elapsed),
    [`pull requests for them (${size})`]: requests,
    [`briefs on the device afterwards (${size})`]: cards.length,
    [`list ${size} dashboard cards (fake-indexeddb)`]: ms(listed),
    ...Object.fromEntries(
      Object.entries(parts).map(([key, value]) => [`where a pull's time goes: ${key}`, value]),
    ),
  };
}

function fileOf(index: number, size: number) {
  const body = 'A'.repeat(size - 40) + String(index).padStart(8, '0');
  return { name: `photo-${index}.png`, data: `data:image/png;base64,${body}` };
}

async function saveLatency(db: BriefsmithDB, brief: Brief, times: number) {
  const durations: number[] = [];
  let current = brief;
  for (let i = 0; i < times; i++) {
    current = { ...current, title: `${brief.title} ${i}`, updatedAt: new Date().toISOString() };
    const start = performance.now();
    await saveBrief(db, current, { userId: 'bench' });
    durations.push(performance.now() - start);
  }
  return durations;
}

async function saveFigures() {
  const db = openTestDatabase('bench', new IDBFactory());
  const small = await createBrief(db, { title: 'Small', company: 'Acme' }, { userId: 'bench' });
  const smallTimes = await saveLatency(db, small, scale(200, 3));

  const large = await createBrief(db, { title: 'Large', company: 'Acme' }, { userId: 'bench' });
  const withFiles: Brief = {
    ...large,
    brand: { ...large.brand, brandDocuments: Array.from({ length: 10 }, (_, i) => fileOf(i, 2_000_000)) },
    creative: {
      ...large.creative,
      visualStyleFiles: Array.from({ length: 5 }, (_, i) => fileOf(100 + i, 2_000_000)),
    },
  };
  const firstStart = performance.now();
  await saveBrief(db, withFiles, { userId: 'bench' });
  const firstSave = performance.now() - firstStart;
  const reopened = (await getBrief(db, large.id))!;
  const largeTimes = await saveLatency(db, reopened, scale(30, 2));
  db.close();
  return {
    'save commit, small brief p50 (fake-indexeddb)': ms(percentile(smallTimes, 50)),
    'save commit, small brief p95 (fake-indexeddb)': ms(percentile(smallTimes, 95)),
    'first save adding 30 MB of files (fake-indexeddb)': ms(firstSave),
    'save commit, brief with 30 MB of files p50 (fake-indexeddb)': ms(percentile(largeTimes, 50)),
    'save commit, brief with 30 MB of files p95 (fake-indexeddb)': ms(percentile(largeTimes, 95)),
  };
}

export async function run(): Promise<Record<string, string | number>> {
  const stack = await startTestStack();
  try {
    return {
      ...(await pushFigures(stack)),
      ...(await pullFigures(stack, scale(5000, 20), false)),
      ...(await pullFigures(stack, scale(20_000, 40), true)),
      ...(await saveFigures()),
      note: 'IndexedDB is fake-indexeddb in Node here; the browser figure comes from the e2e bench',
    };
  } finally {
    await stack.close();
  }
}
