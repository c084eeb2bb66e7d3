// The attack table for file references in a brief's row: an item of brand_documents or
// visual_style_files is `{name, file: {id, path, size, type, sha256}}`, and the server accepts it only
// when the path is `{this brief's id}/{file.id}` and the object is in Storage with that size — so no
// colleague ever pulls a reference to a missing or foreign object. A refusal is 23514 with a hint the
// app can tell apart (file_missing: upload first; file_reference: a forged or malformed reference).
// The cast of storage-world.ts: Alice's brief (View Only Bob, Can Edit Carol) holds a referenced and a
// loose object; Mallory's brief has its own object.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe } from 'vitest';
import type { Database } from '../../../supabase/local/db/database.ts';
import { availableEngines, createTestDatabase } from '../../../supabase/local/db/test-database.ts';
import { runAttacks, type Attack } from '../attack-rows.ts';
import { fileItem, buildStorageWorld, type StorageWorld } from '../storage-world.ts';

type Who = 'alice' | 'bob' | 'carol' | 'mallory';
type Row = Attack<StorageWorld, Who>;

/** A new brief pushed by the sync (an upsert with no base version creates it). */
const pushNew = (brief: string, patch: object): [string, unknown[]] => [
  'select public.push_brief_change($1, $2, $3, $4, $5, $6)',
  [randomUUID(), brief, 'upsert', null, JSON.stringify(patch), '{}'],
];
const pushed = (answer: unknown) => `pushed ${(answer as { status?: string }).status}`;
const saveDocuments =
  (items: (w: StorageWorld) => string[]) =>
  (w: StorageWorld): [string, unknown[]] => [
    'update public.briefs set brand_documents = $2 where id = $1',
    [w.brief, items(w)],
  ];
const withFile = (name: string, change: (file: Record<string, unknown>) => Record<string, unknown>) => {
  const item = JSON.parse(fileItem(name)) as { name: string; file: Record<string, unknown> };
  return JSON.stringify({ ...item, file: change(item.file) });
};

const rows: Row[] = [
  {
    who: 'alice',
    action: 'refers to a file uploaded into her brief’s folder',
    run: saveDocuments((w) => [fileItem(w.referenced.name), fileItem(w.loose.name)]),
    expected: 'rows 1',
  },
  {
    who: 'carol',
    action: 'refers to a file uploaded into a brief she can edit',
    run: (w) => [
      'update public.briefs set visual_style_files = $2 where id = $1',
      [w.brief, [fileItem(w.loose.name, 'mood.png')]],
    ],
    expected: 'rows 1',
  },
  {
    who: 'mallory',
    action: 'pushes a brief made offline, whose file she uploaded before the brief existed',
    run: (w) =>
      pushNew(w.unclaimedBrief, { title: 'Offline', brand_documents: [fileItem(w.unclaimedFile.name)] }),
    expected: 'pushed applied',
    reads: pushed,
  },
  {
    who: 'alice',
    action: "refers to a file of Mallory's brief",
    run: saveDocuments((w) => [fileItem(w.malloryFile.name)]),
    expected: '23514 file_reference',
  },
  {
    who: 'mallory',
    action: "pushes a new brief referring to Alice's file",
    run: (w) => pushNew(randomUUID(), { title: 'Stolen', brand_documents: [fileItem(w.referenced.name)] }),
    expected: '23514 file_reference',
  },
  {
    who: 'alice',
    action: 'refers to a file not uploaded (yet)',
    run: saveDocuments((w) => [fileItem(`${w.brief}/${randomUUID()}`)]),
    expected: '23514 file_missing',
  },
  {
    who: 'alice',
    action: 'pushes a new brief referring to a file not uploaded',
    run: () => {
      const id = randomUUID();
      return pushNew(id, { title: 'Early', brand_documents: [fileItem(`${id}/${randomUUID()}`)] });
    },
    expected: '23514 file_missing',
  },
  {
    who: 'alice',
    action: 'refers to her file under another file id',
    run: saveDocuments((w) => [withFile(w.loose.name, (f) => ({ ...f, id: randomUUID() }))]),
    expected: '23514 file_reference',
  },
  {
    who: 'alice',
    action: 'refers to her file with a path that climbs',
    run: saveDocuments((w) => [
      withFile(w.loose.name, (f) => ({ ...f, path: `${w.brief}/../${w.malloryFile.name}` })),
    ]),
    expected: '23514 file_reference',
  },
  {
    who: 'alice',
    action: 'refers to her file with another size than uploaded',
    run: saveDocuments((w) => [withFile(w.loose.name, (f) => ({ ...f, size: 999_999 }))]),
    expected: '23514 file_reference',
  },
  {
    who: 'alice',
    action: 'refers to a file of 60 MB',
    run: saveDocuments((w) => [withFile(w.loose.name, (f) => ({ ...f, size: 60 * 1024 * 1024 }))]),
    expected: '23514 file_reference',
  },
  {
    who: 'alice',
    action: 'sends a reference without a sha256',
    run: saveDocuments((w) => [withFile(w.loose.name, (f) => ({ ...f, sha256: undefined }))]),
    expected: '23514 file_reference',
  },
  {
    who: 'alice',
    action: 'hides 2 MB of text in a reference’s name',
    run: saveDocuments((w) => [
      JSON.stringify({ ...JSON.parse(fileItem(w.loose.name)), name: 'x'.repeat(2 * 1024 * 1024) }),
    ]),
    expected: '23514 file_reference',
  },
  {
    who: 'alice',
    action: 'keeps a file in the spec’s data-URL form',
    run: saveDocuments(() => [JSON.stringify({ data: 'data:application/pdf;base64,AAAA', name: 'old.pdf' })]),
    expected: 'rows 1',
  },
  {
    who: 'alice',
    action: 'refers to 21 files',
    run: saveDocuments((w) => Array.from({ length: 21 }, () => fileItem(w.loose.name))),
    expected: '23514',
  },
  // The mover's functions (scripts/move-files-to-storage): the service role only.
  {
    who: 'alice',
    action: 'lists the data-URL files waiting to move into Storage',
    run: () => ['select * from public.file_moves_pending()', []],
    expected: '42501',
  },
  {
    who: 'mallory',
    action: "rewrites a file of Alice's brief to a reference of her choosing",
    run: (w) => [
      'select public.file_move_done($1, $2, $3)',
      [w.brief, 'x', fileItem(`${w.brief}/${randomUUID()}`)],
    ],
    expected: '42501',
  },
  {
    who: 'mallory',
    action: 'reads the file contents waiting to move',
    run: () => ['select * from private.history_file_moves', []],
    expected: '42501',
  },
  {
    who: 'bob',
    action: 'refers to a file in a brief he can only view',
    run: saveDocuments((w) => [fileItem(w.loose.name)]),
    expected: 'rows 0',
  },
];

describe.each(availableEngines())('file references attack table on %s', (engine) => {
  let db: Database;
  let world: StorageWorld;

  beforeAll(async () => {
    db = await createTestDatabase(engine);
    world = await buildStorageWorld(db);
  });
  afterAll(() => db?.close());

  runAttacks(rows, () => ({ db, world }), { withHint: true });
});
