// The local Realtime server's delivery cursor (supabase/local/realtime/cursor.ts): which rows of
// realtime.messages a poll delivers, given what earlier polls read and when. A number missing below a
// delivered one is read again until its transaction commits, and given up once it has waited too long.
import { describe, expect, it } from 'vitest';
import { deliveryCursor } from '../../../supabase/local/realtime/cursor.ts';

const WAIT = 1_000;
const rows = (...seqs: number[]) => seqs.map((local_seq) => ({ local_seq: String(local_seq) }));
const seqs = (taken: { local_seq: string }[]) => taken.map((row) => Number(row.local_seq));

// [case, polls as [numbers read, at ms], numbers delivered by each poll, then highest and missing]
const cases: [string, [number[], number][], number[][], number, number[]][] = [
  [
    'in order',
    [
      [[1, 2], 0],
      [[3], 10],
    ],
    [[1, 2], [3]],
    3,
    [],
  ],
  [
    'repeats and rows at or before the start are not delivered again',
    [
      [[0, 1, 1, 2], 0],
      [[1, 2], 10],
    ],
    [[1, 2], []],
    2,
    [],
  ],
  [
    'a number committed late is delivered when it appears',
    [
      [[1, 3], 0],
      [[2, 4], 10],
    ],
    [
      [1, 3],
      [2, 4],
    ],
    4,
    [],
  ],
  [
    'a gap is waited for while it is young',
    [
      [[1, 4], 0],
      [[], WAIT - 1],
    ],
    [[1, 4], []],
    4,
    [2, 3],
  ],
  [
    'a gap older than the wait is given up (a rolled-back insert)',
    [
      [[1, 4], 0],
      [[5], WAIT],
    ],
    [[1, 4], [5]],
    5,
    [],
  ],
  ['read out of order, delivered in order', [[[3, 1, 2], 0]], [[1, 2, 3]], 3, []],
];

describe('the local Realtime delivery cursor', () => {
  it.each(cases)('%s', (_, polls, delivered, highest, missing) => {
    const cursor = deliveryCursor(0, WAIT);
    expect(polls.map(([read, at]) => seqs(cursor.take(rows(...read), at)))).toEqual(delivered);
    expect(cursor.highest).toBe(highest);
    expect(cursor.missing().sort((a, b) => a - b)).toEqual(missing);
  });
});
