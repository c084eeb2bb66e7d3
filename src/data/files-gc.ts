// Files are stored once per content and shared by every row, patch and conflict value that holds
// their reference, so they are removed by a sweep rather than on each save: a file no longer
// referenced anywhere (edited out, brief deleted, conflict resolved) is deleted. One read-write
// transaction over every table that can hold a reference, so no save can add one mid-sweep.
import type { BriefsmithDB } from './db';
import { fileRefs } from './files';

export async function collectUnusedFiles(db: BriefsmithDB): Promise<number> {
  if ((await db.files.count()) === 0) return 0;
  return db.transaction('rw', [db.files, db.briefs, db.outbox, db.conflicts], async () => {
    const used = new Set<string>();
    const add = (values: Parameters<typeof fileRefs>[0]) => fileRefs(values).forEach((key) => used.add(key));
    await db.briefs.each((record) => {
      add(record.row);
      add(record.base);
    });
    await db.outbox.each((entry) => {
      add(entry.patch);
      add(entry.baseValues);
    });
    await db.conflicts.each((conflict) => {
      add(conflict.row);
      for (const field of conflict.fields) {
        for (const value of [field.base, field.mine, field.theirs]) add({ [field.field]: value });
      }
    });
    const unused = (await db.files.toCollection().primaryKeys()).filter((key) => !used.has(key));
    await db.files.bulkDelete(unused);
    return unused.length;
  });
}
