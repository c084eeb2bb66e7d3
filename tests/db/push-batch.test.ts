// push_brief_changes with a batch: changes made on top of the server's versions are applied together
// (supabase/migrations/*_push_on_top_in_one_statement.sql), with the same answers, records, history and
// rules as one by one; a batch with anything else in it goes change by change. What a member and their
// colleagues see: each brief changed in the fields its own change named and no other, one history
// entry per brief, one live signal per reader naming every brief of the batch, and nothing applied
// twice when the batch is sent again.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../supabase/local/db/database.ts';
import { availableEngines, createTestDatabase } from '../../supabase/local/db/test-database.ts';
import { actAs, createBrief, createMember, queryAs, share, type Member } from './support.ts';
import type { PushResult } from './sync-support.ts';

interface Change {
  op_id: string;
  brief_id: string;
  kind: 'upsert' | 'delete';
  base_version: number;
  patch: Record<string, unknown>;
  base_values: Record<string, unknown>;
}

type Answer =
  | { op_id: string; ok: true; result: PushResult }
  | { op_id: string; ok: false; code: string; message: string };

interface Pushed {
  answers: Answer[];
  /** The live-update messages the push sent: topic → the brief ids of each message to it. */
  signals: Map<string, string[][]>;
}

async function pushBatch(db: Database, member: Member, changes: Change[]): Promise<Pushed> {
  return actAs(db, member, async (tx) => {
    const r = await tx.query<{ answers: Answer[] }>(
      'select public.push_brief_changes($1::jsonb) as answers',
      [JSON.stringify(changes)],
    );
    // Every reader's messages, read with the database owner's rights (each member reads only their own).
    await tx.exec('reset role');
    const m = await tx.query<{ topic: string; ids: string[] }>(
      `select m.topic, m.payload -> 'brief_ids' as ids from realtime.messages m
       where m.inserted_at = now()::timestamp and m.event = 'brief_changed'`,
    );
    const signals = new Map<string, string[][]>();
    for (const row of m.rows) signals.set(row.topic, [...(signals.get(row.topic) ?? []), row.ids]);
    return { answers: r.rows[0]!.answers, signals };
  });
}

const change = (briefId: string, base: number, patch: Record<string, unknown>): Change => ({
  op_id: randomUUID(),
  brief_id: briefId,
  kind: 'upsert',
  base_version: base,
  patch,
  base_values: {},
});

describe.each(availableEngines())('push_brief_changes with a batch on %s', (engine) => {
  let db: Database;
  let alice: Member;
  let bob: Member;
  let admin: Member;

  beforeAll(async () => {
    db = await createTestDatabase(engine);
    alice = await createMember(db, 'alice@example.test');
    bob = await createMember(db, 'bob@example.test');
    admin = await createMember(db, 'admin@example.test', 'admin');
  });
  afterAll(() => db?.close());

  /** `count` briefs of Alice's at version 1, each shared with Bob for reading. */
  async function aliceBriefs(count: number): Promise<string[]> {
    const ids: string[] = [];
    for (let i = 0; i < count; i++) {
      const id = await createBrief(db, alice, {
        title: `Brief ${i}`,
        company: `Company ${i}`,
        budget: `€${i}`,
      });
      await share(db, alice, id, bob, 'read');
      ids.push(id);
    }
    return ids;
  }

  const rowsOf = async (ids: string[]) =>
    (
      await queryAs<{ id: string; title: string; company: string; budget: string; version: string }>(
        db,
        alice,
        'select id, title, company, budget, version from public.briefs where id = any($1::uuid[])',
        [ids],
      )
    ).rows.reduce<Record<string, { title: string; company: string; budget: string; version: number }>>(
      (all, row) => ({ ...all, [row.id]: { ...row, version: Number(row.version) } }),
      {},
    );

  it('applies changes on top of their versions, each in the fields it names and no other', async () => {
    const ids = await aliceBriefs(6);
    // Every other change names a different field: a brief whose change does not name `budget` keeps its own.
    const changes = ids.map((id, i) =>
      change(id, 1, i % 2 === 0 ? { title: `Renamed ${i}` } : { budget: `£${i}`, id, version: 99 }),
    );
    const { answers } = await pushBatch(db, alice, changes);

    expect(answers.map((a) => a.op_id)).toEqual(changes.map((c) => c.op_id));
    for (const answer of answers) {
      expect(answer).toMatchObject({ ok: true, result: { status: 'applied', version: 2 } });
    }
    const rows = await rowsOf(ids);
    ids.forEach((id, i) => {
      expect(rows[id]).toEqual(
        i % 2 === 0
          ? { id, title: `Renamed ${i}`, company: `Company ${i}`, budget: `€${i}`, version: 2 }
          : { id, title: `Brief ${i}`, company: `Company ${i}`, budget: `£${i}`, version: 2 },
      );
    });
    // The answer's time is the brief's.
    const { rows: times } = await queryAs<{ ok: boolean }>(
      db,
      alice,
      `select bool_and(b.updated_at = (a ->> 'updated_at')::timestamptz) as ok
       from jsonb_array_elements($1::jsonb) a join public.briefs b on b.id = (a ->> 'brief_id')::uuid`,
      [JSON.stringify(answers.map((a, i) => ({ brief_id: ids[i], ...(a.ok ? a.result : {}) })))],
    );
    expect(times[0]!.ok).toBe(true);
  });

  it('records one history entry per brief, with only the field that changed', async () => {
    const ids = await aliceBriefs(3);
    await pushBatch(
      db,
      alice,
      ids.map((id, i) => change(id, 1, { title: `Brief ${i}`, budget: `$${i}` })),
    );
    const { rows } = await queryAs<{
      brief_id: string;
      version: number;
      author_id: string;
      changes: unknown;
    }>(
      db,
      alice,
      `select brief_id, version::int as version, author_id, changes from public.brief_history
       where brief_id = any($1::uuid[]) and kind = 'updated' order by brief_id`,
      [ids],
    );
    expect(rows).toHaveLength(3);
    for (const row of rows) {
      const i = ids.indexOf(row.brief_id);
      expect(row).toMatchObject({
        version: 2,
        author_id: alice.id,
        changes: { budget: { before: `€${i}`, after: `$${i}` } },
      });
    }
  });

  it('sends each reader one live signal naming every brief of the batch', async () => {
    const ids = await aliceBriefs(5);
    const { signals } = await pushBatch(
      db,
      alice,
      ids.map((id) => change(id, 1, { title: 'Signalled' })),
    );
    const everyBrief = [...ids].sort();
    for (const reader of [alice, bob, admin]) {
      const messages = signals.get(`user:${reader.id}`) ?? [];
      expect(messages.map((briefIds) => [...briefIds].sort())).toEqual([everyBrief]);
    }
  });

  it('answers a batch sent again from its records, applying nothing twice', async () => {
    const ids = await aliceBriefs(3);
    const changes = ids.map((id, i) => change(id, 1, { title: `Once ${i}` }));
    const first = await pushBatch(db, alice, changes);
    const again = await pushBatch(db, alice, changes);
    expect(again.answers).toEqual(first.answers);
    expect(again.signals.size).toBe(0);
    const rows = await rowsOf(ids);
    for (const id of ids) expect(rows[id]!.version).toBe(2);
  });

  it('goes change by change when one change is not on top: merged, conflict and applied answers side by side', async () => {
    const ids = await aliceBriefs(3);
    // Bob's colleague Alice changed the second brief since the device's version 1.
    await pushBatch(db, alice, [change(ids[1]!, 1, { company: 'Theirs' })]);
    const changes = [
      change(ids[0]!, 1, { title: 'Mine 0' }),
      { ...change(ids[1]!, 1, { title: 'Mine 1' }), base_values: { title: 'Brief 1' } },
      { ...change(ids[2]!, 1, { budget: 'Mine 2' }), base_version: 1 },
    ];
    const { answers } = await pushBatch(db, alice, changes);
    expect(answers.map((a) => (a.ok ? a.result.status : a.code))).toEqual(['applied', 'merged', 'applied']);
    const rows = await rowsOf(ids);
    expect(rows[ids[1]!]).toMatchObject({ title: 'Mine 1', company: 'Theirs', version: 3 });
  });

  it('refuses a change the member may not make and applies the rest of the batch', async () => {
    const ids = await aliceBriefs(2);
    const bobs = await createBrief(db, bob, { title: 'Bob’s own' });
    const changes = [
      change(ids[0]!, 1, { title: 'Bob was here' }), // read share only
      change(bobs, 1, { title: 'Bob’s renamed' }),
      change(ids[1]!, 1, { title: 'x'.repeat(201) }),
    ];
    const { answers } = await pushBatch(db, bob, changes);
    expect(answers.map((a) => (a.ok ? a.result.status : a.code))).toEqual(['42501', 'applied', '42501']);
    const alices = await rowsOf(ids);
    expect(alices[ids[0]!]).toMatchObject({ title: 'Brief 0', version: 1 });

    const tooLong = await pushBatch(db, alice, [
      change(ids[0]!, 1, { title: 'Fine' }),
      change(ids[1]!, 1, { title: 'x'.repeat(201) }),
    ]);
    expect(tooLong.answers.map((a) => (a.ok ? a.result.status : a.code))).toEqual(['applied', '23514']);
  });
});
