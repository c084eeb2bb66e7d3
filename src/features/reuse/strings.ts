// Reuse strings. Accessible names are a contract: "Duplicate", "Save as template", "Undo".
export const REUSE = {
  duplicate: 'Duplicate',
  duplicated: (title: string) => ({
    title: 'Brief duplicated',
    description: `${title} is ready for editing.`,
  }),
  duplicateFailed: { title: 'Error duplicating brief', description: 'Please try again.' },
  undo: 'Undo',
  restored: { title: 'Brief restored', description: 'The brief is back, exactly as it was.' },
  restoreFailed: { title: 'Error restoring brief', description: 'Please try again.' },
} as const;
