// A fresh in-memory IndexedDB per test device (fake-indexeddb), opened as a user's database.
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { openUserDatabase, type BriefsmithDB } from '../../../src/data/db.ts';

export function openTestDatabase(userId = 'user-1', indexedDB: IDBFactory = new IDBFactory()): BriefsmithDB {
  return openUserDatabase(userId, { indexedDB, IDBKeyRange });
}

export function context(userId = 'user-1', at = '2026-01-01T10:00:00.000Z') {
  let tick = 0;
  return { userId, email: `${userId}@example.com`, now: () => new Date(Date.parse(at) + tick++ * 1000) };
}
