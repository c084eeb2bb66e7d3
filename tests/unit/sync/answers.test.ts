// The sync RPCs' answers as the device reads them (src/sync/answers.ts): the protocol's shapes are
// read as they are, with keys the app does not know let through; anything else says where and how it
// is wrong, so the change or page it belongs to is not acted on.
import { describe, expect, it } from 'vitest';
import {
  readBatch,
  readDeleters,
  readFetchedBrief,
  readPullPage,
  readPushResult,
} from '../../../src/sync/answers.ts';

const id = '6f1c2f4e-6a53-4d2b-9a59-3b9a3c7c0a11';
const row = {
  id,
  user_id: '0b0c7a6e-1a2b-4c3d-8e9f-000000000001',
  version: 3,
  updated_at: '2026-11-27T01:00:00.000Z',
  created_at: '2026-11-27T00:00:00.000Z',
  title: 'Spring',
  company: 'Acme',
  primary_goals: ['Grow'],
  deliverables: { logo: true },
  updated_by: null,
};
const pulled = {
  ...row,
  owner_email: 'alice@example.com',
  owner_full_name: null,
  is_owner: true,
  permission: 'owner',
  shared_with_me: false,
};

describe('a push result', () => {
  const readable: [string, unknown][] = [
    ['applied', { status: 'applied', version: 2, updated_at: row.updated_at }],
    ['applied, replayed from the record (no row)', { status: 'applied', version: '2', updated_at: null }],
    [
      'merged, with the row',
      { status: 'merged', version: 3, updated_at: row.updated_at, row, conflicts: [] },
    ],
    [
      'a conflict, with the fields',
      { status: 'conflict', version: 3, updated_at: null, row, conflicts: [{ field: 'title', mine: 'a' }] },
    ],
    ['deleted elsewhere', { status: 'deleted', version: 4, updated_at: row.updated_at, row: null }],
    ['with a key the app does not know', { status: 'applied', version: 2, updated_at: null, took_ms: 3 }],
  ];
  it.each(readable)('reads %s as it is', (_case, answer) => {
    expect(readPushResult(answer)).toEqual({ ok: true, value: answer });
  });

  const result = { status: 'merged', version: 3, updated_at: null };
  // [case, answer, problem]
  const unreadable: [string, unknown, RegExp][] = [
    ['no answer at all', null, /^Invalid type: Expected Object but received null$/],
    ['a status the app does not know', { ...result, status: 'queued' }, /^status: Invalid type: Expected \(/],
    ['a version that is no number', { ...result, version: { next: 2 } }, /^version: /],
    ['a negative version', { ...result, version: -1 }, /^version: /],
    ['a version of words', { ...result, version: 'two' }, /^version: /],
    ['a row without an id', { ...result, row: { ...row, id: 7 } }, /^row\.id: /],
    ['a text column that is no text', { ...result, row: { ...row, title: {} } }, /^row\.title: /],
    [
      'a list of other things',
      { ...result, row: { ...row, primary_goals: [1] } },
      /^row\.primary_goals\.0: /,
    ],
    ['a conflict without its field', { ...result, conflicts: [{}] }, /^conflicts\.0\.field: /],
  ];
  it.each(unreadable)('says where %s is wrong', (_case, answer, problem) => {
    expect(readPushResult(answer)).toEqual({ ok: false, problem: expect.stringMatching(problem) });
  });
});

describe('a batch answer', () => {
  const ops = ['op-1', 'op-2'];
  const applied = { status: 'applied', version: 2, updated_at: null };

  it('gives each change its own answer: a result, a refusal, or a result that cannot be read', () => {
    const read = readBatch(
      [
        { op_id: 'op-1', ok: true, result: applied },
        { op_id: 'op-2', ok: false, code: '42501', message: 'You can view this brief but not edit it' },
      ],
      ops,
    );
    expect(read).toEqual({
      ok: true,
      value: [
        { ok: true, result: applied },
        {
          ok: false,
          failure: { status: 200, code: '42501', message: 'You can view this brief but not edit it' },
        },
      ],
    });
    const odd = readBatch(
      [
        { op_id: 'op-1', ok: true, result: { ...applied, status: 'maybe' } },
        { op_id: 'op-2', ok: true, result: applied },
      ],
      ops,
    );
    expect(odd).toEqual({
      ok: true,
      value: [
        {
          ok: false,
          failure: {
            status: 200,
            message: expect.stringContaining('could not be read'),
            unreadable: expect.stringMatching(/^status: /),
          },
        },
        { ok: true, result: applied },
      ],
    });
  });

  // [case, answer, problem]
  const unreadable: [string, unknown, RegExp][] = [
    ['not a list', { results: [] }, /^Invalid type: Expected Array/],
    [
      'fewer answers than changes',
      [{ op_id: 'op-1', ok: true, result: applied }],
      /^1 results for 2 changes$/,
    ],
    [
      'answers in another order',
      [
        { op_id: 'op-2', ok: true, result: applied },
        { op_id: 'op-1', ok: true, result: applied },
      ],
      /^0\.op_id: not the change sent$/,
    ],
    [
      'an item that is neither',
      [
        { op_id: 'op-1', ok: 'yes' },
        { op_id: 'op-2', ok: true },
      ],
      /^0\.ok: /,
    ],
    [
      'a refusal without its code',
      [
        { op_id: 'op-1', ok: false, message: 'no' },
        { op_id: 'op-2', ok: true },
      ],
      /^0\.code: /,
    ],
  ];
  it.each(unreadable)('is unreadable as a whole when %s', (_case, answer, problem) => {
    expect(readBatch(answer, ops)).toEqual({ ok: false, problem: expect.stringMatching(problem) });
  });
});

describe('a pull page', () => {
  const page = {
    rows: [pulled],
    removed: [{ brief_id: id, removed_at: row.updated_at, reason: 'unshared' }],
    cursor: { updated_at: row.updated_at, id },
    has_more: false,
    server_time: row.updated_at,
  };

  it('is read as it is, the first page too (no cursor)', () => {
    expect(readPullPage(page)).toEqual({ ok: true, value: page });
    const empty = { rows: [], removed: [], cursor: null, has_more: false };
    expect(readPullPage(empty)).toEqual({ ok: true, value: empty });
  });

  // [case, page, problem]
  const unreadable: [string, unknown, RegExp][] = [
    [
      'a removal of a kind the app does not know',
      { ...page, removed: [{ ...page.removed[0], reason: 'vanished' }] },
      /^removed\.0\.reason: Invalid type: Expected \("deleted" \| "unshared"\)/,
    ],
    [
      'a row with a version that is no number',
      { ...page, rows: [{ ...pulled, version: 'latest' }] },
      /^rows\.0\.version: /,
    ],
    [
      'an access column of another type',
      { ...page, rows: [{ ...pulled, is_owner: 'yes' }] },
      /^rows\.0\.is_owner: /,
    ],
    ['no has_more', { ...page, has_more: undefined }, /^has_more: /],
    ['a cursor without its id', { ...page, cursor: { updated_at: row.updated_at } }, /^cursor\.id: /],
  ];
  it.each(unreadable)('is unreadable with %s', (_case, answer, problem) => {
    expect(readPullPage(answer)).toEqual({ ok: false, problem: expect.stringMatching(problem) });
  });
});

describe('fetch_brief and brief_deleters', () => {
  it('reads a row, or null for none; anything else is unreadable', () => {
    expect(readFetchedBrief(pulled)).toEqual({ ok: true, value: pulled });
    expect(readFetchedBrief(null)).toEqual({ ok: true, value: null });
    expect(readFetchedBrief('Spring')).toMatchObject({ ok: false });
    expect(readFetchedBrief({ ...pulled, version: 'the latest' })).toMatchObject({ ok: false });
  });

  it('reads the deleters, a name or none', () => {
    const names = [
      { brief_id: id, deleted_by_name: 'Maya' },
      { brief_id: id, deleted_by_name: null },
    ];
    expect(readDeleters(names)).toEqual({ ok: true, value: names });
    expect(readDeleters([{ brief_id: id, deleted_by_name: 7 }])).toMatchObject({ ok: false });
  });
});
