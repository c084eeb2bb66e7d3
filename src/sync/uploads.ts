// The upload queue (docs/design.md §6): files chosen on this device wait in the local file store until
// they are in Storage. One pass sends every pending file a queued change names (a choice never saved
// stays on the device) in the order their changes will be pushed, records progress as it goes (a
// resumable upload's URL too, so a reload resumes), and marks each file
// uploaded — which frees the change that refers to it for the next push. A refused upload is kept with
// the server's reason (its change is then blocked by the push, sync/upload-plan.ts); a lost network or
// a failing server ends the pass, to be tried again later, from where it stopped. It never stops the
// push of anything else: the push only waits for changes whose own files are not up yet.
import type { BriefsmithDB } from '../data/db';
import { pendingUploads } from '../data/file-reads';
import { markUploaded, markUploadProgress, markUploadRefused } from '../data/file-store';
import { uploadFile, type UploadTarget } from './upload-file';
import { classifyUploadFailure, filesToUpload, type UploadFailure } from './upload-plan';

export type UploadContext = {
  db: BriefsmithDB;
  /** Where and as whom to upload, or null (no session: the pass waits for one). */
  target(): Promise<Omit<UploadTarget, 'onProgress'> | null>;
  /** Refreshes the session after a 401: 'ok', 'retry' (network) or 'signed-out'. */
  refreshSession(): Promise<'ok' | 'retry' | 'signed-out'>;
  /** Told after each file reaches Storage (or is refused): the push may go on. */
  onSettled?(): void;
};

export type UploadReport = {
  uploaded: number;
  refused: number;
  /** Why the pass stopped early (to be retried), or null. */
  failure: UploadFailure | null;
};

export async function uploadPendingFiles(ctx: UploadContext): Promise<UploadReport> {
  const { db } = ctx;
  const report: UploadReport = { uploaded: 0, refused: 0, failure: null };
  const waiting = await pendingUploads(db);
  // Every save kicks a pass: with nothing waiting, the outbox (whose patches may hold data URLs) is not read.
  if (waiting.length === 0) return report;
  const pending = filesToUpload(waiting, await db.outbox.orderBy('seq').toArray());
  for (const file of pending) {
    if (!file.blob) continue;
    for (let refreshes = 0; ; refreshes++) {
      const target = await ctx.target();
      if (!target) {
        report.failure = { status: 401, message: 'Sign in to sync' };
        return report;
      }
      const outcome = await uploadFile(
        { ...file, blob: file.blob },
        {
          ...target,
          onProgress: (sent, resumeUrl) => {
            file.resumeUrl = resumeUrl ?? file.resumeUrl;
            void markUploadProgress(db, file.id, sent, resumeUrl);
          },
        },
      );
      if (outcome.ok) {
        await markUploaded(db, file.id);
        report.uploaded++;
        ctx.onSettled?.();
        break;
      }
      const action = classifyUploadFailure(outcome.failure);
      if (action === 'refused') {
        await markUploadRefused(db, file.id, outcome.failure.message || `HTTP ${outcome.failure.status}`);
        report.refused++;
        ctx.onSettled?.();
        break;
      }
      if (action === 'refresh' && refreshes < 1 && (await ctx.refreshSession()) === 'ok') continue;
      report.failure = outcome.failure;
      return report;
    }
  }
  return report;
}
