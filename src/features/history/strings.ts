// The history dialog's strings.
import type { HistoryKind } from '../../domain/history';

export const HISTORY = {
  button: 'History',
  title: 'History',
  description: 'Every saved version of this brief: who changed what, and when.',
  restoreVersion: 'Restore this version',
  confirmRestore: {
    title: 'Restore this version?',
    description: (version: number) =>
      `These fields get the values they had in version ${version}; every other field stays as it is. The restore is saved as a new version.`,
    fieldsLabel: 'Fields that will change',
    nothing: 'Every field already has the value it had in this version: restoring changes nothing.',
    confirm: 'Restore',
    cancel: 'Cancel',
  },
  restoreField: (label: string) => `Restore ${label}`,
  restoring: 'Restoring...',
  loading: 'Loading history...',
  empty: 'No versions yet.',
  offline: 'History needs an internet connection for versions this device has not seen yet.',
  loadError: 'The history could not be loaded. Try again later.',
  choose: 'Choose a version to see what changed.',
  noFieldChanges: 'No fields changed in this version.',
  added: 'Added',
  removed: 'Removed',
  checked: 'Checked',
  unchecked: 'Unchecked',
  unknownAuthor: 'Someone',
  restoredToast: { title: 'Version restored', description: 'The restored values were saved and will sync.' },
  restoreError: (message: string) => ({ title: 'Could not restore', description: message }),
  fileMissing: 'A file of this version is no longer available, so it cannot be restored.',
  needsConnection: 'Restoring files needs an internet connection.',
  versionsLabel: 'Versions',
} as const;

/** What a version did, when it was not an ordinary edit. */
export const KIND_LABELS: Record<HistoryKind, string> = {
  created: 'Created the brief',
  updated: 'Edited',
  deleted: 'Deleted the brief',
  restored: 'Restored the brief',
  review_requested: 'Requested review',
  approved: 'Approved',
  changes_requested: 'Requested changes',
};
