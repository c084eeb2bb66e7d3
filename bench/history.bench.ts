// History figures: the server time of a push with the history trigger against the same push
// without it (today's), on PGlite and PostgreSQL — for a plain brief and for one holding 10 MB of files —
// and, for a brief with 500 versions, rendering the version list and one version's difference
// (React rendered to a string in Node: component and diff work, no browser layout).
import { randomUUID } from 'node:crypto';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { ensurePostgres } from '../scripts/test-env.mjs';
import type { Database } from '../supabase/local/db/database.ts';
import { createTestDatabase, type Engine } from '../supabase/local/db/test-database.ts';
import type { CachedHistoryEntry } from '../src/data/review-records.ts';
import { VersionDetails } from '../src/features/history/version-details.tsx';
import { VersionList } from '../src/features/history/version-list.tsx';
import { createBrief, createMember, queryAs, type Member } from '../tests/db/support.ts';
import { scale } from './scale.ts';

export const name = 'History';

const PUSHES = scale(100, 3);
const ROUNDS = scale(3, 1);
const ms = (value: number) => `${value.toFixed(2)} ms`;

async function timePushes(db: Database, member: Member, briefId: string): Promise<number> {
  const { rows } = await db.query<{ version: string }>('select version from public.briefs where id = $1', [
    briefId,
  ]);
  let version = Number(rows[0]!.version);
  const start = performance.now();
  for (let i = 0; i < PUSHES; i++) {
    await queryAs(db, member, 'select public.push_brief_change($1, $2, $3, $4, $5, $6)', [
      randomUUID(),
      briefId,
      'upsert',
      version,
      JSON.stringify({ title: `Title ${i}`, budget: `€${i * 100}` }),
      '{}',
    ]);
    version += 1;
  }
  return (performance.now() - start) / PUSHES;
}

async function pushFigures(engine: Engine): Promise<Record<string, string>> {
  const db = await createTestDatabase(engine);
  try {
    const member = await createMember(db, `bench-${engine}@example.test`);
    const plain = await createBrief(db, member, { title: 'Plain' });
    const file = JSON.stringify({
      data: `data:image/png;base64,${'A'.repeat(2_000_000)}`,
      name: 'photo.png',
    });
    const withFiles = await createBrief(db, member, { title: 'Files', brand_documents: Array(5).fill(file) });
    const figures: Record<string, string> = {};
    for (const [label, briefId] of [
      ['plain brief', plain],
      ['brief with 10 MB of files', withFiles],
    ] as const) {
      // Warmed up, then alternating, so neither side gets the cold start or a quieter minute.
      await timePushes(db, member, briefId);
      let without = 0;
      let withHistory = 0;
      for (let round = 0; round < ROUNDS; round++) {
        await db.exec('alter table public.briefs disable trigger briefs_after_update_history');
        without += (await timePushes(db, member, briefId)) / ROUNDS;
        await db.exec('alter table public.briefs enable trigger briefs_after_update_history');
        withHistory += (await timePushes(db, member, briefId)) / ROUNDS;
      }
      figures[`${engine}: push, ${label}, without history (today)`] = ms(without);
      figures[`${engine}: push, ${label}, with history`] = ms(withHistory);
      figures[`${engine}: push, ${label}, ratio`] = `${(withHistory / without).toFixed(2)} ×`;
    }
    return figures;
  } finally {
    await db.close();
  }
}

const words = (count: number, seed: number) =>
  Array.from({ length: count }, (_, i) => `word${(i * 31 + seed) % 997}`).join(' ');

function historyOf500(): CachedHistoryEntry[] {
  const base = words(2000, 1);
  return Array.from({ length: 500 }, (_, i) => ({
    id: 500 - i,
    briefId: 'bench',
    version: 500 - i,
    kind: 'updated' as const,
    authorId: 'someone',
    authorName: `Member ${i % 7}`,
    createdAt: new Date(Date.now() - i * 3_600_000).toISOString(),
    changes: {
      description: { before: base, after: base.replace(/word1(\d)/g, (_m, d: string) => `changed${d}${i}`) },
      key_messages: { before: ['One', 'Two'], after: ['One', `Three ${i}`] },
      budget: { before: `€${i}`, after: `€${i + 1}` },
    },
    details: {},
  }));
}

function median(times: number[]): number {
  const sorted = [...times].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

function renderFigures(): Record<string, string> {
  const entries = historyOf500();
  const now = new Date();
  const listTimes: number[] = [];
  const diffTimes: number[] = [];
  for (let run = 0; run < scale(7, 1); run++) {
    let start = performance.now();
    renderToString(createElement(VersionList, { entries, selectedId: null, now, onSelect: () => undefined }));
    listTimes.push(performance.now() - start);
    start = performance.now();
    renderToString(
      createElement(VersionDetails, {
        entry: entries[run * 50]!,
        canRestore: true,
        isRestoring: false,
        onRestore: () => undefined,
        onRestoreVersion: () => undefined,
      }),
    );
    diffTimes.push(performance.now() - start);
  }
  return {
    'list of 500 versions rendered, median of 7 (budget 300 ms)': ms(median(listTimes)),
    "one version's difference (2,000-word text, a list, a budget), median of 7 (budget 100 ms)": ms(
      median(diffTimes),
    ),
  };
}

export async function run(): Promise<Record<string, string | number>> {
  const figures: Record<string, string | number> = { ...renderFigures(), ...(await pushFigures('pglite')) };
  const named = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL;
  const postgres = named ? { url: named, problem: undefined } : ensurePostgres();
  if (postgres.url) {
    process.env.TEST_DATABASE_URL = postgres.url;
    Object.assign(figures, await pushFigures('postgres'));
  } else figures.postgres = `skipped: ${postgres.problem} Set TEST_DATABASE_URL.`;
  figures.note = `server time per push_brief_change call (${ROUNDS} × ${PUSHES} calls each way, alternating, one transaction each as PostgREST runs them)`;
  return figures;
}
