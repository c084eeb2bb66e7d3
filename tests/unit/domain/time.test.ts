import { describe, expect, it } from 'vitest';
import { relativeTime } from '../../../src/domain/time.ts';

const NOW = new Date('2026-03-01T12:00:00.000Z');
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const ago = (ms: number) => new Date(NOW.getTime() - ms).toISOString();

describe("rule: relative times are rounded to minutes, hours, days and months and carry 'ago' or 'in'", () => {
  it.each([
    [ago(0), 'less than a minute ago'],
    [ago(42 * SECOND), 'less than a minute ago'],
    [ago(-42 * SECOND), 'in less than a minute'],
    [ago(MINUTE), '1 minute ago'],
    [ago(5 * MINUTE), '5 minutes ago'],
    [ago(5 * MINUTE + 50 * SECOND), '5 minutes ago'],
    [ago(59 * MINUTE + 59 * SECOND), '59 minutes ago'],
    [ago(HOUR), '1 hour ago'],
    [ago(-3 * HOUR), 'in 3 hours'],
    [ago(23 * HOUR + 59 * MINUTE), '23 hours ago'],
    [ago(DAY), '1 day ago'],
    [ago(-2 * DAY), 'in 2 days'],
    [ago(29 * DAY), '29 days ago'],
    [ago(30 * DAY), '1 month ago'],
    [ago(75 * DAY), '2 months ago'],
    [ago(400 * DAY), '13 months ago'],
    ['2026-03-01T11:55:00+00:00', '5 minutes ago'],
    ['2026-03-01T11:54:59.123456+00:00', '5 minutes ago'],
    ['', ''],
    ['not a date', ''],
  ])('%s → %j', (iso, expected) => {
    expect(relativeTime(iso, NOW)).toBe(expected);
  });
});
