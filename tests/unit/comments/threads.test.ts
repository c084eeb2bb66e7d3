import { describe, expect, it } from 'vitest';
import type { CommentRecord } from '../../../src/data/comment-records.ts';
import { commentOfServer, type ServerComment } from '../../../src/data/comment-store.ts';
import { serverComment } from '../../fixtures/make-comment.ts';
import {
  authorOf,
  canDelete,
  canEdit,
  canResolve,
  mentioning,
  openCounts,
  threadsOf,
  type Viewer,
} from '../../../src/features/comments/threads.ts';

const comment = (id: string, overrides: Partial<CommentRecord> = {}): CommentRecord => ({
  id,
  briefId: 'b',
  threadId: id,
  section: 'audience',
  authorId: 'ann',
  body: id,
  mentions: [],
  createdAt: `2026-11-27T10:00:0${id.length}Z`,
  updatedAt: '2026-11-27T10:00:00Z',
  editedAt: null,
  resolvedAt: null,
  resolvedBy: null,
  deletedAt: null,
  deletedBy: null,
  version: 1,
  ...overrides,
});
const deleted = { deletedAt: '2026-11-27T11:00:00Z', body: '' };

describe('threads of a brief', () => {
  it('groups replies under their thread, oldest first', () => {
    const threads = threadsOf([
      comment('aa', { threadId: 't' }),
      comment('t'),
      comment('u', { section: 'goals' }),
    ]);
    expect(threads.map((t) => [t.id, t.comments.map((c) => c.id)])).toEqual([
      ['t', ['t', 'aa']],
      ['u', ['u']],
    ]);
  });

  it.each([
    [
      'all deleted: the thread goes',
      [comment('t', deleted), comment('aa', { threadId: 't', ...deleted })],
      [],
    ],
    [
      'a live reply keeps a deleted first comment',
      [comment('t', deleted), comment('aa', { threadId: 't' })],
      ['t'],
    ],
  ])('%s', (_name, comments, ids) => {
    expect(threadsOf(comments).map((t) => t.id)).toEqual(ids);
  });

  it('counts open threads per section; resolved and deleted ones do not count', () => {
    const threads = threadsOf([
      comment('t'),
      comment('u'),
      comment('v', { resolvedAt: '2026-11-27T11:00:00Z' }),
      comment('w', deleted),
      comment('x', { section: 'brand' }),
    ]);
    expect(openCounts(threads)).toEqual({ audience: 2, brand: 1 });
  });

  it('finds the open threads that mention someone in a live comment', () => {
    const threads = threadsOf([
      comment('t', { mentions: ['me'] }),
      comment('u'),
      comment('aa', { threadId: 'u', mentions: ['me'] }),
      comment('v', { mentions: ['me'], resolvedAt: '2026-11-27T11:00:00Z' }),
      comment('w', { mentions: ['someone'] }),
    ]);
    expect(mentioning(threads, 'me').map((t) => t.id)).toEqual(['t', 'u']);
  });
});

describe('who may press what (comfort only; the server decides)', () => {
  const member: Viewer = { userId: 'ann', isOwner: false, isAdmin: false };
  const other: Viewer = { userId: 'bob', isOwner: false, isAdmin: false };
  const owner: Viewer = { userId: 'olive', isOwner: true, isAdmin: false };
  const admin: Viewer = { userId: 'ada', isOwner: false, isAdmin: true };
  const mine = comment('t');
  const thread = threadsOf([mine])[0]!;

  it.each([
    ['the author', member, true, true, true],
    ['someone else', other, false, false, false],
    ['the brief’s owner', owner, false, true, true],
    ['an admin', admin, false, true, true],
  ])('%s: edit %s, delete %s, resolve %s', (_who, viewer, edit, remove, resolve) => {
    expect([canEdit(mine, viewer), canDelete(mine, viewer), canResolve(thread, viewer)]).toEqual([
      edit,
      remove,
      resolve,
    ]);
  });

  it('a deleted comment can be neither edited nor deleted again', () => {
    const gone = comment('t', deleted);
    expect([canEdit(gone, member), canDelete(gone, owner)]).toEqual([false, false]);
  });
});

describe('who wrote a comment: a client by the name they gave, marked as a client', () => {
  const names = new Map([['ann', 'Ann Member']]);
  it.each<[string, Partial<CommentRecord>, { name: string; client: boolean }]>([
    ['a member', {}, { name: 'Ann Member', client: false }],
    ['a former member', { authorId: 'gone' }, { name: 'A former member', client: false }],
    ['a client', { authorId: null, clientName: 'Cleo Client' }, { name: 'Cleo Client', client: true }],
    [
      'a row pulled before clients existed',
      { authorId: null, clientName: undefined },
      { name: 'A former member', client: false },
    ],
  ])('%s', (_, overrides, expected) => expect(authorOf(comment('c', overrides), names)).toEqual(expected));

  it("names a client's thread by its first comment's client", () => {
    const [thread] = threadsOf([comment('t', { authorId: null, clientName: 'Cleo Client' })]);
    expect(thread).toMatchObject({ authorId: null, clientName: 'Cleo Client' });
  });
});

describe('a pulled comment keeps who the client was', () => {
  const row = serverComment('b', {
    id: 'c1',
    author_id: null,
    body: 'Hi',
    created_at: '2026-11-27T10:00:00Z',
    updated_at: '2026-11-27T10:00:00Z',
  });
  it.each<[string, Partial<ServerComment>, Partial<CommentRecord>]>([
    [
      "a client's comment",
      { client_name: 'Cleo Client', client_link_id: 'l1' },
      { authorId: null, clientName: 'Cleo Client', clientLinkId: 'l1' },
    ],
    [
      "a member's comment",
      { author_id: 'ann', client_name: null, client_link_id: null },
      { clientName: null, clientLinkId: null },
    ],
    ['a row without the columns', {}, { clientName: null, clientLinkId: null }],
  ])('%s', (_, overrides, expected) =>
    expect(commentOfServer({ ...row, ...overrides })).toMatchObject(expected),
  );
});
