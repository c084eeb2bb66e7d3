// Live updates and opening by link, measured over the real local stack (Node, real engine and supabase-js, fake-indexeddb):
// live-update latency from a save on device A to the value in device B's local database (Realtime
// signal, then a pull), and opening a brief by link on a device that has never seen it (fetch_brief
// and storing it). The rendered-in-Chromium journey is tests/e2e/live.test.ts.
import { createBrief, getBrief, saveBrief } from '../src/data/briefs-repository.ts';
import { fetchBriefByLink } from '../src/sync/fetch-brief.ts';
import { Device } from '../tests/contract/sync/device.ts';
import { deviceFor, edit, newMember, share } from '../tests/contract/sync/fixtures.ts';
import { startTestStack, type Stack } from '../tests/support/stack.ts';
import { scale } from './scale.ts';

export const name = 'Live updates and open by link';

const ms = (value: number) => `${value.toFixed(0)} ms`;

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

async function until(check: () => Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const start = performance.now();
  while (!(await check())) {
    if (performance.now() - start > timeoutMs) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

async function liveFigures(stack: Stack) {
  const owner = await newMember(stack, 'bench-live-a');
  const colleague = await newMember(stack, 'bench-live-b');
  const a = await deviceFor(stack, owner, { live: true });
  const b = await deviceFor(stack, colleague, { live: true });
  try {
    let brief = await createBrief(a.db, { title: 'Live bench', company: 'Acme' }, a.ctx);
    await a.sync();
    await share(a, brief.id, colleague, 'write');
    await until(async () => (await getBrief(b.db, brief.id)) !== undefined);
    const latencies: number[] = [];
    for (let i = 0; i < scale(20, 2); i++) {
      const budget = `${i + 1}k`;
      brief = edit(brief, { budget });
      const start = performance.now();
      await saveBrief(a.db, brief, a.ctx);
      // As the editor does after Save: ask the engine to push now.
      void a.engine.syncNow();
      await until(async () => (await getBrief(b.db, brief.id))?.requirements.budget === budget);
      latencies.push(performance.now() - start);
      await a.engine.syncNow();
    }
    return {
      'live update, save on A → in the database of B, p50 (20 saves)': ms(percentile(latencies, 50)),
      'live update, save on A → in the database of B, p95 (20 saves)': ms(percentile(latencies, 95)),
    };
  } finally {
    await a.close();
    await b.close();
  }
}

async function linkFigures(stack: Stack) {
  const owner = await newMember(stack, 'bench-link-a');
  const reader = await newMember(stack, 'bench-link-b');
  const a = await deviceFor(stack, owner);
  const times: number[] = [];
  try {
    for (let i = 0; i < scale(10, 1); i++) {
      const brief = await createBrief(a.db, { title: `Linked ${i}`, company: 'Acme' }, a.ctx);
      await a.sync();
      await share(a, brief.id, reader, 'read');
      const fresh = new Device(stack, reader);
      await fresh.signIn();
      const start = performance.now();
      const outcome = await fetchBriefByLink(fresh.db, fresh.supabase, brief.id);
      const stored = await getBrief(fresh.db, brief.id);
      times.push(performance.now() - start);
      await fresh.close();
      if (outcome !== 'stored' || !stored) throw new Error('not opened');
    }
  } finally {
    await a.close();
  }
  return {
    'open by link on a new device, fetched and stored, p50 (10 briefs)': ms(percentile(times, 50)),
    'open by link on a new device, fetched and stored, p95 (10 briefs)': ms(percentile(times, 95)),
  };
}

export async function run(): Promise<Record<string, string | number>> {
  const stack = await startTestStack();
  try {
    return {
      ...(await liveFigures(stack)),
      ...(await linkFigures(stack)),
      note: 'local stack on PGlite; Realtime delivery polls realtime.messages every 100 ms',
    };
  } finally {
    await stack.close();
  }
}
