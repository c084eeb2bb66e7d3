// Dates on paper and in exported files: absolute, because a relative time ('5 minutes ago') is wrong by
// the time anyone reads a printed brief. Day month year in words, so no reader confuses 03/04 orders.
import { format } from 'date-fns';

/** '23 November 2026'; '' for a missing or unreadable timestamp. */
export function calendarDate(value: string | Date): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (value === '' || Number.isNaN(date.getTime())) return '';
  return format(date, 'd MMMM yyyy');
}
