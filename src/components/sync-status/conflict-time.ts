// Who made "theirs" of a conflict and when, as one line: "Maya changed this at 10:42". The time is the
// user's own clock (date-fns formats in the device's time zone); without a recorded name the existing
// wording stays, so an unnamed change is never pinned on someone.
import { format } from 'date-fns';
import type { ConflictRecord } from '../../data/records';

/** 'HH:mm' of an ISO timestamp in local time; '' when missing or unreadable. */
export function conflictTime(iso: string | undefined): string {
  if (!iso) return '';
  const at = new Date(iso);
  return Number.isNaN(at.getTime()) ? '' : format(at, 'HH:mm');
}

/** The name and time of the other side of a conflict, when the server recorded who. */
export function theirsAuthor(conflict: Pick<ConflictRecord, 'theirsBy' | 'theirsAt'>) {
  const name = conflict.theirsBy?.trim();
  return name ? { name, time: conflictTime(conflict.theirsAt) } : null;
}
