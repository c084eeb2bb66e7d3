import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import { openUserDatabase } from '../../../src/data/db.ts';
import { briefToRow } from '../../../src/domain/mapping.ts';
import { makeFullBrief } from '../../fixtures/make-brief.ts';
import { databaseAt } from './old-schema.ts';

describe('local schema version 4', () => {
  it('gives every card of an existing database its search text and adds the templates table', async () => {
    const indexedDB = new IDBFactory();
    const brief = makeFullBrief({ title: 'Café Launch' });
    const { version: _v, ...row } = briefToRow(brief, 'owner-2');
    // A database as version 2 left it: cards without search text.
    const old = databaseAt(indexedDB, 2);
    await old.table('briefs').put({
      id: brief.id,
      row,
      base: row,
      serverVersion: 1,
      ownerId: 'owner-2',
      ownerEmail: 'maya@example.com',
      ownerName: 'Maya Lopez',
      isOwner: false,
      permission: 'read',
      updatedAt: row.updated_at,
    });
    await old
      .table('cards')
      .put({ id: brief.id, title: 'Café Launch', status: 'draft', updatedAt: row.updated_at });
    old.close();

    const db = openUserDatabase('user-1', { indexedDB, IDBKeyRange });
    const card = await db.cards.get(brief.id);
    expect(card?.search).toContain('cafe launch');
    expect(card?.search).toContain('maya lopez');
    expect(card?.search).toContain(brief.requirements.budget.toLowerCase());
    expect(card).toMatchObject({ title: 'Café Launch', isOwner: false, permission: 'read' });
    expect(await db.templates.count()).toBe(0);
    db.close();
  });
});
