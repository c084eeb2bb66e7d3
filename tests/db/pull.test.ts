// pull_brief_changes: incremental, keyset-paged, and carrying deletions and revoked shares so that
// every device converges. Each test makes its own members so that their views do not overlap.
import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../supabase/local/db/database.ts';
import { availableEngines, createTestDatabase } from '../../supabase/local/db/test-database.ts';
import { createBrief, createMember, queryAs, share, type Member } from './support.ts';
import { pullAll, pullAs, pushAs } from './sync-support.ts';

describe.each(availableEngines())('pull_brief_changes on %s', (engine) => {
  let db: Database;
  let admin: Member;

  beforeAll(async () => {
    db = await createTestDatabase(engine);
    admin = await createMember(db, 'ada@example.test', 'admin', 'Ada Admin');
  });
  afterAll(() => db?.close());

  const member = (name: string) =>
    createMember(db, `${name.toLowerCase()}-${randomUUID().slice(0, 8)}@example.test`, 'user', name);
  const ids = (rows: Record<string, unknown>[]) => rows.map((r) => r.id);
  const unshare = (owner: Member, briefId: string, recipient: Member) =>
    queryAs(db, owner, 'delete from public.brief_shares where brief_id = $1 and shared_with_user_id = $2', [
      briefId,
      recipient.id,
    ]);

  it('returns what each caller may see, with the owner and their permission', async () => {
    const [owner, reader, writer, stranger] = await Promise.all(['Olive', 'Rita', 'Walt', 'Sam'].map(member));
    const brief = await createBrief(db, owner!, { title: 'Shared plan' });
    await share(db, owner!, brief, reader!, 'read');
    await share(db, owner!, brief, writer!, 'write');

    const view = async (who: Member) => (await pullAll(db, who)).rows.find((r) => r.id === brief);
    const expected = (is_owner: boolean, permission: string) => ({
      title: 'Shared plan',
      user_id: owner!.id,
      owner_email: owner!.email,
      owner_full_name: 'Olive',
      is_owner,
      permission,
    });
    expect(await view(owner!)).toMatchObject(expected(true, 'owner'));
    expect(await view(reader!)).toMatchObject(expected(false, 'read'));
    expect(await view(writer!)).toMatchObject(expected(false, 'write'));
    expect(await view(admin)).toMatchObject(expected(false, 'admin'));
    expect(await view(stranger!)).toBeUndefined();
    expect((await pullAll(db, stranger!)).rows).toEqual([]);
  });

  it('pages with the keyset cursor: every row once, in order, has_more until the last page', async () => {
    const owner = await member('Paige');
    const briefs: string[] = [];
    for (let i = 0; i < 7; i += 1) briefs.push(await createBrief(db, owner, { title: `Brief ${i}` }));

    const first = await pullAs(db, owner, null, 3);
    expect(first.rows).toHaveLength(3);
    expect(first.has_more).toBe(true);
    const all = await pullAll(db, owner, null, 3);
    expect(all.pages).toBe(3);
    // PGlite's clock ticks in milliseconds, so several briefs can share an updated_at: the id breaks ties.
    expect([...ids(all.rows)].sort()).toEqual([...briefs].sort());
    const keys = all.rows.map((r) => [Date.parse(String(r.updated_at)), String(r.id)] as const);
    const ordered = [...keys].sort((a, b) => a[0] - b[0] || (a[1] < b[1] ? -1 : 1));
    expect(keys).toEqual(ordered);
    expect(all.cursor).toEqual({ updated_at: all.rows[6]!.updated_at, id: all.rows[6]!.id });
  });

  it('from a cursor returns only what changed since, and nothing when nothing did', async () => {
    const owner = await member('Cora');
    const a = await createBrief(db, owner, { title: 'A' });
    const b = await createBrief(db, owner, { title: 'B' });
    const { cursor } = await pullAll(db, owner);

    const quiet = await pullAs(db, owner, cursor);
    expect(quiet).toMatchObject({ rows: [], removed: [], has_more: false, cursor });
    expect(Date.parse(quiet.server_time)).not.toBeNaN();

    await pushAs(db, owner, { briefId: a, base: 1, patch: { title: 'A2' } });
    const changed = await pullAs(db, owner, cursor);
    expect(changed.rows).toMatchObject([{ id: a, title: 'A2', version: 2 }]);
    expect(ids(changed.rows)).not.toContain(b);
  });

  it('a brief shared after the cursor reaches its new reader although it did not change', async () => {
    const [owner, reader] = await Promise.all(['Ivy', 'Reed'].map(member));
    const brief = await createBrief(db, owner!, { title: 'Old news' });
    const { cursor } = await pullAll(db, reader!);
    await share(db, owner!, brief, reader!, 'read');
    const page = await pullAs(db, reader!, cursor);
    expect(page.rows).toMatchObject([{ id: brief, permission: 'read', version: 1 }]);
  });

  it('a deleted brief is removed for its owner, its share recipients and admins, and for no one else', async () => {
    const [owner, reader, stranger] = await Promise.all(['Dee', 'Rex', 'Stu'].map(member));
    const brief = await createBrief(db, owner!, { title: 'Doomed' });
    await share(db, owner!, brief, reader!, 'read');
    const cursors = new Map<Member, Awaited<ReturnType<typeof pullAll>>['cursor']>();
    for (const who of [owner!, reader!, stranger!, admin]) cursors.set(who, (await pullAll(db, who)).cursor);

    await pushAs(db, owner!, { briefId: brief, kind: 'delete', base: 1 });

    for (const who of [owner!, reader!, admin]) {
      const page = await pullAll(db, who, cursors.get(who));
      expect(page.removed).toMatchObject([{ brief_id: brief, reason: 'deleted' }]);
      expect(ids(page.rows)).not.toContain(brief);
    }
    expect((await pullAll(db, stranger!, cursors.get(stranger!))).removed).toEqual([]);
  });

  it('a removed share is removed for its former reader only, and a new share brings the brief back', async () => {
    const [owner, reader, other] = await Promise.all(['Una', 'Ron', 'Oto'].map(member));
    const brief = await createBrief(db, owner!, { title: 'Need to know' });
    await share(db, owner!, brief, reader!, 'write');
    await share(db, owner!, brief, other!, 'read');
    const start = (await pullAll(db, reader!)).cursor;
    const ownerStart = (await pullAll(db, owner!)).cursor;

    await unshare(owner!, brief, reader!);
    const afterUnshare = await pullAll(db, reader!, start);
    expect(afterUnshare.removed).toMatchObject([{ brief_id: brief, reason: 'unshared' }]);
    expect((await pullAll(db, owner!, ownerStart)).removed).toEqual([]);
    expect((await pullAll(db, other!)).rows).toHaveLength(1);

    await share(db, owner!, brief, reader!, 'read');
    const afterReshare = await pullAll(db, reader!, afterUnshare.cursor);
    expect(afterReshare.removed).toEqual([]);
    expect(afterReshare.rows).toMatchObject([{ id: brief, permission: 'read' }]);
  });

  it('removals on the last page move the cursor past them, so they are not sent again', async () => {
    const owner = await member('Tess');
    const brief = await createBrief(db, owner, { title: 'Gone' });
    const start = (await pullAll(db, owner)).cursor;
    await pushAs(db, owner, { briefId: brief, kind: 'delete', base: 1 });
    const first = await pullAs(db, owner, start);
    expect(first.removed).toHaveLength(1);
    const again = await pullAs(db, owner, first.cursor);
    expect(again.removed).toEqual([]);
  });

  it('removals are split between pages by the cursor, none lost and none repeated', async () => {
    const owner = await member('Lena');
    const doomed = await createBrief(db, owner, { title: 'Doomed early' });
    const start = (await pullAll(db, owner)).cursor;
    await pushAs(db, owner, { briefId: doomed, kind: 'delete', base: 1 });
    const later: string[] = [];
    for (let i = 0; i < 3; i += 1) later.push(await createBrief(db, owner, { title: `Later ${i}` }));
    const doomedLate = later[0]!;
    await pushAs(db, owner, { briefId: doomedLate, kind: 'delete', base: 1 });

    const all = await pullAll(db, owner, start, 1);
    expect(all.pages).toBe(2);
    expect([...ids(all.rows)].sort()).toEqual(later.slice(1).sort());
    expect(all.removed.map((r) => r.brief_id).sort()).toEqual([doomed, doomedLate].sort());
  });

  it('a restored brief is not reported removed to whoever can read it again', async () => {
    const [owner, reader] = await Promise.all(['Rosa', 'Rudy'].map(member));
    const brief = await createBrief(db, owner!, { title: 'Phoenix' });
    await share(db, owner!, brief, reader!, 'read');
    const start = (await pullAll(db, owner!)).cursor;
    const readerStart = (await pullAll(db, reader!)).cursor;
    await pushAs(db, owner!, { briefId: brief, kind: 'delete', base: 1 });
    await pushAs(db, owner!, { briefId: brief, kind: 'restore', patch: { title: 'Phoenix' } });

    const ownerView = await pullAll(db, owner!, start);
    expect(ownerView.removed).toEqual([]);
    expect(ownerView.rows).toMatchObject([{ id: brief, version: 2 }]);
    // The owner's restore (an undo) gives the shares back: the reader gets the brief again.
    const readerView = await pullAll(db, reader!, readerStart);
    expect(readerView.removed).toEqual([]);
    expect(readerView.rows).toMatchObject([{ id: brief, version: 2, permission: 'read' }]);
  });

  it('splits a page by size: briefs with large files come a few at a time, each exactly once', async () => {
    const owner = await member('Fiona');
    const file = () => `data:image/png;base64,${randomBytes(1_500_000).toString('base64')}`;
    const briefs: string[] = [];
    for (let i = 0; i < 5; i += 1)
      briefs.push(await createBrief(db, owner, { title: `Big ${i}`, visual_style_files: [file()] }));

    const first = await pullAs(db, owner, null, 100);
    expect(first.has_more).toBe(true);
    expect(first.rows.length).toBeGreaterThanOrEqual(1);
    expect(first.rows.length).toBeLessThan(5);
    const all = await pullAll(db, owner, null, 100);
    expect(all.pages).toBeGreaterThan(1);
    expect([...ids(all.rows)].sort()).toEqual([...briefs].sort());
  });
});
