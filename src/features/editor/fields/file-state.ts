// Where a file kept in Storage stands on this device, as the editor says it (docs/design.md §6): waiting
// to upload while offline, uploading with its progress while online, nothing once it is in Storage and
// here; not on this device when its bytes were never downloaded.
import type { LocalFile } from '../../../data/records';
import { editorStrings } from '../strings';

const s = editorStrings.upload;

export type FileState =
  | { kind: 'here' }
  | { kind: 'waiting' }
  | { kind: 'uploading'; percent: number }
  | { kind: 'refused'; reason: string }
  | { kind: 'not-here' };

export function fileState(
  file: Pick<LocalFile, 'upload' | 'sentBytes' | 'size' | 'error' | 'blob'> | undefined,
  online: boolean,
): FileState {
  if (!file?.blob) return { kind: 'not-here' };
  if (file.upload === 'refused') return { kind: 'refused', reason: file.error ?? '' };
  if (file.upload === 'done') return { kind: 'here' };
  if (!online) return { kind: 'waiting' };
  const percent = file.size > 0 ? Math.floor((100 * file.sentBytes) / file.size) : 0;
  return { kind: 'uploading', percent: Math.min(99, percent) };
}

/** The words shown beside the file (null: nothing to say). */
export function fileStateText(state: FileState): string | null {
  switch (state.kind) {
    case 'here':
      return null;
    case 'waiting':
      return s.waiting;
    case 'uploading':
      return s.uploading(state.percent);
    case 'refused':
      return s.refused(state.reason);
    case 'not-here':
      return s.notHere;
  }
}
