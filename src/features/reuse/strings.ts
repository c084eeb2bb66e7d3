// Reuse strings. Accessible names are a contract: "Duplicate", "Save as template", "Undo".
export const REUSE = {
  duplicate: 'Duplicate',
  duplicated: (title: string) => ({
    title: 'Brief duplicated',
    description: `${title} is ready for editing.`,
  }),
  duplicateFailed: { title: 'Error duplicating brief', description: 'Please try again.' },
  /** Files in Storage that are not on this device and could not be downloaded (offline). */
  filesNotCopied: (names: readonly string[]) => ({
    title: names.length === 1 ? 'A file was not copied' : `${names.length} files were not copied`,
    description: `${names.join(', ')} ${names.length === 1 ? 'is' : 'are'} not on this device yet and could not be downloaded. Open the original brief when you are online and add ${names.length === 1 ? 'it' : 'them'} to the copy.`,
  }),
  undo: 'Undo',
  restored: { title: 'Brief restored', description: 'The brief is back, exactly as it was.' },
  restoreFailed: { title: 'Error restoring brief', description: 'Please try again.' },
} as const;
