// A brief's history records its files as references to objects in Storage, never their content, and a
// version's files come back on restore: the object stays while any version refers to it (its removal
// is refused), and the recorded reference is accepted again as the brief's file.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../supabase/local/db/database.ts';
import { availableEngines, createTestDatabase } from '../../supabase/local/db/test-database.ts';
import { fileItem, putObject } from './storage-world.ts';
import { createBrief, createMember, queryAs, type Member } from './support.ts';

describe.each(availableEngines())('files in history on %s', (engine) => {
  let db: Database;
  let alice: Member;

  beforeAll(async () => {
    db = await createTestDatabase(engine);
    alice = await createMember(db, 'alice@example.test');
  });
  afterAll(() => db?.close());

  const save = (brief: string, items: string[]) =>
    queryAs(db, alice, 'update public.briefs set brand_documents = $2 where id = $1', [brief, items]);

  it('records references as they are, keeps a referenced object, and a restore brings the file back', async () => {
    const brief = await createBrief(db, alice);
    const first = await putObject(db, `${brief}/${randomUUID()}`, alice);
    const second = await putObject(db, `${brief}/${randomUUID()}`, alice);
    await save(brief, [fileItem(first.name, 'v1.pdf')]);
    await db.query(
      "update public.brief_history set created_at = created_at - interval '2 minutes' where brief_id = $1",
      [brief],
    );
    await save(brief, [fileItem(second.name, 'v2.pdf')]);

    const history = await queryAs<{ changes: { brand_documents?: { after: unknown[] } } }>(
      db,
      alice,
      "select changes from public.brief_history where brief_id = $1 and changes ? 'brand_documents' order by id",
      [brief],
    );
    const recorded = history.rows.map((r) => r.changes.brand_documents!.after);
    expect(recorded).toEqual([[fileItem(first.name, 'v1.pdf')], [fileItem(second.name, 'v2.pdf')]]);
    const staged = await db.query('select 1 from private.history_file_moves where brief_id = $1', [brief]);
    expect(staged.rows).toHaveLength(0);

    // The first version's object is no longer in the row, but its version still names it.
    const gone = await db.transaction(async (tx) => {
      await tx.query("select set_config('request.jwt.claims', $1, true)", [
        JSON.stringify({ sub: alice.id, role: 'authenticated' }),
      ]);
      await tx.query("select set_config('storage.allow_delete_query', 'true', true)");
      await tx.exec('set local role authenticated');
      return (await tx.query('delete from storage.objects where name = $1', [first.name])).affectedRows;
    });
    expect(gone).toBe(0);

    await save(brief, recorded[0] as string[]);
    const row = await db.query<{ brand_documents: string[] }>(
      'select brand_documents from public.briefs where id = $1',
      [brief],
    );
    expect(row.rows[0]!.brand_documents).toEqual([fileItem(first.name, 'v1.pdf')]);
  });
});
