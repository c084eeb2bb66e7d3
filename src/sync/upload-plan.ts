// The upload queue's decisions, pure (docs/design.md §6): a change that refers to files is pushed only
// once each of them is in Storage, so no colleague ever pulls a reference to a missing object; a refused
// upload blocks that change with the server's reason, and nothing else waits; files go up in the order
// their changes will be pushed.
import type { LocalFile } from '../data/records';
import { storedFilesOf } from '../domain/file-refs';

export type HeadReadiness =
  { kind: 'push' } | { kind: 'wait'; fileIds: string[] } | { kind: 'blocked'; reason: string };

type FileState = Pick<LocalFile, 'id' | 'name' | 'upload' | 'error'>;

export function uploadRefusedReason(name: string, error: string): string {
  return `${name} could not be uploaded: ${error}`;
}

/**
 * Whether a change may go: every referenced file uploaded, or held by this device never (a reference
 * pulled from the server names an object that is there). A refused file blocks the change.
 */
export function headReadiness(
  patch: Readonly<Record<string, unknown>>,
  files: ReadonlyMap<string, FileState>,
): HeadReadiness {
  const waiting: string[] = [];
  for (const { name, file } of storedFilesOf(patch)) {
    const held = files.get(file.id);
    if (held?.upload === 'refused') {
      return { kind: 'blocked', reason: uploadRefusedReason(name || held.name, held.error ?? '') };
    }
    if (held?.upload === 'pending') waiting.push(file.id);
  }
  return waiting.length === 0 ? { kind: 'push' } : { kind: 'wait', fileIds: waiting };
}

/** The file ids a change refers to, in its own order. */
export function referencedFileIds(patch: Readonly<Record<string, unknown>>): string[] {
  return storedFilesOf(patch).map(({ file }) => file.id);
}

/** Pending files ordered by the first change (outbox order) naming them, then by when they were chosen. */
export function uploadOrder<F extends Pick<LocalFile, 'id' | 'createdAt'>>(
  pending: readonly F[],
  changes: readonly { seq: number; patch: Readonly<Record<string, unknown>> }[],
): F[] {
  const rank = new Map<string, [number, number]>();
  for (const change of [...changes].sort((a, b) => a.seq - b.seq)) {
    referencedFileIds(change.patch).forEach((id, position) => {
      if (!rank.has(id)) rank.set(id, [change.seq, position]);
    });
  }
  const key = (file: F): [number, number, number] => {
    const [seq, position] = rank.get(file.id) ?? [Infinity, 0];
    return [seq, position, file.createdAt];
  };
  return [...pending].sort((a, b) => {
    const [ka, kb] = [key(a), key(b)];
    return ka[0] - kb[0] || ka[1] - kb[1] || ka[2] - kb[2] || a.id.localeCompare(b.id);
  });
}

/**
 * The files a pass uploads: those a queued change names, in push order. A file chosen in the editor but
 * never saved (or removed before its upload) is named by no change: it never leaves the device, so a
 * file picked by mistake is not put where the brief's readers can fetch it.
 */
export function filesToUpload<F extends Pick<LocalFile, 'id' | 'createdAt'>>(
  pending: readonly F[],
  changes: readonly { seq: number; patch: Readonly<Record<string, unknown>> }[],
): F[] {
  const named = new Set(changes.flatMap((change) => referencedFileIds(change.patch)));
  return uploadOrder(
    pending.filter((file) => named.has(file.id)),
    changes,
  );
}

export type UploadFailure = { status: number; message: string };
export type UploadAction = 'retry' | 'refresh' | 'refused';

/**
 * What a failed upload means: no answer (status 0), a busy or failing server (5xx, 408, 429) is tried
 * again, from where it stopped; an expired token refreshes the session first; any other refusal (403
 * rights, 413 size, 415 type, 400 bad name) would be refused again, so the change that needs the file
 * is blocked with the server's reason.
 */
export function classifyUploadFailure({ status, message }: UploadFailure): UploadAction {
  if (status === 401 || /jwt expired/i.test(message)) return 'refresh';
  if (status === 0 || status === 408 || status === 429 || status >= 500) return 'retry';
  if (status >= 400) return 'refused';
  return 'retry';
}
