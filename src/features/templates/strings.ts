// Template strings (issue 14). "Save as template" is an accessible name in the contract.
export const TEMPLATES = {
  startFrom: 'Start from',
  blank: 'Blank',
  builtIn: (name: string) => `${name} (built-in)`,
  team: (name: string, author: string) => (author ? `${name} (by ${author})` : name),
  saveAsTemplate: 'Save as template',
  dialogTitle: 'Save as template',
  dialogDescription:
    'Everyone on the team can start new briefs from it. Title, company, status and files are not included.',
  name: 'Template name',
  save: 'Save template',
  saving: 'Saving...',
  cancel: 'Cancel',
  offline: 'Saving a template needs a connection. Try again when you are back online.',
  saved: (name: string) => ({ title: 'Template saved', description: `${name} is ready for the whole team.` }),
  saveFailed: (message?: string) => ({
    title: 'Error saving template',
    description: message || 'Please try again.',
  }),
} as const;
