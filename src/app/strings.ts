// What the error screens say. A failure never deletes anything: every message says so, because the
// user's first worry is the work they saved.
import type { StorageFailure } from '../data/storage';

// Strings the app shell itself shows.
export const APP = {
  skipToContent: 'Skip to content',
} as const;

export const ERROR_SCREEN = {
  title: 'Something went wrong',
  generic:
    'This screen could not be shown. Everything you saved is still on this device. Reload to try again.',
  reload: 'Reload',
  backToDashboard: 'Back to Dashboard',
  signOut: 'Sign out',
  details: 'Details',
} as const;

export const STORAGE_FAILURE_MESSAGES: Record<StorageFailure, { title: string; description: string }> = {
  quota: {
    title: 'This device is out of storage space',
    description:
      'Briefsmith cannot open its database until some space is free. Everything you saved is still on this device: free up some space, then reload.',
  },
  blocked: {
    title: 'Briefsmith is open in another tab',
    description:
      'A newer version of Briefsmith needs to update its database, and another tab still has the older version open. Close the other Briefsmith tabs, then reload. Everything you saved is kept.',
  },
  unavailable: {
    title: 'This browser does not let Briefsmith store data',
    description:
      'Briefsmith keeps your briefs in this browser’s storage, which is switched off here (private browsing may be on). Open Briefsmith in a normal window. Nothing you saved before has been lost.',
  },
};
