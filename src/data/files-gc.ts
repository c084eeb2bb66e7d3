// Files are kept on the device apart from the rows that refer to them, so they are removed by a sweep
// rather than on each save: a data-URL file (the `files` table, stored once per content) or a local copy
// of a file in Storage (`localFiles`, written by data/file-store.ts) that nothing here refers to any more
// (edited out, brief deleted, conflict resolved, change discarded) is forgotten — never a file still
// waiting to upload, unless it was chosen a week ago and never saved into a brief. One read-write
// transaction over every table that can hold a reference, so no save can add one mid-sweep.
import { storedFilesOf } from '../domain/file-refs';
import type { BriefsmithDB } from './db';
import { forgetUnreferencedFiles } from './file-store';
import { fileRefs } from './files';

type Values = Readonly<Record<string, unknown>> | null | undefined;

/** Sweeps both stores; answers how many records it dropped. */
export async function collectUnusedFiles(db: BriefsmithDB, now = Date.now()): Promise<number> {
  const [dataFiles, localCopies] = await Promise.all([db.files.count(), db.localFiles.count()]);
  if (dataFiles === 0 && localCopies === 0) return 0;
  const tables = [db.files, db.localFiles, db.briefs, db.outbox, db.conflicts, db.history, db.templates];
  return db.transaction('rw', tables, async () => {
    const usedKeys = new Set<string>();
    const usedCopies = new Set<string>();
    const add = (values: Values) => {
      if (!values) return;
      fileRefs(values).forEach((key) => usedKeys.add(key));
      storedFilesOf(values).forEach(({ file }) => usedCopies.add(file.id));
    };
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
    await db.history.each((entry) => {
      for (const [column, change] of Object.entries(entry.changes)) {
        add({ [column]: change?.before });
        add({ [column]: change?.after });
      }
    });
    await db.templates.each((template) => add(template.content));
    const unused = (await db.files.toCollection().primaryKeys()).filter((key) => !usedKeys.has(key));
    await db.files.bulkDelete(unused);
    return unused.length + (await forgetUnreferencedFiles(db, usedCopies, now));
  });
}
