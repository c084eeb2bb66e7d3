// Comments on a brief's sections (docs/design.md §26): what push_comment_changes and
// pull_comment_changes do for the people allowed to use them. Who may not is the attack table's
// (tests/db/attacks/comments.test.ts).
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../supabase/local/db/database.ts';
import { availableEngines, createTestDatabase } from '../../supabase/local/db/test-database.ts';
import { actAs, queryAs, type Member } from './support.ts';
import { pushAs } from './sync-support.ts';
import { buildWorld, type World } from './world.ts';

interface Answer {
  op_id: string;
  ok: boolean;
  result?: Record<string, unknown>;
  code?: string;
  hint?: string | null;
}

async function push(db: Database, who: Member, changes: object[]): Promise<Answer[]> {
  const { rows } = await queryAs<{ answer: Answer[] }>(
    db,
    who,
    'select public.push_comment_changes($1::jsonb) as answer',
    [JSON.stringify(changes)],
  );
  return rows[0]!.answer;
}

const create = (briefId: string, body: string, extra: object = {}) => ({
  op_id: randomUUID(),
  kind: 'create',
  comment_id: randomUUID(),
  brief_id: briefId,
  section: 'audience',
  body,
  ...extra,
});

describe.each(availableEngines())('comments on %s', (engine) => {
  let db: Database;
  let w: World;

  beforeAll(async () => {
    db = await createTestDatabase(engine);
    w = await buildWorld(db);
  });
  afterAll(() => db?.close());

  it('lets a View Only reader start a thread mentioning the owner, and the owner reply and resolve it', async () => {
    const thread = create(w.brief, '  Is this the right audience? @Alice  ', { mentions: [w.alice.id] });
    const [started] = await push(db, w.bob, [thread]);
    expect(started).toMatchObject({
      ok: true,
      result: { id: thread.comment_id, thread_id: thread.comment_id },
    });
    expect(started!.result).toMatchObject({
      author_id: w.bob.id,
      body: 'Is this the right audience? @Alice',
      mentions: [w.alice.id],
      section: 'audience',
      version: 1,
    });

    const reply = create(w.brief, 'Yes, for now.', { thread_id: thread.comment_id, section: 'goals' });
    const [replied] = await push(db, w.alice, [reply]);
    // A reply is in its thread's section, whatever the device said.
    expect(replied!.result).toMatchObject({ thread_id: thread.comment_id, section: 'audience' });

    const [resolved] = await push(db, w.alice, [
      { op_id: randomUUID(), kind: 'resolve', comment_id: thread.comment_id },
    ]);
    expect(resolved!.result).toMatchObject({ resolved_by: w.alice.id, version: 2 });
    const [reopened] = await push(db, w.bob, [
      { op_id: randomUUID(), kind: 'reopen', comment_id: thread.comment_id },
    ]);
    expect(reopened!.result).toMatchObject({ resolved_at: null, resolved_by: null, version: 3 });
  });

  it('answers an operation sent again with its first answer, and applies it once', async () => {
    const op = create(w.brief, 'Budget is too low for three deliverables');
    const [first] = await push(db, w.carol, [op]);
    const edit = { op_id: randomUUID(), kind: 'edit', comment_id: op.comment_id, body: 'Budget is too low' };
    const [edited] = await push(db, w.carol, [edit]);
    const [again] = await push(db, w.carol, [op, edit]);
    expect(again).toEqual(first);
    const { rows } = await db.query<{ n: number; body: string }>(
      'select count(*)::int as n, max(body) as body from public.brief_comments where id = $1',
      [op.comment_id],
    );
    expect(rows).toEqual([{ n: 1, body: 'Budget is too low' }]);
    expect(edited!.result).toMatchObject({ version: 2 });
  });

  it('keeps the text an edit replaced, so two devices editing one comment lose nothing', async () => {
    const op = create(w.brief, 'First words');
    await push(db, w.bob, [op]);
    await push(db, w.bob, [
      { op_id: randomUUID(), kind: 'edit', comment_id: op.comment_id, body: 'From the laptop' },
    ]);
    const [later] = await push(db, w.bob, [
      { op_id: randomUUID(), kind: 'edit', comment_id: op.comment_id, body: 'From the phone' },
    ]);
    expect(later!.result).toMatchObject({ body: 'From the phone', version: 3 });
    const { rows } = await queryAs<{ body: string }>(
      db,
      w.carol,
      'select body from public.brief_comment_edits where comment_id = $1 order by id',
      [op.comment_id],
    );
    expect(rows.map((row) => row.body)).toEqual(['First words', 'From the laptop']);
  });

  it('deletes as a tombstone that a pull brings, with the text gone', async () => {
    const op = create(w.brief, 'A passing thought');
    await push(db, w.carol, [op]);
    const [deleted] = await push(db, w.alice, [
      { op_id: randomUUID(), kind: 'delete', comment_id: op.comment_id },
    ]);
    expect(deleted!.result).toMatchObject({ body: '', deleted_by: w.alice.id });
    const { rows } = await queryAs<{
      page: { comments: { id: string; body: string; deleted_at: string }[] };
    }>(db, w.bob, 'select public.pull_comment_changes(null, null, 1000, $1) as page', [[w.brief]]);
    const pulled = rows[0]!.page.comments.find((c) => c.id === op.comment_id)!;
    expect(pulled.body).toBe('');
    expect(pulled.deleted_at).not.toBeNull();
  });

  it('pulls in pages by (updated_at, id) from a cursor, only briefs the caller can read', async () => {
    const mine = create(w.malloryBrief, 'Only for me');
    await push(db, w.mallory, [mine]);
    type Page = {
      comments: { id: string; brief_id: string }[];
      cursor: { updated_at: string; id: string } | null;
      has_more: boolean;
    };
    const pages: Page[] = [];
    let cursor = null as Page['cursor'];
    do {
      const { rows }: { rows: { page: Page }[] } = await queryAs<{ page: Page }>(
        db,
        w.bob,
        'select public.pull_comment_changes($1, $2, 2) as page',
        [cursor?.updated_at ?? null, cursor?.id ?? null],
      );
      pages.push(rows[0]!.page);
      cursor = rows[0]!.page.cursor ?? cursor;
    } while (pages.at(-1)!.has_more);
    const seen = pages.flatMap((page) => page.comments);
    expect(seen.length).toBeGreaterThan(2);
    expect(new Set(seen.map((c) => c.id)).size).toBe(seen.length);
    expect(seen.every((c) => c.brief_id === w.brief)).toBe(true);
  });

  it("hides a deleted brief's comments and brings them back with the restore", async () => {
    const op = create(w.malloryBrief, 'Keep this');
    await push(db, w.mallory, [op]);
    await pushAs(db, w.mallory, { briefId: w.malloryBrief, kind: 'delete' });
    const gone = await queryAs(db, w.mallory, 'select id from public.brief_comments where id = $1', [
      op.comment_id,
    ]);
    expect(gone.rows).toEqual([]);
    await pushAs(db, w.mallory, { briefId: w.malloryBrief, kind: 'restore', patch: { title: 'Back' } });
    const back = await queryAs<{ body: string }>(
      db,
      w.mallory,
      'select body from public.brief_comments where id = $1',
      [op.comment_id],
    );
    expect(back.rows).toEqual([{ body: 'Keep this' }]);
  });

  it("signals the brief's active readers, and no one else, when a comment changes", async () => {
    const op = create(w.brief, 'Heard live?');
    const topics = await actAs(db, w.bob, async (tx) => {
      await tx.query('select public.push_comment_changes($1::jsonb)', [JSON.stringify([op])]);
      await tx.exec('reset role');
      const m = await tx.query<{ topic: string; ids: string[] }>(
        `select m.topic, m.payload -> 'brief_ids' as ids from realtime.messages m
         where m.inserted_at = now()::timestamp and m.event = 'comment_changed'`,
      );
      return m.rows
        .filter((row) => row.ids.includes(w.brief))
        .map((row) => row.topic)
        .sort();
    });
    expect(topics).toEqual([w.alice, w.bob, w.carol, w.ada].map((m) => `user:${m.id}`).sort());
  });
});
