import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import { openThreadCounts } from '../../../src/data/comment-counts.ts';
import type { CommentRecord } from '../../../src/data/comment-records.ts';
import { openUserDatabase } from '../../../src/data/db.ts';
import { databaseAt } from './old-schema.ts';

const at = '2026-11-01T10:00:00.000Z';
const commentOf = (id: string, threadId: string, extra: Partial<CommentRecord> = {}): CommentRecord => ({
  id,
  briefId: 'b1',
  threadId,
  section: 'audience',
  authorId: 'u1',
  body: `Comment ${id}`,
  mentions: ['u2'],
  createdAt: at,
  updatedAt: at,
  editedAt: null,
  resolvedAt: null,
  resolvedBy: null,
  deletedAt: null,
  deletedBy: null,
  version: 3,
  ...extra,
});

const comments = [
  commentOf('t1', 't1'),
  commentOf('r1', 't1'),
  commentOf('t2', 't2', { resolvedAt: at, resolvedBy: 'u1' }),
  commentOf('t3', 't3', { deletedAt: at, deletedBy: 'u1', body: '' }),
  commentOf('r3', 't3', { section: 'audience' }),
];

/** A database as version 8 left it: three briefs, comments, and the ids the last comment pull saw. */
async function version8(indexedDB: IDBFactory): Promise<void> {
  const old = databaseAt(indexedDB, 8);
  await old.table('briefs').bulkPut(['b1', 'b2', 'b3'].map((id) => ({ id, updatedAt: at })));
  await old.table('comments').bulkPut(comments);
  await old.table('meta').bulkPut([
    { key: 'commentPullCursor', value: { updated_at: at, id: 't1' } },
    { key: 'commentBriefIds', value: ['b1', 'b2', 'gone-1'] },
  ]);
  old.close();
}

describe('local schema version 9', () => {
  it('keeps every comment as it was and counts its open threads from the new index', async () => {
    const indexedDB = new IDBFactory();
    await version8(indexedDB);
    const db = openUserDatabase('user-1', { indexedDB, IDBKeyRange });
    const kept = await db.comments.orderBy('id').toArray();
    expect(kept.map(({ flags: _flags, ...comment }) => comment)).toEqual(
      [...comments].sort((a, b) => a.id.localeCompare(b.id)),
    );
    // t1 open, t2 resolved, t3 open through its reply.
    expect(await openThreadCounts(db, 'b1')).toEqual({ audience: 2 });
    db.close();
  });

  it('turns the ids the last comment pull saw into the briefs that came and went since', async () => {
    const indexedDB = new IDBFactory();
    await version8(indexedDB);
    const db = openUserDatabase('user-1', { indexedDB, IDBKeyRange });
    expect(await db.commentBriefChanges.orderBy('briefId').toArray()).toEqual([
      { briefId: 'b3', change: 'arrived' },
      { briefId: 'gone-1', change: 'gone' },
    ]);
    expect(await db.meta.get('commentBriefIds')).toBeUndefined();
    expect(await db.meta.get('commentPullCursor')).toBeDefined();
    db.close();
  });
});

describe('local schema version 10', () => {
  it('finds the comments that mention a person through the new index, every comment kept', async () => {
    const indexedDB = new IDBFactory();
    const old = databaseAt(indexedDB, 9);
    const stored = [
      ...comments.map((comment) => ({ ...comment, flags: 0 })),
      { ...commentOf('t4', 't4', { mentions: [] }), flags: 0 },
      { ...commentOf('t5', 't5', { mentions: ['u3', 'u2'] }), flags: 0 },
    ];
    await old.table('comments').bulkPut(stored);
    old.close();

    const db = openUserDatabase('user-1', { indexedDB, IDBKeyRange });
    expect(await db.comments.orderBy('id').toArray()).toEqual(
      [...stored].sort((a, b) => a.id.localeCompare(b.id)),
    );
    const ids = async (person: string) =>
      (await db.comments.where('mentions').equals(person).primaryKeys()).sort();
    expect(await ids('u2')).toEqual(['r1', 'r3', 't1', 't2', 't3', 't5']);
    expect(await ids('u3')).toEqual(['t5']);
    expect(await ids('u4')).toEqual([]);
    db.close();
  });
});
