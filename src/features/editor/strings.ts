// Every string the editor shows, from docs/spec.md §2 and §8 word for word where the spec gives one (the toasts
// come from the domain's single catalogue).
import { SECTIONS } from '../../domain/fields';
import { MESSAGES } from '../../domain/messages';

export const editorStrings = {
  loading: 'Loading...',
  notFound: 'Brief not found',
  notFoundToast: MESSAGES.briefNotFound,
  loadErrorToast: MESSAGES.loadError,
  savedToast: MESSAGES.briefSaved,
  saveErrorToast: MESSAGES.saveError,
  backToDashboard: 'Back to Dashboard',
  preview: 'Preview',
  save: 'Save',
  saving: 'Saving...',
  saveBrief: 'Save Brief',
  unsavedIndicator: 'Unsaved changes',
  briefGone: 'This brief was deleted or unshared on another device, so the changes could not be saved.',
  untitled: 'Untitled brief',
  /** The counter under Brief Title. */
  titleCount: (length: number, max: number) => `${length}/${max} characters`,
  changedMeanwhile:
    'Someone else changed a field you are editing. Your text stays; when you save you choose which to keep.',
  askForEdit: (owner: string) => `Only ${owner}, who owns it, can give you edit access.`,
  readOnly:
    'This brief is shared with you as View Only: you can look through it, but changes cannot be saved.',
  unsaved: {
    title: 'Unsaved changes',
    description: 'You have changes that are not saved yet. Save them before leaving?',
    save: 'Save',
    discard: 'Discard',
    cancel: 'Cancel',
  },
  concurrent: {
    title: 'Changed elsewhere while you were editing',
    description:
      'Someone else changed these fields after you opened the brief. Keep your values, or take theirs for these fields?',
    yours: 'Yours:',
    theirs: 'Theirs:',
    keepMine: 'Keep mine',
    takeTheirs: 'Take theirs',
    cancel: 'Cancel',
    empty: '(empty)',
    files: (n: number) => `${n} file${n === 1 ? '' : 's'}`,
    changedChecklist: 'A different selection',
  },
  upload: {
    dropHere: (noun: string) => `Drag and drop ${noun} here, or`,
    dropZone: (noun: string) => `Drop ${noun} here`,
    choose: 'Choose files',
    reading: 'Reading files...',
    uploaded: (noun: string) => `Uploaded ${noun}`,
    remove: (name: string) => `Remove ${name}`,
    unreadable: { title: 'File could not be read', description: 'Please try again.' },
    waiting: 'Waiting to upload',
    uploading: (percent: number) => `Uploading ${percent}%`,
    notHere: 'Not on this device yet',
    refused: (reason: string) => `Not uploaded: ${reason}`,
  },
  sync: {
    unsynced: 'Saved on this device, not synced yet',
    blocked: 'Sync blocked: the server refused this change',
    conflict: 'Conflict: this brief changed elsewhere',
  },
} as const;

/** The sections' titles, from the field registry. */
export const sectionTitles = { ...SECTIONS, details: SECTIONS.requirements } as const;
