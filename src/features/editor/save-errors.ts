// The toast for a failed save (docs/spec.md §8 'Error saving brief' / 'Please try again.'), except where a plainer
// reason helps: the device is out of storage (the data layer's message; nothing was written, the draft is
// kept) or the brief was deleted elsewhere while it was open.
import { BriefNotFoundError } from '../../data/briefs-repository';
import { StorageFullError } from '../../data/storage';
import type { Toast } from '../../domain/messages';
import { editorStrings } from './strings';

/** The brief is no longer on this device (deleted or unshared elsewhere while the editor was open). */
export class BriefGoneError extends Error {
  constructor() {
    super(editorStrings.briefGone);
    this.name = 'BriefGoneError';
  }
}

export function saveErrorMessage(error: unknown): Toast {
  const title = editorStrings.saveErrorToast.title;
  if (error instanceof StorageFullError) return { title, description: error.userMessage };
  if (error instanceof BriefGoneError || error instanceof BriefNotFoundError) {
    return { title, description: editorStrings.briefGone };
  }
  return { ...editorStrings.saveErrorToast };
}
