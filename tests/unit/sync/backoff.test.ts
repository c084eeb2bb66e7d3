import { describe, expect, it } from 'vitest';
import { retryDelay, RETRY_CAP_MS } from '../../../src/sync/backoff.ts';

describe('the retry schedule (capped exponential backoff with jitter)', () => {
  // [attempt, random, delay ms]
  const table: [number, number, number][] = [
    [1, 0, 500],
    [1, 0.999999, 1_000],
    [2, 0, 1_000],
    [2, 0.5, 1_500],
    [3, 1, 4_000],
    [5, 0, 8_000],
    [9, 1, 256_000],
    [10, 0, RETRY_CAP_MS / 2],
    [10, 1, RETRY_CAP_MS],
    [50, 1, RETRY_CAP_MS],
    [1_000, 0.5, (RETRY_CAP_MS * 3) / 4],
    [0, 0, 500],
  ];
  it.each(table)('attempt %i with jitter %d waits %i ms', (attempt, random, expected) => {
    expect(retryDelay(attempt, random)).toBe(Math.round(expected));
  });
});
