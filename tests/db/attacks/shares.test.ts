// The attack table for a brief's shares: who gives, reads, changes and takes back a share of Alice's
// brief (shared read-only with Bob and writable with Carol; Mallory has no access; Ada is an admin),
// then the server parts of find and reuse that follow shares:
//   - pull_brief_changes / fetch_brief report `shared_with_me`, so an admin's "Shared with me" holds
//     the briefs really shared with them (and only those), kept current when a share comes or goes;
//   - brief_share_archive: the shares of a deleted brief come back when its owner or an admin restores
//     it (undo), never for anyone else, and nobody reads or writes the archive.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../supabase/local/db/database.ts';
import { availableEngines, createTestDatabase } from '../../../supabase/local/db/test-database.ts';
import { anon, createBrief, createMember, outcome, queryAs, share, type Member } from '../support.ts';
import { pullAll, pushAs } from '../sync-support.ts';
import { buildReviewRequestedWorld, buildWorld, type Check, type World } from '../world.ts';
import { runAttacks, type Attack } from '../attack-rows.ts';

type Who = 'anon' | 'alice' | 'bob' | 'carol' | 'mallory' | 'ada';

const rows: Attack<World, Who>[] = [
  // Shares: anonymous callers
  {
    who: 'anon',
    action: "shares Alice's brief",
    run: (w) => [
      "insert into public.brief_shares (brief_id, shared_with_user_id, shared_by_user_id, permission) values ($1, $2, $3, 'write')",
      [w.brief, w.mallory.id, w.alice.id],
    ],
    expected: '42501',
  },
  {
    who: 'anon',
    action: 'reads shares',
    run: () => ['select * from public.brief_shares', []],
    expected: 'rows 0',
  },

  // Shares: a member with no access
  {
    who: 'mallory',
    action: "shares Alice's brief with herself",
    run: (w) => [
      "insert into public.brief_shares (brief_id, shared_with_user_id, shared_by_user_id, permission) values ($1, $2, $2, 'write')",
      [w.brief, w.mallory.id],
    ],
    expected: '42501',
  },
  {
    who: 'mallory',
    action: "reads the shares of Alice's brief",
    run: (w) => ['select * from public.brief_shares where brief_id = $1', [w.brief]],
    expected: 'rows 0',
  },
  {
    who: 'mallory',
    action: "removes Bob's share",
    run: (w) => [
      'delete from public.brief_shares where brief_id = $1 and shared_with_user_id = $2',
      [w.brief, w.bob.id],
    ],
    expected: 'rows 0',
  },

  // Shares: a read share
  {
    who: 'bob',
    action: 'shares it with Mallory (read share)',
    run: (w) => [
      "insert into public.brief_shares (brief_id, shared_with_user_id, shared_by_user_id, permission) values ($1, $2, $3, 'read')",
      [w.brief, w.mallory.id, w.bob.id],
    ],
    expected: '42501',
  },
  {
    who: 'bob',
    action: 'upgrades his own share to write',
    run: (w) => ["update public.brief_shares set permission = 'write' where brief_id = $1", [w.brief]],
    // Owners may change a permission in place; a recipient's update matches no row.
    expected: 'rows 0',
  },
  {
    who: 'bob',
    action: "sees the brief's shares",
    run: (w) => ['select * from public.brief_shares where brief_id = $1', [w.brief]],
    expected: 'rows 2',
  },

  // Shares: a write share
  {
    who: 'carol',
    action: 'shares it (write share)',
    run: (w) => [
      "insert into public.brief_shares (brief_id, shared_with_user_id, shared_by_user_id, permission) values ($1, $2, $3, 'read')",
      [w.brief, w.mallory.id, w.carol.id],
    ],
    expected: '42501',
  },

  // Shares: the owner
  {
    who: 'alice',
    action: 'shares with Bob again (duplicate share)',
    run: (w) => [
      "insert into public.brief_shares (brief_id, shared_with_user_id, shared_by_user_id, permission) values ($1, $2, $3, 'write')",
      [w.brief, w.bob.id, w.alice.id],
    ],
    expected: '23505',
  },
  {
    who: 'alice',
    action: "shares in Bob's name (forged shared_by)",
    run: (w) => [
      "insert into public.brief_shares (brief_id, shared_with_user_id, shared_by_user_id, permission) values ($1, $2, $3, 'read')",
      [w.brief, w.mallory.id, w.bob.id],
    ],
    expected: '42501',
  },
  {
    who: 'alice',
    action: "shares Mallory's brief",
    run: (w) => [
      "insert into public.brief_shares (brief_id, shared_with_user_id, shared_by_user_id, permission) values ($1, $2, $2, 'read')",
      [w.malloryBrief, w.alice.id],
    ],
    expected: '42501',
  },
  {
    who: 'alice',
    action: 'shares her brief with herself',
    run: (w) => [
      "insert into public.brief_shares (brief_id, shared_with_user_id, shared_by_user_id, permission) values ($1, $2, $2, 'write')",
      [w.brief, w.alice.id],
    ],
    expected: '23514',
  },
  {
    who: 'alice',
    action: 'shares with an unknown permission',
    run: (w) => [
      "insert into public.brief_shares (brief_id, shared_with_user_id, shared_by_user_id, permission) values ($1, $2, $3, 'owner')",
      [w.brief, w.mallory.id, w.alice.id],
    ],
    expected: '23514',
  },
  {
    who: 'alice',
    action: 'removes a share',
    run: (w) => [
      'delete from public.brief_shares where brief_id = $1 and shared_with_user_id = $2',
      [w.brief, w.bob.id],
    ],
    expected: 'rows 1',
    then: (w) => ({
      sql: 'select count(*)::int from public.brief_revocations where brief_id = $1 and user_id = $2',
      params: [w.brief, w.bob.id],
      expected: 1,
    }),
  },

  // Shares: an admin
  {
    who: 'ada',
    action: "shares Alice's brief (admin)",
    run: (w) => [
      "insert into public.brief_shares (brief_id, shared_with_user_id, shared_by_user_id, permission) values ($1, $2, $3, 'read')",
      [w.brief, w.mallory.id, w.ada.id],
    ],
    expected: 'rows 1',
  },
  {
    who: 'ada',
    action: "removes Bob's share (admin)",
    run: (w) => [
      'delete from public.brief_shares where brief_id = $1 and shared_with_user_id = $2',
      [w.brief, w.bob.id],
    ],
    expected: 'rows 1',
  },
];

const bobsPermission = (w: World): Check => ({
  sql: 'select permission from public.brief_shares where brief_id = $1 and shared_with_user_id = $2',
  params: [w.brief, w.bob.id],
});
const setBobsPermission = (w: World, permission: string): [string, unknown[]] => [
  'update public.brief_shares set permission = $3 where brief_id = $1 and shared_with_user_id = $2',
  [w.brief, w.bob.id, permission],
];

// Alice has also asked Carol to review her brief.
const permissionRows: Attack<World, Who>[] = [
  // Changing a share's permission in place
  {
    who: 'bob',
    action: 'upgrades his own share to Can Edit',
    run: (w) => setBobsPermission(w, 'write'),
    expected: 'rows 0',
    then: (w) => ({ ...bobsPermission(w), expected: 'read' }),
  },
  {
    who: 'carol',
    action: "changes Bob's permission (a write share cannot manage shares)",
    run: (w) => setBobsPermission(w, 'write'),
    expected: 'rows 0',
  },
  {
    who: 'mallory',
    action: "changes Bob's permission",
    run: (w) => setBobsPermission(w, 'write'),
    expected: 'rows 0',
  },
  {
    who: 'alice',
    action: "moves Bob's share to Mallory",
    run: (w) => [
      'update public.brief_shares set shared_with_user_id = $2 where brief_id = $1 and shared_with_user_id = $3',
      [w.brief, w.mallory.id, w.bob.id],
    ],
    expected: '42501',
  },
  {
    who: 'alice',
    action: "sets Bob's permission to an unknown value",
    run: (w) => setBobsPermission(w, 'admin'),
    expected: '23514',
  },
  {
    who: 'alice',
    action: "changes Bob's share to Can Edit",
    run: (w) => setBobsPermission(w, 'write'),
    expected: 'rows 1',
    then: (w) => ({ ...bobsPermission(w), expected: 'write' }),
  },
  {
    who: 'ada',
    action: "changes Bob's share to Can Edit as an admin",
    run: (w) => setBobsPermission(w, 'write'),
    expected: 'rows 1',
  },
];

describe.each(availableEngines())('shares attack table on %s', (engine) => {
  let db: Database;
  let world: World;

  beforeAll(async () => {
    db = await createTestDatabase(engine);
    world = await buildWorld(db);
  });
  afterAll(() => db?.close());

  runAttacks(rows, () => ({ db, world }));
});

describe.each(availableEngines())('share permission attack table on %s', (engine) => {
  let db: Database;
  let world: World;

  beforeAll(async () => {
    db = await createTestDatabase(engine);
    world = await buildReviewRequestedWorld(db);
  });
  afterAll(() => db?.close());

  runAttacks(permissionRows, () => ({ db, world }));
});

describe.each(availableEngines())('find and reuse on the server (%s)', (engine) => {
  let db: Database;
  let admin: Member;

  beforeAll(async () => {
    db = await createTestDatabase(engine);
    admin = await createMember(db, `ada-${randomUUID().slice(0, 8)}@example.test`, 'admin', 'Ada Admin');
  });
  afterAll(() => db?.close());

  const member = (name: string, role: 'user' | 'admin' = 'user') =>
    createMember(db, `${name.toLowerCase()}-${randomUUID().slice(0, 8)}@example.test`, role, name);
  const pulled = async (who: Member, brief: string) =>
    (await pullAll(db, who)).rows.find((r) => r.id === brief);
  const fetched = async (who: Member, brief: string) =>
    (
      await queryAs<{ doc: Record<string, unknown> | null }>(
        db,
        who,
        'select public.fetch_brief($1) as doc',
        [brief],
      )
    ).rows[0]!.doc;
  const sharesOf = async (brief: string) =>
    (
      await db.query<{ who: string; permission: string; by: string | null }>(
        `select shared_with_user_id as who, permission, shared_by_user_id as by
           from public.brief_shares where brief_id = $1 order by permission, shared_with_user_id`,
        [brief],
      )
    ).rows;
  const deleteAs = (who: Member, brief: string) =>
    pushAs(db, who, { briefId: brief, kind: 'delete', base: null, patch: null, baseValues: null });
  const restoreAs = (who: Member, brief: string) =>
    pushAs(db, who, { briefId: brief, kind: 'restore', patch: { title: 'Back again' } });

  describe('shared_with_me', () => {
    it('is true only for briefs shared with the caller, for members and admins alike', async () => {
      const [owner, reader] = await Promise.all([member('Olive'), member('Rita')]);
      const secondAdmin = await member('Abe', 'admin');
      const sharedWithAdmin = await createBrief(db, owner, { title: 'Shared with Abe' });
      const notShared = await createBrief(db, owner, { title: 'Not shared' });
      await share(db, owner, sharedWithAdmin, secondAdmin, 'read');
      await share(db, owner, sharedWithAdmin, reader, 'write');

      expect(await pulled(secondAdmin, sharedWithAdmin)).toMatchObject({
        permission: 'admin',
        shared_with_me: true,
      });
      expect(await pulled(secondAdmin, notShared)).toMatchObject({
        permission: 'admin',
        shared_with_me: false,
      });
      expect(await pulled(reader, sharedWithAdmin)).toMatchObject({
        permission: 'write',
        shared_with_me: true,
      });
      expect(await pulled(owner, sharedWithAdmin)).toMatchObject({
        permission: 'owner',
        shared_with_me: false,
      });
      expect(await fetched(secondAdmin, sharedWithAdmin)).toMatchObject({
        permission: 'admin',
        shared_with_me: true,
      });
      expect(await fetched(secondAdmin, notShared)).toMatchObject({ shared_with_me: false });
    });

    it("reaches an admin's next pull when a share is given or taken back, the brief unchanged", async () => {
      const owner = await member('Owen');
      const secondAdmin = await member('Ann', 'admin');
      const brief = await createBrief(db, owner, { title: 'Watch me' });
      const first = await pullAll(db, secondAdmin);
      expect(first.rows.find((r) => r.id === brief)).toMatchObject({ shared_with_me: false });

      await share(db, owner, brief, secondAdmin, 'read');
      const afterShare = await pullAll(db, secondAdmin, first.cursor);
      expect(afterShare.rows.find((r) => r.id === brief)).toMatchObject({ shared_with_me: true });

      await queryAs(
        db,
        owner,
        'delete from public.brief_shares where brief_id = $1 and shared_with_user_id = $2',
        [brief, secondAdmin.id],
      );
      const afterUnshare = await pullAll(db, secondAdmin, afterShare.cursor);
      // The admin still reads the brief: it comes again, not shared any more, and is not "removed".
      expect(afterUnshare.rows.find((r) => r.id === brief)).toMatchObject({ shared_with_me: false });
      expect(afterUnshare.removed.map((r) => r.brief_id)).not.toContain(brief);
      const quiet = await pullAll(db, secondAdmin, afterUnshare.cursor);
      expect(quiet.rows.map((r) => r.id)).not.toContain(brief);
    });

    it('a revoked member still just hears "unshared" (no row)', async () => {
      const [owner, reader] = await Promise.all([member('Oona'), member('Remy')]);
      const brief = await createBrief(db, owner);
      await share(db, owner, brief, reader, 'read');
      const before = await pullAll(db, reader);
      await queryAs(
        db,
        owner,
        'delete from public.brief_shares where brief_id = $1 and shared_with_user_id = $2',
        [brief, reader.id],
      );
      const after = await pullAll(db, reader, before.cursor);
      expect(after.rows.map((r) => r.id)).not.toContain(brief);
      expect(after.removed).toEqual([expect.objectContaining({ brief_id: brief, reason: 'unshared' })]);
    });
  });

  describe('shares come back with an undone delete', () => {
    it("the owner's restore gives every share back as it was", async () => {
      const [owner, reader, writer] = await Promise.all([member('Alma'), member('Rolf'), member('Wren')]);
      const brief = await createBrief(db, owner, { title: 'Shared plan' });
      await share(db, owner, brief, reader, 'read');
      await share(db, owner, brief, writer, 'write');
      const before = await sharesOf(brief);

      await deleteAs(owner, brief);
      expect(await sharesOf(brief)).toEqual([]);
      expect(await restoreAs(owner, brief)).toMatchObject({ status: 'applied' });
      expect(await sharesOf(brief)).toEqual(before);
      expect(await pulled(reader, brief)).toMatchObject({ permission: 'read', title: 'Back again' });
      expect(await pulled(writer, brief)).toMatchObject({ permission: 'write' });
      // Nothing is left behind to be given back twice.
      expect(
        (await db.query('select 1 from public.brief_share_archive where brief_id = $1', [brief])).rows,
      ).toEqual([]);
    });

    it("an admin's undo of someone else's delete brings the shares back too", async () => {
      const [owner, reader] = await Promise.all([member('Anouk'), member('Ravi')]);
      const brief = await createBrief(db, owner);
      await share(db, owner, brief, reader, 'read');
      await deleteAs(admin, brief);
      expect(await restoreAs(admin, brief)).toMatchObject({ status: 'applied' });
      const shares = await sharesOf(brief);
      // The admin's restore makes the admin the owner; the owner gets edit rights (hardening rule).
      expect(shares).toEqual(
        expect.arrayContaining([
          { who: reader.id, permission: 'read', by: owner.id },
          { who: owner.id, permission: 'write', by: admin.id },
        ]),
      );
    });

    it('a share with the admin who restores is not given back (a brief is never shared with its owner)', async () => {
      const owner = await member('Ines');
      const secondAdmin = await member('Arlo', 'admin');
      const brief = await createBrief(db, owner);
      await share(db, owner, brief, secondAdmin, 'write');
      await deleteAs(owner, brief);
      expect(await restoreAs(secondAdmin, brief)).toMatchObject({ status: 'applied' });
      expect((await sharesOf(brief)).map((s) => s.who)).toEqual([owner.id]);
    });

    it('a colleague with edit rights who restores it gets no shares back (only the owner or an admin)', async () => {
      const [owner, writer, reader] = await Promise.all([member('Olga'), member('Wim'), member('Rui')]);
      const brief = await createBrief(db, owner);
      await share(db, owner, brief, writer, 'write');
      await share(db, owner, brief, reader, 'read');
      await deleteAs(owner, brief);
      expect(await restoreAs(writer, brief)).toMatchObject({ status: 'applied' });
      expect((await sharesOf(brief)).map((s) => s.who)).toEqual([owner.id]);
    });

    it('a stranger cannot re-create the deleted brief to collect its shares', async () => {
      const [owner, reader, mallory] = await Promise.all([member('Alba'), member('Rhea'), member('Mallory')]);
      const brief = await createBrief(db, owner);
      await share(db, owner, brief, reader, 'read');
      await deleteAs(owner, brief);
      expect(await outcome(restoreAs(mallory, brief))).toBe('42501');
      expect(
        await outcome(
          queryAs(db, mallory, 'insert into public.briefs (id, user_id, title) values ($1, $2, $3)', [
            brief,
            mallory.id,
            'Mine now',
          ]),
        ),
      ).toBe('42501');
      expect(await sharesOf(brief)).toEqual([]);
      // The archive is intact for the owner's undo.
      expect(await restoreAs(owner, brief)).toMatchObject({ status: 'applied' });
      expect((await sharesOf(brief)).map((s) => s.who)).toEqual([reader.id]);
    });

    it('an unshare is not archived: a later delete and restore does not bring it back', async () => {
      const [owner, reader] = await Promise.all([member('Aida'), member('Rex')]);
      const brief = await createBrief(db, owner);
      await share(db, owner, brief, reader, 'read');
      await queryAs(db, owner, 'delete from public.brief_shares where brief_id = $1', [brief]);
      await deleteAs(owner, brief);
      await restoreAs(owner, brief);
      expect(await sharesOf(brief)).toEqual([]);
    });

    it('a recipient whose account is gone is skipped, the others come back', async () => {
      const [owner, reader, leaver] = await Promise.all([member('Ava'), member('Rob'), member('Lea')]);
      const brief = await createBrief(db, owner);
      await share(db, owner, brief, reader, 'read');
      await share(db, owner, brief, leaver, 'write');
      await deleteAs(owner, brief);
      await db.query('delete from auth.users where id = $1', [leaver.id]);
      expect(await restoreAs(owner, brief)).toMatchObject({ status: 'applied' });
      expect((await sharesOf(brief)).map((s) => s.who)).toEqual([reader.id]);
    });

    it('nobody reads, writes or empties the archive from a client', async () => {
      const [owner, reader] = await Promise.all([member('Amy'), member('Ray')]);
      const brief = await createBrief(db, owner);
      await share(db, owner, brief, reader, 'read');
      await deleteAs(owner, brief);
      for (const who of [owner, reader, admin]) {
        expect(await outcome(queryAs(db, who, 'select * from public.brief_share_archive'))).toBe('42501');
        expect(
          await outcome(
            queryAs(
              db,
              who,
              `insert into public.brief_share_archive (brief_id, shared_with_user_id, permission, shared_at, owner_id)
               values ($1, $2, 'write', now(), $3)`,
              [brief, who.id, owner.id],
            ),
          ),
        ).toBe('42501');
        expect(await outcome(queryAs(db, who, 'delete from public.brief_share_archive'))).toBe('42501');
      }
      expect(await outcome(queryAs(db, anon, 'select * from public.brief_share_archive'))).toBe('42501');
      expect(await outcome(queryAs(db, owner, 'select public.briefs_restore_shares()'))).not.toBe('ok');
      expect(
        (await db.query('select 1 from public.brief_share_archive where brief_id = $1', [brief])).rows,
      ).toHaveLength(1);
    });

    it('archives expire after 30 days', async () => {
      const [owner, reader] = await Promise.all([member('Ada'), member('Ron')]);
      const brief = await createBrief(db, owner);
      await share(db, owner, brief, reader, 'read');
      await deleteAs(owner, brief);
      await db.query(
        `update public.brief_share_archive set archived_at = now() - interval '31 days' where brief_id = $1`,
        [brief],
      );
      expect(await restoreAs(owner, brief)).toMatchObject({ status: 'applied' });
      expect(await sharesOf(brief)).toEqual([]);
    });
  });
});
