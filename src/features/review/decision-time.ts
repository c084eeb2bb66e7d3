// When a reviewer decided, as the review panel shows it: '10:42' today, 'Nov 24, 10:42' on another day
// (the device's own clock and time zone, as the conflict lines show times).
import { format, isSameDay } from 'date-fns';

export function decisionTime(iso: string | null, now = new Date()): string {
  if (!iso) return '';
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return '';
  return format(at, isSameDay(at, now) ? 'HH:mm' : 'MMM d, HH:mm');
}
