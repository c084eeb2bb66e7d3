// What the update prompt says. Not in the spec's catalogue: the spec predates the installable app.
export const UPDATE_STRINGS = {
  available: 'A new version of Briefsmith is available.',
  saveFirst: 'Save your changes first, then reload to update.',
  reload: 'Reload',
  later: 'Later',
} as const;
