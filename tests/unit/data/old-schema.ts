// A user's database as an older version of the app left it, for the schema upgrade tests: each past
// version's stores as src/data/db.ts declared them (versions without a store change are left out).
// Copied, not imported: what is on users' devices is fixed, so an edit to a past version in db.ts must
// fail these tests rather than change them too.
import { IDBKeyRange, type IDBFactory } from 'fake-indexeddb';
import Dexie from 'dexie';
import { databaseName } from '../../../src/data/db.ts';

const PAST_STORES: [version: number, stores: Record<string, string>][] = [
  [
    1,
    {
      briefs: 'id, updatedAt',
      cards: 'id, updatedAt',
      files: 'key',
      outbox: '++seq, &opId, briefId, status',
      conflicts: 'briefId',
      meta: 'key',
    },
  ],
  [2, { cards: 'id, updatedAt, status' }],
  [4, { templates: 'id, updatedAt' }],
  [5, { history: 'id, briefId', reviews: 'id, briefId, reviewerId' }],
  [7, { localFiles: 'id, briefId, upload, createdAt' }],
  [8, { comments: 'id, briefId, threadId', commentOps: '++seq, &opId, commentId, status' }],
  [
    9,
    {
      comments: 'id, briefId, threadId, [briefId+threadId+section+flags]',
      commentBriefChanges: 'briefId',
    },
  ],
];

/** `user-1`'s database in `indexedDB` with the stores of versions up to `last`, to fill and close. */
export function databaseAt(indexedDB: IDBFactory, last: number): Dexie {
  const old = new Dexie(databaseName('user-1'), { indexedDB, IDBKeyRange });
  for (const [version, stores] of PAST_STORES) if (version <= last) old.version(version).stores(stores);
  return old;
}
