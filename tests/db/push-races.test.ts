// Two batched pushes at the same moment, on two real connections: they never deadlock each other, and a
// change re-sent while the first request is still running gets the first one's answer. Races need two
// sessions, so those rows run on PostgreSQL only (PGlite is one session: every request is serialised);
// the re-sent change's answer after the first committed is checked on every engine.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Queryable } from '../../supabase/local/db/database.ts';
import { availableEngines, createTestDatabase } from '../../supabase/local/db/test-database.ts';
import { actAs, createBrief, createMember, share, type Member } from './support.ts';

type Change = {
  op_id: string;
  brief_id: string;
  kind: 'upsert';
  base_version: number | null;
  patch: Record<string, unknown>;
  base_values: Record<string, unknown>;
};
type Answer = {
  op_id: string;
  ok: boolean;
  code?: string;
  message?: string;
  result?: Record<string, unknown>;
};

/** A change of one field of a brief at version 1 (title 'T0', company 'C0'). */
const edit = (briefId: string, field: 'title' | 'company', value: string): Change => ({
  op_id: randomUUID(),
  brief_id: briefId,
  kind: 'upsert',
  base_version: 1,
  patch: { [field]: value },
  base_values: { [field]: field === 'title' ? 'T0' : 'C0' },
});

const creation = (briefId: string): Change => ({
  op_id: randomUUID(),
  brief_id: briefId,
  kind: 'upsert',
  base_version: null,
  patch: { title: 'New brief', company: 'Acme' },
  base_values: {},
});

async function pushIn(tx: Queryable, changes: Change[]): Promise<Answer[]> {
  const r = await tx.query<{ answers: Answer[] }>('select public.push_brief_changes($1::jsonb) as answers', [
    JSON.stringify(changes),
  ]);
  return r.rows[0]!.answers;
}

const pushAs = (db: Database, member: Member, changes: Change[]) =>
  actAs(db, member, (tx) => pushIn(tx, changes));

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

/** Waits until `count` sessions of this database wait for a lock (a row, a key, an advisory lock). */
async function sessionsWaitingForLocks(db: Database, count: number) {
  for (let attempt = 0; attempt < 500; attempt++) {
    const r = await db.query<{ n: number }>(
      `select count(*)::int as n from pg_stat_activity
       where datname = current_database() and wait_event_type = 'Lock'`,
    );
    if (r.rows[0]!.n >= count) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`${count} sessions never waited for a lock`);
}

describe.each(availableEngines())('a re-sent push on %s', (engine) => {
  let db: Database;
  let alice: Member;

  beforeAll(async () => {
    db = await createTestDatabase(engine);
    alice = await createMember(db, 'alice@example.test');
  });
  afterAll(() => db?.close());

  it('gets the first answer once the first has committed', async () => {
    const change = creation(randomUUID());
    const [first] = await pushAs(db, alice, [change]);
    const [again] = await pushAs(db, alice, [change]);
    expect(first).toMatchObject({ ok: true, result: { status: 'applied', version: 1 } });
    expect(again).toEqual(first);
  });
});

describe.each(availableEngines().filter((engine) => engine === 'postgres'))(
  'two batched pushes racing on %s',
  (engine) => {
    let db: Database;
    let alice: Member;
    let carol: Member;

    beforeAll(async () => {
      db = await createTestDatabase(engine);
      alice = await createMember(db, 'alice@example.test');
      carol = await createMember(db, 'carol@example.test');
    });
    afterAll(() => db?.close());

    it('naming the same briefs in opposite orders both apply (no deadlock)', async () => {
      const [a, b, c] = [
        await createBrief(db, alice, { title: 'T0', company: 'C0' }),
        await createBrief(db, alice, { title: 'T0', company: 'C0' }),
        await createBrief(db, alice, { title: 'T0', company: 'C0' }),
      ];
      for (const id of [a, b, c]) await share(db, alice, id, carol, 'write');
      // Someone else holds brief c for a moment, so Carol's push [b, c, a] has taken b and waits at c
      // while Alice's push [a, b] takes a and waits at b; then c is let go.
      const holdC = deferred();
      const holding = db.transaction(async (tx) => {
        await tx.query('select 1 from public.briefs where id = $1 for update', [c]);
        await holdC.promise;
      });
      await sessionsWaitingForLocks(db, 0);
      const carols = pushAs(db, carol, [
        edit(b, 'title', 'Carol'),
        edit(c, 'title', 'Carol'),
        edit(a, 'title', 'Carol'),
      ]);
      await sessionsWaitingForLocks(db, 1);
      const alices = pushAs(db, alice, [edit(a, 'company', 'Alice'), edit(b, 'company', 'Alice')]);
      await sessionsWaitingForLocks(db, 2);
      holdC.resolve();
      await holding;
      const answers = [...(await carols), ...(await alices)];
      expect(answers.filter((answer) => !answer.ok)).toEqual([]);
      // Whichever went first is applied on top; the other's field merges beside it.
      for (const answer of answers) expect(['applied', 'merged']).toContain(answer.result?.status);
      for (const id of [a, b]) {
        const { rows } = await db.query('select title, company from public.briefs where id = $1', [id]);
        expect(rows[0]).toEqual({ title: 'Carol', company: 'Alice' });
      }
    });

    // The app sends batches; the single-change RPC is still served, and answers the same way.
    const sends: Record<string, (tx: Queryable, change: Change) => Promise<Answer>> = {
      push_brief_changes: async (tx, change) => (await pushIn(tx, [change]))[0]!,
      push_brief_change: async (tx, change) => {
        await tx.query('savepoint send');
        try {
          const r = await tx.query<{ result: Record<string, unknown> }>(
            'select public.push_brief_change($1, $2, $3, $4, $5, $6) as result',
            [
              change.op_id,
              change.brief_id,
              change.kind,
              change.base_version,
              JSON.stringify(change.patch),
              JSON.stringify(change.base_values),
            ],
          );
          return { op_id: change.op_id, ok: true, result: r.rows[0]!.result };
        } catch (error) {
          await tx.query('rollback to savepoint send');
          return { op_id: change.op_id, ok: false, code: (error as { code?: string }).code };
        }
      },
    };

    it.each(Object.keys(sends))(
      'a creation re-sent while the first request runs gets the first answer (%s)',
      async (rpc) => {
        const send = sends[rpc]!;
        const change = creation(randomUUID());
        const firstMayCommit = deferred();
        const firstPushed = deferred();
        const first = actAs(db, alice, async (tx) => {
          const answer = await send(tx, change);
          firstPushed.resolve();
          await firstMayCommit.promise;
          return answer;
        });
        await firstPushed.promise;
        const again = actAs(db, alice, (tx) => send(tx, change));
        await sessionsWaitingForLocks(db, 1);
        firstMayCommit.resolve();
        const firstAnswer = await first;
        const againAnswer = await again;
        expect(firstAnswer).toMatchObject({ ok: true, result: { status: 'applied', version: 1 } });
        expect(againAnswer).toEqual(firstAnswer);
        const { rows } = await db.query<{ n: number }>(
          'select count(*)::int as n from public.applied_ops where op_id = $1',
          [change.op_id],
        );
        expect(rows[0]!.n).toBe(1);
      },
    );
  },
);
