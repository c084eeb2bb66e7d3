// Live updates and opening by link, measured over the real local stack (Node, real engine and supabase-js, fake-indexeddb):
// live-update latency from a save on device A to the value in device B's local database (Realtime
// signal, then a pull), and opening a brief by link on a device that has never seen it (fetch_brief
// and storing it), on PGlite; and a team on PostgreSQL — 8 devices connected (4 members, 2 devices
// each, every member's brief shared with the others for writing), two devices of different members
// saving at once each round — save → the value in each of the 7 other devices' databases.
// The rendered-in-Chromium journey is tests/e2e/live.test.ts.
import type { Brief } from '../src/domain/brief.ts';
import { randomUUID } from 'node:crypto';
import { createBrief, getBrief, saveBrief } from '../src/data/briefs-repository.ts';
import { addComment } from '../src/data/comment-store.ts';
import { ensurePostgres } from '../scripts/test-env.mjs';
import { fetchBriefByLink } from '../src/sync/fetch-brief.ts';
import { Device } from '../tests/contract/sync/device.ts';
import { deviceFor, edit, newMember, share } from '../tests/contract/sync/fixtures.ts';
import { startTestStack, type Member, type Stack } from '../tests/support/stack.ts';
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

const TEAM_MEMBERS = 4;
const DEVICES_PER_MEMBER = 2;

/** Save on one device → the value in the database of every other device, 8 devices on PostgreSQL. */
async function teamFigures(stack: Stack) {
  const members: Member[] = [];
  for (let i = 0; i < TEAM_MEMBERS; i++) members.push(await newMember(stack, `bench-team-${i}`));
  const devices: Device[] = [];
  try {
    for (const member of members)
      for (let d = 0; d < DEVICES_PER_MEMBER; d++)
        devices.push(await deviceFor(stack, member, { live: true }));
    // Each member's brief, made on their first device and shared with the others for writing.
    const briefs: Brief[] = [];
    for (let i = 0; i < TEAM_MEMBERS; i++) {
      const owner = devices[i * DEVICES_PER_MEMBER]!;
      const brief = await createBrief(owner.db, { title: `Team brief ${i}`, company: 'Acme' }, owner.ctx);
      await owner.sync();
      for (const other of members) if (other !== members[i]) await share(owner, brief.id, other, 'write');
      briefs.push(brief);
    }
    await until(async () => {
      for (const device of devices)
        for (const brief of briefs) if ((await getBrief(device.db, brief.id)) === undefined) return false;
      return true;
    }, 30_000);

    const latencies: number[] = [];
    const rounds = scale(20, 2);
    for (let round = 0; round < rounds; round++) {
      // Two devices of different members save their own member's brief at the same time.
      const savers = [round % devices.length, (round + 3) % devices.length];
      await Promise.all(
        savers.map(async (index) => {
          const saver = devices[index]!;
          const m = Math.floor(index / DEVICES_PER_MEMBER);
          const current = (await getBrief(saver.db, briefs[m]!.id))!;
          const budget = `round ${round} device ${index}`;
          const start = performance.now();
          await saveBrief(saver.db, edit(current, { budget }), saver.ctx);
          // As the editor's Save does.
          void saver.engine.pushNow();
          await Promise.all(
            devices
              .filter((device) => device !== saver)
              .map(async (device) => {
                await until(
                  async () => (await getBrief(device.db, briefs[m]!.id))?.requirements.budget === budget,
                );
                latencies.push(performance.now() - start);
              }),
          );
        }),
      );
      await Promise.all(savers.map((index) => devices[index]!.engine.syncNow()));
    }
    const label = `${devices.length} devices live on PostgreSQL, save → in the database of each other device`;
    return {
      [`${label}, p50 (${rounds * 2} saves × ${devices.length - 1})`]: ms(percentile(latencies, 50)),
      [`${label}, p95 (${rounds * 2} saves × ${devices.length - 1})`]: ms(percentile(latencies, 95)),
      [`${label}, max`]: ms(Math.max(...latencies)),
    };
  } finally {
    for (const device of devices) await device.close();
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

async function onPostgres(): Promise<Record<string, string>> {
  const named = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL;
  const postgres = named ? { url: named, problem: undefined } : ensurePostgres();
  if (!postgres.url) return { 'team on PostgreSQL': `skipped: ${postgres.problem} Set TEST_DATABASE_URL.` };
  process.env.TEST_DATABASE_URL = postgres.url;
  const stack = await startTestStack({ engine: 'postgres' });
  try {
    return await teamFigures(stack);
  } finally {
    await stack.close();
  }
}

// A comment written on A (the comment store, then a push as the panel asks for) → in B's database: the
// comment_changed signal, then a pull of comments only.
async function commentFigures(stack: Stack) {
  const owner = await newMember(stack, 'bench-comment-a');
  const reader = await newMember(stack, 'bench-comment-b');
  const a = await deviceFor(stack, owner, { live: true });
  const b = await deviceFor(stack, reader, { live: true });
  try {
    const brief = await createBrief(a.db, { title: 'Comment bench', company: 'Acme' }, a.ctx);
    await a.sync();
    await share(a, brief.id, reader, 'read');
    await until(async () => (await getBrief(b.db, brief.id)) !== undefined);
    const latencies: number[] = [];
    for (let i = 0; i < scale(20, 2); i++) {
      const id = randomUUID();
      const start = performance.now();
      await addComment(a.db, {
        id,
        opId: randomUUID(),
        briefId: brief.id,
        section: 'audience',
        body: `Comment ${i + 1}`,
        mentions: [],
        authorId: owner.id,
        now: Date.now(),
      });
      void a.engine.pushNow();
      await until(async () => (await b.db.comments.get(id)) !== undefined);
      latencies.push(performance.now() - start);
      await a.engine.syncNow();
    }
    return {
      'comment on A → in the database of B (live), p50 (20 comments)': ms(percentile(latencies, 50)),
      'comment on A → in the database of B (live), p95 (20 comments, budget ≤ 2 s)': ms(
        percentile(latencies, 95),
      ),
    };
  } finally {
    await a.close();
    await b.close();
  }
}

export async function run(): Promise<Record<string, string | number>> {
  const stack = await startTestStack();
  let figures: Record<string, string | number>;
  try {
    figures = {
      ...(await liveFigures(stack)),
      ...(await commentFigures(stack)),
      ...(await linkFigures(stack)),
      note: 'two devices and open by link: the local stack on PGlite (or TEST_STACK_ENGINE)',
    };
  } finally {
    await stack.close();
  }
  return { ...figures, ...(await onPostgres()) };
}
