// "Maya changed this at 10:42" for any place that offers Keep mine / Take theirs (the field conflict,
// the sync dialog, the editor's save-time choice): one rule for who and when, from what the server
// recorded (updated_by_name, updated_at); null when no one else is recorded, so nothing is pinned on
// someone who did not make the change.
import type { ConflictRecord } from '../../data/records';
import { theirsAuthor } from './conflict-time';
import { SYNC } from './strings';

export function changedByLine(change: Pick<ConflictRecord, 'theirsBy' | 'theirsAt'>): string | null {
  const author = theirsAuthor(change);
  return author ? SYNC.changedBy(author.name, author.time) : null;
}
