// push_brief_change: one outbox entry applied at most once, per field, never a silent no-op.
// Alice owns each brief (title 'T0', company 'C0' at version 1); Carol has a write share; Bob a read share.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../../supabase/local/db/database.ts';
import { availableEngines, createTestDatabase } from '../../supabase/local/db/test-database.ts';
import { actAs, createBrief, createMember, outcome, queryAs, share, type Member } from './support.ts';
import { pushAs, serverRow, type PushInput, type PushResult } from './sync-support.ts';

describe.each(availableEngines())('push_brief_change on %s', (engine) => {
  let db: Database;
  let alice: Member;
  let bob: Member;
  let carol: Member;
  let brief: string;

  beforeAll(async () => {
    db = await createTestDatabase(engine);
    alice = await createMember(db, 'alice@example.test');
    bob = await createMember(db, 'bob@example.test');
    carol = await createMember(db, 'carol@example.test');
  });
  afterAll(() => db?.close());

  beforeEach(async () => {
    brief = await createBrief(db, alice, { title: 'T0', company: 'C0' });
    await share(db, alice, brief, bob, 'read');
    await share(db, alice, brief, carol, 'write');
  });

  /** Carol changes the brief first (version 1 → 2), so Alice's push below is based on an old version. */
  const carolEdits = (patch: Record<string, unknown>) =>
    pushAs(db, carol, { briefId: brief, base: 1, patch, baseValues: { title: 'T0', company: 'C0' } });

  // Per-field merge: [case, Carol's earlier change, Alice's change (base version 1), expected status, expected fields]
  const merges: [
    string,
    Record<string, unknown> | null,
    Record<string, unknown>,
    string,
    Record<string, unknown>,
  ][] = [
    [
      'on top of the current version',
      null,
      { title: 'Mine' },
      'applied',
      { title: 'Mine', company: 'C0', version: 2 },
    ],
    [
      'different fields changed on each side',
      { company: 'Theirs' },
      { title: 'Mine' },
      'merged',
      { title: 'Mine', company: 'Theirs', version: 3 },
    ],
    [
      'the same value written on both sides',
      { title: 'Same' },
      { title: 'Same' },
      'merged',
      { title: 'Same', version: 2 },
    ],
    [
      'the same field changed on both sides',
      { title: 'Theirs' },
      { title: 'Mine' },
      'conflict',
      { title: 'Theirs', version: 2 },
    ],
    [
      'a conflict beside a clean field',
      { title: 'Theirs' },
      { title: 'Mine', company: 'Mine Co' },
      'conflict',
      { title: 'Theirs', company: 'Mine Co', version: 3 },
    ],
  ];

  it.each(merges.map((row) => [`${row[0]} → ${row[3]}`, ...row.slice(1)] as typeof row))(
    '%s',
    async (_case, theirs, mine, status, fields) => {
      if (theirs) await carolEdits(theirs);
      const result = await pushAs(db, alice, {
        briefId: brief,
        base: 1,
        patch: mine,
        baseValues: { title: 'T0', company: 'C0' },
      });
      expect(result.status).toBe(status);
      expect(await serverRow(db, brief)).toMatchObject({ ...fields, user_id: alice.id });
      expect(result.version).toBe(fields.version);
      if (status === 'applied') expect(result.row).toBeUndefined();
      else expect(result.row).toMatchObject(fields);
    },
  );

  it('names each field changed on both sides with its base, mine and theirs values', async () => {
    await carolEdits({ title: 'Theirs', primary_goals: ['grow'] });
    const result = await pushAs(db, alice, {
      briefId: brief,
      base: 1,
      patch: { title: 'Mine', primary_goals: ['shrink'] },
      baseValues: { title: 'T0', primary_goals: [] },
    });
    expect(result.conflicts).toEqual([
      { field: 'primary_goals', base: [], mine: ['shrink'], theirs: ['grow'] },
      { field: 'title', base: 'T0', mine: 'Mine', theirs: 'Theirs' },
    ]);
  });

  it('an edit racing a delete answers deleted and re-creates nothing', async () => {
    await pushAs(db, alice, { briefId: brief, kind: 'delete', base: 1 });
    const result = await pushAs(db, carol, {
      briefId: brief,
      base: 1,
      patch: { title: 'Late' },
      baseValues: { title: 'T0' },
    });
    expect(result).toMatchObject({ status: 'deleted', version: 1, row: null });
    expect(await serverRow(db, brief)).toBeUndefined();
  });

  it('a delete racing an edit is a conflict and deletes nothing', async () => {
    await carolEdits({ title: 'Theirs' });
    const result = await pushAs(db, alice, { briefId: brief, kind: 'delete', base: 1 });
    expect(result).toMatchObject({ status: 'conflict', version: 2, row: { title: 'Theirs' } });
    expect(result.conflicts).toEqual([{ field: '*', base: 1, mine: 'deleted', theirs: 2 }]);
    expect(await serverRow(db, brief)).toMatchObject({ title: 'Theirs' });
  });

  it('a delete on the current version removes the brief and leaves a tombstone for everyone who saw it', async () => {
    const result = await pushAs(db, alice, { briefId: brief, kind: 'delete', base: 1 });
    expect(result).toMatchObject({ status: 'applied', version: 1 });
    const tombstone = await db.query<{ visible_to: string[]; deleted_by: string }>(
      'select visible_to, deleted_by from public.brief_tombstones where brief_id = $1',
      [brief],
    );
    expect(tombstone.rows[0]!.deleted_by).toBe(alice.id);
    expect([...tombstone.rows[0]!.visible_to].sort()).toEqual([alice.id, bob.id, carol.id].sort());
  });

  it('the same op pushed twice is applied once and answers the same result', async () => {
    const opId = randomUUID();
    const input = { opId, briefId: brief, base: 1, patch: { title: 'Once' }, baseValues: { title: 'T0' } };
    const first = await pushAs(db, alice, input);
    const again = await pushAs(db, alice, input);
    expect(again).toEqual(first);
    expect(await serverRow(db, brief)).toMatchObject({ title: 'Once', version: 2 });
  });

  it('a replayed conflict answers with the current row', async () => {
    await carolEdits({ title: 'Theirs' });
    const opId = randomUUID();
    const input = { opId, briefId: brief, base: 1, patch: { title: 'Mine' }, baseValues: { title: 'T0' } };
    await pushAs(db, alice, input);
    await carolEdits({ company: 'Later' });
    const again = await pushAs(db, alice, input);
    expect(again).toMatchObject({ status: 'conflict', row: { title: 'Theirs', company: 'Later' } });
  });

  it('creates a new brief owned by the caller, whatever user_id the patch names', async () => {
    const id = randomUUID();
    const patch = {
      title: 'Fresh',
      user_id: alice.id,
      deliverables: { logoFiles: { fullColorHorizontal: true } },
      key_messages: ['a', 'b'],
    };
    const result = await pushAs(db, carol, { briefId: id, base: null, patch });
    expect(result).toMatchObject({ status: 'applied', version: 1 });
    expect(await serverRow(db, id)).toMatchObject({
      title: 'Fresh',
      user_id: carol.id,
      status: 'draft',
      deliverables: { logoFiles: { fullColorHorizontal: true } },
      key_messages: ['a', 'b'],
    });
  });

  it('restores a brief deleted elsewhere, continuing its version sequence', async () => {
    await carolEdits({ title: 'Edited' });
    await pushAs(db, alice, { briefId: brief, kind: 'delete', base: 2 });
    const result = await pushAs(db, alice, {
      briefId: brief,
      kind: 'restore',
      patch: { title: 'Back', company: 'C0' },
    });
    expect(result).toMatchObject({ status: 'applied', version: 3 });
    expect(await serverRow(db, brief)).toMatchObject({ title: 'Back', user_id: alice.id, version: 3 });
  });

  it('ignores server-managed keys in a patch', async () => {
    const result = await pushAs(db, alice, {
      briefId: brief,
      base: 1,
      patch: { title: 'Mine', version: 99, updated_at: '2000-01-01T00:00:00Z', user_id: carol.id },
    });
    expect(result.status).toBe('applied');
    expect(await serverRow(db, brief)).toMatchObject({ title: 'Mine', version: 2, user_id: alice.id });
  });

  // Rejections: [case, who, input, SQLSTATE]
  const rejections: [string, 'alice' | 'bob' | 'carol', Record<string, unknown>, string][] = [
    ['an edit from a read share', 'bob', { patch: { title: 'x' } }, '42501'],
    ['a delete from a write share', 'carol', { kind: 'delete' }, '42501'],
    ['an unknown field', 'alice', { patch: { owner: 'x' } }, '42703'],
    ['an unknown status', 'alice', { patch: { status: 'archived' } }, '23514'],
    ['a missing title', 'alice', { patch: { title: null } }, '23502'],
    ['a list given as text', 'alice', { patch: { key_messages: 'one' } }, '22P02'],
    ['deliverables given as a list', 'alice', { patch: { deliverables: [] } }, '23514'],
    ['an unknown kind', 'alice', { kind: 'merge' }, '22023'],
    ['a patch that is not an object', 'alice', { patch: ['title'] }, '22023'],
  ];

  it.each(
    rejections.map(
      (row) => [`rejects ${row[0]} from ${row[1]} with ${row[3]}`, ...row.slice(1)] as typeof row,
    ),
  )('%s and changes nothing', async (_case, who, input, code) => {
    const member = { alice, bob, carol }[who];
    expect(await outcome(pushAs(db, member, { briefId: brief, base: 1, ...input }))).toBe(code);
    expect(await serverRow(db, brief)).toMatchObject({ title: 'T0', version: 1 });
  });

  it('rejects a push from someone whose share was removed, saying so', async () => {
    await queryAs(
      db,
      alice,
      'delete from public.brief_shares where brief_id = $1 and shared_with_user_id = $2',
      [brief, carol.id],
    );
    await expect(pushAs(db, carol, { briefId: brief, base: 1, patch: { title: 'x' } })).rejects.toMatchObject(
      {
        code: '42501',
        message: 'This brief is no longer shared with you',
      },
    );
  });

  it('a rejected push records nothing, so a retry is rejected again', async () => {
    const opId = randomUUID();
    expect(await outcome(pushAs(db, bob, { opId, briefId: brief, base: 1, patch: { title: 'x' } }))).toBe(
      '42501',
    );
    expect(await outcome(pushAs(db, bob, { opId, briefId: brief, base: 1, patch: { title: 'x' } }))).toBe(
      '42501',
    );
  });

  /** Runs `first` as Alice in an open transaction, starts `second` while it is still uncommitted, then commits. */
  async function overlapping(first: PushInput, second: () => Promise<PushResult>) {
    let pending: Promise<PushResult> | undefined;
    const firstResult = await actAs(db, alice, async (tx) => {
      const r = await tx.query<{ result: PushResult }>(
        'select public.push_brief_change($1, $2, $3, $4, $5, $6) as result',
        [
          first.opId,
          first.briefId,
          'upsert',
          first.base,
          JSON.stringify(first.patch),
          JSON.stringify(first.baseValues),
        ],
      );
      pending = second();
      await new Promise((resolve) => setTimeout(resolve, 200));
      return r.rows[0]!.result;
    });
    return [firstResult, await pending!] as const;
  }

  it('serialises concurrent pushes to one brief: the one that waited sees the first and reports the conflict', async () => {
    const edit = (title: string) => ({
      opId: randomUUID(),
      briefId: brief,
      base: 1,
      patch: { title },
      baseValues: { title: 'T0' },
    });
    const [first, second] = await overlapping(edit('From Alice'), () =>
      pushAs(db, carol, edit('From Carol')),
    );
    expect(first.status).toBe('applied');
    expect(second).toMatchObject({
      status: 'conflict',
      conflicts: [{ field: 'title', mine: 'From Carol', theirs: 'From Alice' }],
    });
    expect(await serverRow(db, brief)).toMatchObject({ title: 'From Alice', version: 2 });
  });

  it('applies the same op once even when it is pushed twice at the same time', async () => {
    const input = {
      opId: randomUUID(),
      briefId: brief,
      base: 1,
      patch: { title: 'Twice' },
      baseValues: { title: 'T0' },
    };
    const [first, second] = await overlapping(input, () => pushAs(db, alice, input));
    expect(second).toEqual(first);
    expect(await serverRow(db, brief)).toMatchObject({ title: 'Twice', version: 2 });
  });
});
