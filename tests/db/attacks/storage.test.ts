// The attack table for files in Storage (the `brief-files` bucket): every request the Storage API
// makes runs as the caller, so these statements on storage.objects are what a member's token can do
// through it. The cast of storage-world.ts: Alice's brief (read share Bob, write share Carol and Dana,
// who is deactivated) holds a referenced and a loose object; Mallory has her own brief's object and one
// in a folder whose brief does not exist yet.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe } from 'vitest';
import type { Database } from '../../../supabase/local/db/database.ts';
import { availableEngines, createTestDatabase } from '../../../supabase/local/db/test-database.ts';
import { runAttacks, type Attack } from '../attack-rows.ts';
import { BUCKET, buildStorageWorld, type StorageWorld } from '../storage-world.ts';

type Who = 'anon' | 'alice' | 'bob' | 'carol' | 'dana' | 'mallory' | 'ada';
type Row = Attack<StorageWorld, Who>;

const readByName = (name: (w: StorageWorld) => string) => (w: StorageWorld) =>
  ['select id from storage.objects where bucket_id = $1 and name = $2', [BUCKET, name(w)]] as [
    string,
    unknown[],
  ];

/** An upload as the Storage API inserts it: the caller is the owner. */
const upload =
  (name: (w: StorageWorld) => string, owner: (w: StorageWorld) => string) =>
  (w: StorageWorld): [string, unknown[]] => [
    `insert into storage.objects (bucket_id, name, owner, owner_id, metadata, version)
     values ($1, $2, $3::uuid, $3::text, '{"size": 10, "mimetype": "application/pdf"}', gen_random_uuid()::text)`,
    [BUCKET, name(w), owner(w)],
  ];

/** An overwrite (upsert) as the Storage API makes it. */
const replace =
  (name: (w: StorageWorld) => string) =>
  (w: StorageWorld): [string, unknown[]] => [
    `update storage.objects set metadata = '{"size": 99, "mimetype": "application/pdf"}', version = gen_random_uuid()::text
     where bucket_id = $1 and name = $2`,
    [BUCKET, name(w)],
  ];

/** A remove as the Storage API makes it: deletes are allowed for this statement, then RLS decides. */
const remove =
  (name: (w: StorageWorld) => string) =>
  (w: StorageWorld): [string, unknown[]] => ['select public.test_remove_object($1, $2)', [BUCKET, name(w)]];
const removed = (answer: unknown) => `removed ${String(answer)}`;

const rows: Row[] = [
  // Reading
  {
    who: 'anon',
    action: "reads Alice's file",
    run: readByName((w) => w.referenced.name),
    expected: 'rows 0',
  },
  {
    who: 'mallory',
    action: "reads Alice's file by its path",
    run: readByName((w) => w.referenced.name),
    expected: 'rows 0',
  },
  {
    who: 'mallory',
    action: "reads Alice's file by a guessed id",
    run: (w) => ['select name from storage.objects where id = $1', [w.referenced.id]],
    expected: 'rows 0',
  },
  {
    who: 'mallory',
    action: 'lists the whole bucket (sees only her own brief and her own uploads)',
    run: () => ['select name from storage.objects where bucket_id = $1', [BUCKET]],
    expected: 'rows 2',
  },
  {
    who: 'mallory',
    action: "lists Alice's brief's folder",
    run: (w) => ['select name from storage.objects where name like $1', [`${w.brief}/%`]],
    expected: 'rows 0',
  },
  {
    who: 'bob',
    action: 'reads a file of a brief shared with him View Only',
    run: readByName((w) => w.referenced.name),
    expected: 'rows 1',
  },
  {
    who: 'carol',
    action: 'lists the folder of a brief she can edit',
    run: (w) => ['select name from storage.objects where name like $1', [`${w.brief}/%`]],
    expected: 'rows 2',
  },
  {
    who: 'ada',
    action: "reads Alice's file as an admin",
    run: readByName((w) => w.referenced.name),
    expected: 'rows 1',
  },
  {
    who: 'dana',
    action: 'reads a file of a brief shared with her, after being deactivated',
    run: readByName((w) => w.referenced.name),
    expected: 'rows 0',
  },
  {
    who: 'bob',
    action: "reads Mallory's upload in a folder whose brief does not exist",
    run: readByName((w) => w.unclaimedFile.name),
    expected: 'rows 0',
  },
  {
    who: 'mallory',
    action: 'reads her own upload in a folder whose brief does not exist yet',
    run: readByName((w) => w.unclaimedFile.name),
    expected: 'rows 1',
  },

  // Uploading
  {
    who: 'mallory',
    action: "uploads into Alice's brief's folder",
    run: upload(
      (w) => `${w.brief}/${randomUUID()}`,
      (w) => w.mallory.id,
    ),
    expected: '42501',
  },
  {
    who: 'bob',
    action: 'uploads into a brief shared with him View Only',
    run: upload(
      (w) => `${w.brief}/${randomUUID()}`,
      (w) => w.bob.id,
    ),
    expected: '42501',
  },
  {
    who: 'dana',
    action: 'uploads into a brief she could edit, after being deactivated',
    run: upload(
      (w) => `${w.brief}/${randomUUID()}`,
      (w) => w.dana.id,
    ),
    expected: '42501',
  },
  {
    who: 'carol',
    action: 'uploads into a brief she can edit',
    run: upload(
      (w) => `${w.brief}/${randomUUID()}`,
      (w) => w.carol.id,
    ),
    expected: 'rows 1',
  },
  {
    who: 'alice',
    action: 'uploads into a folder for a brief not pushed yet',
    run: upload(
      () => `${randomUUID()}/${randomUUID()}`,
      (w) => w.alice.id,
    ),
    expected: 'rows 1',
  },
  {
    who: 'alice',
    action: "uploads into a folder for a brief not pushed yet, recorded as Mallory's",
    run: upload(
      () => `${randomUUID()}/${randomUUID()}`,
      (w) => w.mallory.id,
    ),
    expected: '42501',
  },
  {
    who: 'anon',
    action: 'uploads into a folder for a brief not pushed yet',
    run: upload(
      () => `${randomUUID()}/${randomUUID()}`,
      () => randomUUID(),
    ),
    expected: '42501',
  },
  {
    who: 'mallory',
    action: "uploads to a name that climbs out of her brief's folder into Alice's",
    run: upload(
      (w) => `${w.malloryBrief}/../${w.brief}/${randomUUID()}`,
      (w) => w.mallory.id,
    ),
    expected: '42501',
  },
  {
    who: 'alice',
    action: 'uploads to a name that is not {brief_id}/{file_id}',
    run: upload(
      (w) => `${w.brief}/guide.pdf`,
      (w) => w.alice.id,
    ),
    expected: '42501',
  },
  {
    who: 'alice',
    action: 'uploads to a name nested below her brief’s folder',
    run: upload(
      (w) => `${w.brief}/${randomUUID()}/${randomUUID()}`,
      (w) => w.alice.id,
    ),
    expected: '42501',
  },
  {
    who: 'alice',
    action: 'uploads into another bucket',
    run: (w) => [
      `insert into storage.objects (bucket_id, name, owner, owner_id) values ('brief-files-2', $1, $2::uuid, $2::text)`,
      [`${w.brief}/${randomUUID()}`, w.alice.id],
    ],
    expected: '42501',
  },

  // Overwriting
  {
    who: 'mallory',
    action: "overwrites Alice's file",
    run: replace((w) => w.loose.name),
    expected: 'rows 0',
  },
  {
    who: 'bob',
    action: 'overwrites a file of a brief he can only view',
    run: replace((w) => w.loose.name),
    expected: 'rows 0',
  },
  {
    who: 'carol',
    action: 'overwrites a file nothing refers to in a brief she can edit',
    run: replace((w) => w.loose.name),
    expected: 'rows 1',
  },
  {
    who: 'alice',
    action: 'overwrites a file her brief refers to',
    run: replace((w) => w.referenced.name),
    expected: 'rows 0',
  },
  {
    who: 'alice',
    action: 'moves a file of hers into Mallory’s folder',
    run: (w) => [
      'update storage.objects set name = $3 where bucket_id = $1 and name = $2',
      [BUCKET, w.loose.name, `${w.malloryBrief}/${randomUUID()}`],
    ],
    expected: '42501',
  },

  // Removing
  {
    who: 'mallory',
    action: "removes Alice's file",
    run: remove((w) => w.loose.name),
    expected: 'removed 0',
    reads: removed,
  },
  {
    who: 'bob',
    action: 'removes a file of a brief he can only view',
    run: remove((w) => w.loose.name),
    expected: 'removed 0',
    reads: removed,
  },
  {
    who: 'dana',
    action: 'removes a file after being deactivated',
    run: remove((w) => w.loose.name),
    expected: 'removed 0',
    reads: removed,
  },
  {
    who: 'carol',
    action: 'removes a file nothing refers to in a brief she can edit',
    run: remove((w) => w.loose.name),
    expected: 'removed 1',
    reads: removed,
  },
  {
    who: 'alice',
    action: 'removes a file her brief refers to',
    run: remove((w) => w.referenced.name),
    expected: 'removed 0',
    reads: removed,
  },
  {
    who: 'alice',
    action: 'deletes a file without the Storage API',
    run: (w) => ['delete from storage.objects where name = $1', [w.loose.name]],
    expected: '42501',
  },

  // The bucket
  {
    who: 'alice',
    action: 'reads the bucket list',
    run: () => ['select * from storage.buckets', []],
    expected: 'rows 0',
  },
  {
    who: 'ada',
    action: 'makes the bucket public',
    run: () => ["update storage.buckets set public = true where id = 'brief-files'", []],
    expected: 'rows 0',
  },
];

describe.each(availableEngines())('storage attack table on %s', (engine) => {
  let db: Database;
  let world: StorageWorld;

  beforeAll(async () => {
    db = await createTestDatabase(engine);
    world = await buildStorageWorld(db);
    // What the Storage API does for a remove: allow the delete for its own statement, then delete as
    // the caller (supabase/storage: storage.allow_delete_query).
    await db.exec(`
      create function public.test_remove_object(bucket text, object_name text) returns int
      language plpgsql security invoker set search_path = '' as $$
      declare n int;
      begin
        perform set_config('storage.allow_delete_query', 'true', true);
        delete from storage.objects o where o.bucket_id = bucket and o.name = object_name;
        get diagnostics n = row_count;
        return n;
      end $$;
      grant execute on function public.test_remove_object(text, text) to authenticated, anon;`);
  });
  afterAll(() => db?.close());

  runAttacks(rows, () => ({ db, world }));
});
