// How the history bounds what one person adds (supabase/migrations/*_history_bounds.sql): one person's
// consecutive changes of a minute are one entry, from the value before the first to the value after
// the last; someone else's entry or a minute starts a new one; two people saving in turn open at most
// 5 entries each a minute; files no entry names any more are dropped. Alice owns each brief; Carol has
// a write share.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../../supabase/local/db/database.ts';
import { availableEngines, createTestDatabase } from '../../supabase/local/db/test-database.ts';
import { createBrief, createMember, queryAs, share, type Member } from './support.ts';
import { pushAs } from './sync-support.ts';

interface Entry {
  version: number;
  kind: string;
  author_id: string;
  changes: Record<string, { before: unknown; after: unknown }>;
}

const fileItem = (name: string) =>
  JSON.stringify({ data: `data:application/pdf;base64,${name.repeat(3000)}`, name });

describe.each(availableEngines())('history bounds on %s', (engine) => {
  let db: Database;
  let alice: Member;
  let carol: Member;
  let brief: string;

  beforeAll(async () => {
    db = await createTestDatabase(engine);
    alice = await createMember(db, 'alice@example.test');
    carol = await createMember(db, 'carol@example.test');
  });
  afterAll(() => db?.close());

  beforeEach(async () => {
    brief = await createBrief(db, alice, { title: 'T0', budget: '$10' });
    await share(db, alice, brief, carol, 'write');
  });

  const entries = async (author?: Member) =>
    (
      await db.query<Entry>(
        `select version::int as version, kind, author_id, changes from public.brief_history
         where brief_id = $1 and kind = 'updated' and ($2::uuid is null or author_id = $2) order by id`,
        [brief, author?.id ?? null],
      )
    ).rows;
  const briefRow = async () =>
    (
      await db.query<{ title: string; budget: string; version: number }>(
        'select title, budget, version::int as version from public.briefs where id = $1',
        [brief],
      )
    ).rows[0]!;
  const save = (member: Member, patch: Record<string, unknown>) =>
    queryAs(
      db,
      member,
      `update public.briefs set ${Object.keys(patch)
        .map((column, i) => `${column} = $${i + 2}`)
        .join(', ')} where id = $1`,
      [brief, ...Object.values(patch)],
    );

  it("folds one person's saves of a minute into one entry: first value before, last after, latest version", async () => {
    await pushAs(db, carol, { briefId: brief, base: 1, patch: { budget: '$20' } });
    await pushAs(db, carol, { briefId: brief, base: 2, patch: { title: 'T1' } });
    await pushAs(db, carol, { briefId: brief, base: 3, patch: { budget: '$30' } });
    expect(await entries()).toEqual([
      {
        version: 4,
        kind: 'updated',
        author_id: carol.id,
        changes: { budget: { before: '$10', after: '$30' }, title: { before: 'T0', after: 'T1' } },
      },
    ]);
    expect(await briefRow()).toEqual({ title: 'T1', budget: '$30', version: 4 });
  });

  it('drops a field changed back to where it started, and the entry when nothing is left', async () => {
    await save(carol, { budget: '$20', title: 'T1' });
    await save(carol, { budget: '$10' });
    expect((await entries()).map((e) => e.changes)).toEqual([{ title: { before: 'T0', after: 'T1' } }]);
    await save(carol, { title: 'T0' });
    expect(await entries()).toEqual([]);
    expect(await briefRow()).toMatchObject({ title: 'T0', budget: '$10' });
  });

  it("starts a new entry after someone else's, and a minute after the entry was opened", async () => {
    await save(carol, { budget: '$20' });
    await save(alice, { title: 'T1' });
    await save(carol, { budget: '$30' });
    expect((await entries()).map((e) => [e.author_id, e.changes])).toEqual([
      [carol.id, { budget: { before: '$10', after: '$20' } }],
      [alice.id, { title: { before: 'T0', after: 'T1' } }],
      [carol.id, { budget: { before: '$20', after: '$30' } }],
    ]);
    await db.query(
      "update public.brief_history set created_at = created_at - interval '61 seconds' where brief_id = $1",
      [brief],
    );
    await save(carol, { budget: '$40' });
    expect(await entries(carol)).toHaveLength(3);
  });

  it('two people saving in turn open at most 5 entries each a minute, and the last values are kept', async () => {
    for (let round = 1; round <= 12; round += 1) {
      await save(carol, { budget: `$${round}` });
      await save(alice, { title: `T${round}` });
    }
    const carols = await entries(carol);
    const alices = await entries(alice);
    expect(carols).toHaveLength(5);
    // Alice's fifth entry of the minute is the brief's creation.
    expect(alices).toHaveLength(4);
    expect(carols.at(-1)!.changes.budget!.after).toBe('$12');
    expect(alices.at(-1)!.changes.title!.after).toBe('T12');
    expect(await briefRow()).toMatchObject({ title: 'T12', budget: '$12' });
  });

  it('drops the files a folded entry no longer names, and keeps those another entry names', async () => {
    await save(alice, { brand_documents: [fileItem('A')] });
    await save(carol, { brand_documents: [fileItem('B')] });
    await save(carol, { brand_documents: [fileItem('C')] });
    const names = await db.query<{ name: string }>(
      `select data::jsonb ->> 'name' as name from private.history_file_moves where brief_id = $1 order by 1`,
      [brief],
    );
    expect(names.rows.map((r) => r.name)).toEqual(['A', 'C']);
    const carols = await entries(carol);
    expect(carols).toHaveLength(1);
    expect(carols[0]!.changes.brand_documents).toEqual({
      before: [expect.objectContaining({ name: 'A' })],
      after: [expect.objectContaining({ name: 'C' })],
    });
  });

  it("a reviewer's decisions of one minute are one entry: the latest", async () => {
    await queryAs(db, alice, "select public.request_review($1, $2, 'Please look')", [brief, [carol.id]]);
    await queryAs(db, carol, "select public.decide_review($1, 'approved', 'Yes')", [brief]);
    await queryAs(db, carol, "select public.decide_review($1, 'changes_requested', 'On second thought')", [
      brief,
    ]);
    const decisions = await db.query<{ kind: string; note: string }>(
      `select kind, details ->> 'note' as note from public.brief_history
       where brief_id = $1 and kind in ('approved', 'changes_requested')`,
      [brief],
    );
    expect(decisions.rows).toEqual([{ kind: 'changes_requested', note: 'On second thought' }]);
  });
});
