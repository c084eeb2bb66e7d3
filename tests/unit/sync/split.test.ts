import { describe, expect, it } from 'vitest';
import type { PushFailure } from '../../../src/sync/classify.ts';
import { isStatementTimeout, smallerPage, splitBatch } from '../../../src/sync/split.ts';

describe('a request the server cancelled for time', () => {
  // [case, failure, cancelled for time?]
  const failures: [string, PushFailure, boolean][] = [
    [
      'statement timeout, as PostgREST answers it (500, 57014)',
      { status: 500, code: '57014', message: 'canceling statement due to statement timeout' },
      true,
    ],
    ['57014 whatever the status or wording', { status: 503, code: '57014', message: 'annulation' }, true],
    ['server error 500 without a code', { status: 500, message: 'boom' }, false],
    ['deadlock 40P01', { status: 500, code: '40P01' }, false],
    ['terminated by the administrator 57P01', { status: 503, code: '57P01' }, false],
    ['no network', { status: 0, message: 'Failed to fetch' }, false],
  ];
  it.each(failures)('%s → %s', (_case, failure, expected) => {
    expect(isStatementTimeout(failure)).toBe(expected);
  });
});

describe('a cancelled push batch goes again as two halves, down to one change', () => {
  // [changes in the cancelled batch, the requests that follow it, or null: one change is blocked]
  const table: [string[], string[][] | null][] = [
    [
      ['a', 'b', 'c', 'd'],
      [
        ['a', 'b'],
        ['c', 'd'],
      ],
    ],
    [
      ['a', 'b', 'c', 'd', 'e'],
      [
        ['a', 'b', 'c'],
        ['d', 'e'],
      ],
    ],
    [
      ['a', 'b'],
      [['a'], ['b']],
    ],
    [['a'], null],
    [[], null],
  ];
  it.each(table)('%j → %j', (batch, expected) => {
    expect(splitBatch(batch)).toEqual(expected);
  });

  it('keeps the order of the changes and every change exactly once', () => {
    const batch = Array.from({ length: 50 }, (_, i) => i);
    const halves = splitBatch(batch)!;
    expect(halves.map((half) => half.length)).toEqual([25, 25]);
    expect(halves.flat()).toEqual(batch);
  });
});

describe('a cancelled pull page is asked for again at half the size, down to one row', () => {
  // [page size that was cancelled, the next page size, or null: one row was already too many]
  const table: [number, number | null][] = [
    [500, 250],
    [250, 125],
    [125, 62],
    [3, 1],
    [2, 1],
    [1, null],
  ];
  it.each(table)('%i → %s', (size, expected) => {
    expect(smallerPage(size)).toBe(expected);
  });

  it('reaches a single row from the default page size in a few steps, never sending one size twice', () => {
    const sizes = [500];
    for (let next = smallerPage(500); next !== null; next = smallerPage(next)) sizes.push(next);
    expect(sizes).toEqual([500, 250, 125, 62, 31, 15, 7, 3, 1]);
  });
});
