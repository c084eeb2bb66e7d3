import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import { openUserDatabase } from '../../../src/data/db.ts';
import { databaseAt } from './old-schema.ts';

/** A database as version 5 left it, with one brief of the given permission and a pull cursor. */
async function version5(indexedDB: IDBFactory, permission: string): Promise<void> {
  const old = databaseAt(indexedDB, 5);
  await old
    .table('briefs')
    .put({ id: 'b1', permission, isOwner: false, updatedAt: '2026-01-01T00:00:00.000Z' });
  await old
    .table('meta')
    .put({ key: 'pullCursor', value: { updated_at: '2026-01-01T00:00:00.000Z', id: 'b1' } });
  old.close();
}

describe('local schema version 6', () => {
  it("an admin's device pulls everything once more, to learn which briefs are shared with them", async () => {
    const indexedDB = new IDBFactory();
    await version5(indexedDB, 'admin');
    const db = openUserDatabase('user-1', { indexedDB, IDBKeyRange });
    expect(await db.meta.get('pullCursor')).toBeUndefined();
    expect(await db.briefs.count()).toBe(1);
    db.close();
  });

  it("a member's device keeps its place (read and write permissions only come from shares)", async () => {
    const indexedDB = new IDBFactory();
    await version5(indexedDB, 'read');
    const db = openUserDatabase('user-1', { indexedDB, IDBKeyRange });
    expect(await db.meta.get('pullCursor')).toMatchObject({ value: { id: 'b1' } });
    db.close();
  });
});
