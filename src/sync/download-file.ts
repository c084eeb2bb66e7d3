// Downloads (docs/design.md §6): pulls carry references only; a file's bytes are fetched through the
// unmodified supabase-js storage client, with the user's session (the bucket is private, its policies
// decide), when its brief is opened online or the user keeps a brief's files offline, and kept in the
// local file store, so the file opens offline from then on. A file already here is not fetched again.
import type { BriefsmithDB } from '../data/db';
import { localFilesById } from '../data/file-reads';
import { keepDownloadedFile } from '../data/file-store';
import type { StoredFile } from '../domain/brief';
import { FILE_BUCKET } from '../domain/file-refs';
import type { SyncClient } from './client';

export type DownloadReport = { downloaded: number; failed: { id: string; reason: string }[] };

export async function downloadStoredFiles(
  db: BriefsmithDB,
  supabase: SyncClient,
  files: readonly StoredFile[],
  now: () => number,
): Promise<DownloadReport> {
  const report: DownloadReport = { downloaded: 0, failed: [] };
  const held = await localFilesById(
    db,
    files.map(({ file }) => file.id),
  );
  const missing = new Map(
    files.filter(({ file }) => !held.get(file.id)?.blob).map((item) => [item.file.id, item]),
  );
  for (const { name, file } of missing.values()) {
    try {
      const { data, error } = await supabase.storage.from(FILE_BUCKET).download(file.path);
      if (error || !data) {
        report.failed.push({ id: file.id, reason: error?.message ?? 'No data' });
        continue;
      }
      await keepDownloadedFile(db, file, data, now(), name);
      report.downloaded++;
    } catch (error) {
      report.failed.push({ id: file.id, reason: error instanceof Error ? error.message : String(error) });
    }
  }
  return report;
}
