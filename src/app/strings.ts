// Strings the app shell itself shows.
export const APP = {
  skipToContent: 'Skip to content',
} as const;
