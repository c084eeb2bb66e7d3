// One merge rule: the client's per-field merge (src/domain/merge.ts) and the server's (push_brief_change)
// decide the same table of pushes the same way — which fields are applied, which are conflicts, with
// which base, mine and theirs values. Each row: Alice's brief holds `base` at version 1; Carol changes it
// (`theirs`, plus her own mark in `budget` so that the version moves on); then Alice pushes `mine`,
// based on version 1 with `baseValues`. The server's row afterwards and its conflicts are compared with
// the domain merge of the same values.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../supabase/local/db/database.ts';
import { availableEngines, createTestDatabase } from '../../supabase/local/db/test-database.ts';
import { mergePatch } from '../../src/domain/merge.ts';
import { createBrief, createMember, share, type Member } from './support.ts';
import { pushAs, type PushResult } from './sync-support.ts';

type Values = Record<string, unknown>;

interface ParityRow {
  rule: string;
  base: Values;
  theirs: Values;
  mine: Values;
  /** The base values Alice's entry carries (default: `base` for every patched column). */
  baseValues?: Values;
}

const ticked = (box: boolean) => ({
  logoFiles: { fullColorHorizontal: box },
  optional: { brandMoodboard: false },
});

const PARITY: ParityRow[] = [
  { rule: 'only I changed a text field → mine', base: { title: 'A' }, theirs: {}, mine: { title: 'B' } },
  {
    rule: 'only they changed a field I did not patch → theirs stays',
    base: { title: 'A', company: 'Acme' },
    theirs: { company: 'Globex' },
    mine: { title: 'B' },
  },
  {
    rule: 'both changed it the same way → that value, no conflict',
    base: { title: 'A' },
    theirs: { title: 'B' },
    mine: { title: 'B' },
  },
  {
    rule: 'both changed it differently → conflict with base, mine and theirs',
    base: { title: 'A' },
    theirs: { title: 'C' },
    mine: { title: 'B' },
  },
  {
    rule: 'I cleared a field they left alone → mine (empty)',
    base: { title: 'A' },
    theirs: {},
    mine: { title: '' },
  },
  {
    rule: 'they cleared a field I changed → conflict',
    base: { description: 'Old' },
    theirs: { description: '' },
    mine: { description: 'New' },
  },
  {
    rule: 'lists compare by content: only I added an item → mine',
    base: { primary_goals: ['x'] },
    theirs: {},
    mine: { primary_goals: ['x', 'y'] },
  },
  {
    rule: 'lists changed on both sides → conflict',
    base: { primary_goals: ['x'] },
    theirs: { primary_goals: ['z'] },
    mine: { primary_goals: ['x', 'y'] },
  },
  {
    rule: 'lists in another order are a different value → conflict',
    base: { key_messages: ['a', 'b'] },
    theirs: { key_messages: ['b', 'a'] },
    mine: { key_messages: ['a', 'b', 'c'] },
  },
  {
    rule: 'deliverables compare by content: equal changes are no conflict',
    base: { deliverables: ticked(false) },
    theirs: { deliverables: ticked(true) },
    mine: { deliverables: ticked(true) },
  },
  {
    rule: 'deliverables changed differently → one conflict for the whole column',
    base: { deliverables: ticked(false) },
    theirs: { deliverables: { ...ticked(false), optional: { brandMoodboard: true } } },
    mine: { deliverables: ticked(true) },
  },
  {
    rule: 'a conflict beside a clean field → the clean field applies',
    base: { title: 'A', company: 'Acme' },
    theirs: { title: 'C' },
    mine: { title: 'B', company: 'Mine Co' },
  },
  {
    rule: 'several conflicts → each named with its own values',
    base: { title: 'A', pain_points: [] },
    theirs: { title: 'C', pain_points: ['slow'] },
    mine: { title: 'B', pain_points: ['costly'] },
  },
  {
    rule: 'no base value sent and they changed it → conflict (no base)',
    base: { title: 'A' },
    theirs: { title: 'C' },
    mine: { title: 'B' },
    baseValues: {},
  },
  {
    rule: 'no base value sent, nobody else changed it → conflict (no base to prove it unchanged)',
    base: { title: 'A' },
    theirs: {},
    mine: { title: 'B' },
    baseValues: {},
  },
  {
    rule: 'no base value sent but the same value → no conflict',
    base: { title: 'A' },
    theirs: { title: 'B' },
    mine: { title: 'B' },
    baseValues: {},
  },
  {
    rule: 'a patched column equal to its base while they changed it → conflict (a patched column is a change)',
    base: { title: 'A' },
    theirs: { title: 'C' },
    mine: { title: 'A' },
  },
  {
    rule: 'a patched column equal to its base, unchanged elsewhere → nothing to do',
    base: { title: 'A' },
    theirs: {},
    mine: { title: 'A' },
  },
];

/** Carol's mark: every row moves the version on, so Alice's push is merged, never applied on top. */
const CAROL_MARK = { budget: 'set by Carol' };

describe.each(availableEngines())('the domain merge and push_brief_change agree on %s', (engine) => {
  let db: Database;
  let alice: Member;
  let carol: Member;

  beforeAll(async () => {
    db = await createTestDatabase(engine);
    alice = await createMember(db, 'alice@example.test');
    carol = await createMember(db, 'carol@example.test');
  });
  afterAll(() => db?.close());

  /** The stored row as JSON, the values push_brief_change compares. */
  async function jsonRow(briefId: string): Promise<Values> {
    const r = await db.query<{ row: Values }>(
      'select to_jsonb(b) as row from public.briefs b where b.id = $1',
      [briefId],
    );
    return r.rows[0]!.row;
  }

  it.each(PARITY.map((row) => [row.rule, row] as const))('%s', async (_rule, row) => {
    const brief = await createBrief(db, alice, { title: 'Parity', ...row.base });
    await share(db, alice, brief, carol, 'write');
    const carolsChange = { ...row.theirs, ...CAROL_MARK };
    const carolsBase: Values = { budget: '', ...row.base };
    const carols = await pushAs(db, carol, {
      briefId: brief,
      base: 1,
      patch: carolsChange,
      baseValues: Object.fromEntries(Object.keys(carolsChange).map((column) => [column, carolsBase[column]])),
    });
    expect(carols.status).toBe('applied');
    const theirs = await jsonRow(brief);
    const baseValues =
      row.baseValues ?? Object.fromEntries(Object.keys(row.mine).map((column) => [column, row.base[column]]));

    const server: PushResult = await pushAs(db, alice, {
      briefId: brief,
      base: 1,
      patch: row.mine,
      baseValues,
    });
    const domain = mergePatch(baseValues, row.mine, theirs);

    const byField = (a: { field: string }, b: { field: string }) => a.field.localeCompare(b.field);
    const conflicts = domain.conflicts.map((c) => ({ ...c, base: c.base ?? null })).sort(byField);
    expect([...(server.conflicts ?? [])].sort(byField)).toEqual(conflicts);
    expect(server.status).toBe(conflicts.length > 0 ? 'conflict' : 'merged');
    const after = await jsonRow(brief);
    const contentOf = (values: Values) =>
      Object.fromEntries(
        Object.entries(values).filter(
          ([column]) => !['version', 'updated_at', 'updated_by', 'updated_by_name'].includes(column),
        ),
      );
    expect(contentOf(after)).toEqual(contentOf({ ...theirs, ...domain.merged }));
  });
});
