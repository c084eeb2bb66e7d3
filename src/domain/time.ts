// Relative times (docs/spec.md §9): rounded to minutes, hours, days and months, with 'ago' or 'in'
// ('5 minutes ago', 'in 3 hours'). Under a minute reads 'less than a minute ago' rather than
// date-fns's strict '42 seconds ago'; beyond a year stays in months, as the spec lists no years.
import { formatDistanceStrict } from 'date-fns';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const MONTH = 30 * DAY;

type Unit = 'minute' | 'hour' | 'day' | 'month';

function unitFor(distanceMs: number): Unit {
  if (distanceMs < HOUR) return 'minute';
  if (distanceMs < DAY) return 'hour';
  if (distanceMs < MONTH) return 'day';
  return 'month';
}

/** '' for a missing or unreadable timestamp, so a card never shows 'Invalid Date'. */
export function relativeTime(iso: string, now: Date = new Date()): string {
  const date = new Date(iso);
  if (iso === '' || Number.isNaN(date.getTime())) return '';
  const distance = Math.abs(date.getTime() - now.getTime());
  if (distance < MINUTE)
    return date.getTime() > now.getTime() ? 'in less than a minute' : 'less than a minute ago';
  // Floor, so a count never reaches the next unit ('60 minutes ago' would read oddly).
  return formatDistanceStrict(date, now, {
    addSuffix: true,
    unit: unitFor(distance),
    roundingMethod: 'floor',
  });
}
