// The conflict reads the sync status shows (src/data/conflict-reads.ts): every conflict, and one brief's
// conflict with both values ready to show.
import { afterEach, describe, expect, it } from 'vitest';
import { getConflict, listConflicts } from '../../../src/data/conflict-reads.ts';
import type { ConflictRecord } from '../../../src/data/records.ts';
import { openTestDatabase } from './local-db.ts';

const db = openTestDatabase();
afterEach(async () => {
  await db.conflicts.clear();
});

const conflict: ConflictRecord = {
  briefId: 'brief-1',
  kind: 'fields',
  fields: [
    { field: 'title', base: 'Spring', mine: 'Spring launch', theirs: 'Spring sale' },
    { field: 'primary_goals', base: [], mine: ['Grow'], theirs: ['Keep'] },
  ],
  serverVersion: 3,
  createdAt: 1,
  theirsBy: 'Maya',
};

describe('conflict reads', () => {
  it('lists every conflict and reads one with both values', async () => {
    expect(await listConflicts(db)).toEqual([]);
    expect(await getConflict(db, 'brief-1')).toBeUndefined();
    await db.conflicts.put(conflict);
    expect(await listConflicts(db)).toEqual([conflict]);
    expect(await getConflict(db, 'brief-1')).toEqual(conflict);
  });
});
