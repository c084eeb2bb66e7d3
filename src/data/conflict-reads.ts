// Conflicts as the UI shows them, with both values. (What waits, counted — markers, pending, blocked —
// is the sync status's: src/sync/summary.ts.)
import type { BriefsmithDB } from './db';
import { inlineFiles } from './files';
import type { ConflictRecord } from './records';

export async function listConflicts(db: BriefsmithDB): Promise<ConflictRecord[]> {
  return db.conflicts.toArray();
}

/** A brief's conflict with file references replaced by the files, ready to show both values. */
export async function getConflict(db: BriefsmithDB, briefId: string): Promise<ConflictRecord | undefined> {
  const conflict = await db.conflicts.get(briefId);
  if (!conflict) return undefined;
  const fields = await Promise.all(
    conflict.fields.map(async (field) => {
      const [mine, theirs, base] = await Promise.all(
        [field.mine, field.theirs, field.base].map(async (value) =>
          Array.isArray(value) ? (await inlineFiles(db, { [field.field]: value }))[field.field] : value,
        ),
      );
      return { ...field, mine, theirs, base };
    }),
  );
  return { ...conflict, fields };
}
