// When a reviewer decided, as the review panel writes it: the time today, the date and time before.
import { describe, expect, it } from 'vitest';
import { decisionTime } from '../../../src/features/review/decision-time.ts';
import { REVIEW } from '../../../src/features/review/strings.ts';

const now = new Date(2026, 10, 26, 15, 0);

describe('decisionTime', () => {
  it.each<[string, string | null, string]>([
    ['today', new Date(2026, 10, 26, 10, 42).toISOString(), '10:42'],
    ['another day', new Date(2026, 10, 24, 9, 5).toISOString(), 'Nov 24, 09:05'],
    ['no time', null, ''],
    ['an unreadable time', 'soon', ''],
  ])('%s', (_name, iso, expected) => {
    expect(decisionTime(iso, now)).toBe(expected);
  });

  it.each<['approved' | 'changes_requested', string, string]>([
    ['changes_requested', '10:42', 'You requested changes · 10:42'],
    ['approved', '10:42', 'You approved · 10:42'],
    ['approved', '', 'You approved'],
  ])('REVIEW.youDecided(%s, %j)', (status, time, line) => {
    expect(REVIEW.youDecided(status, time)).toBe(line);
  });
});
