import { briefCreatedMessage, MESSAGES } from '../../domain/messages';

// The dashboard's strings and toasts, word for word from docs/spec.md §2 and §8.
export const DASHBOARD = {
  createBrief: 'Create Brief',
  inviteUser: 'Invite User',
  adminHero: 'Admin Dashboard',
  userHero: 'Creative Brief Generator',
  adminHeroLead: 'Every brief across the team, in one place.',
  userHeroLead: 'Create, share and print structured creative briefs, online or offline.',
  emptyTitle: 'Create Your First Brief',
  emptyLead: 'Turn a client conversation into a clear, structured brief your whole team can work from.',
  features: [
    {
      title: 'Structured Approach',
      description:
        'Guided sections cover goals, audience, brand, competitors, deliverables and creative direction.',
    },
    {
      title: 'Team Alignment',
      description: 'Share briefs with colleagues so designers, writers and clients work from the same page.',
    },
    {
      title: 'Professional Output',
      description: 'A clean, printable view turns every brief into a polished PDF for your clients.',
    },
  ],
  totalBriefs: 'Total Briefs',
  drafts: 'Drafts',
  inProgress: 'In Progress',
  /** The status's own label (docs/spec.md §4); the card counts briefs waiting for review. */
  review: 'Review',
  completed: 'Completed',
  yourBriefs: 'Your Briefs',
  allBriefs: 'All Briefs',
  adminView: 'Admin View',
  newBrief: 'New Brief',
  view: 'View',
  edit: 'Edit',
  share: 'Share',
  delete: 'Delete',
  duplicate: 'Duplicate',
  sharedBy: (owner: string) => `Shared by ${owner}`,
  ownedBy: (owner: string) => `Owner: ${owner}`,
  updated: (relative: string) => `Updated ${relative}`,
  lastChangeBy: (name: string) => `Last change by ${name}`,
  showMore: 'Show more briefs',
  showing: (shown: number, total: number) => `Showing ${shown} of ${total} briefs`,
  accountMenu: 'Account',
  signOut: 'Sign out',
  // Ours: the account menu's entries besides 'Sign out'.
  team: 'Team',
  profile: 'Profile',
  manageTemplates: 'Manage templates',
  changePassword: 'Change password',
  signedInAs: (email: string) => `Signed in as ${email}`,
} as const;

export const CREATE_BRIEF = {
  title: 'Create New Brief',
  description: 'Start with the basics; you can fill in every section in the editor.',
  briefTitle: 'Brief Title',
  briefTitlePlaceholder: 'e.g. Spring Campaign 2025',
  company: 'Company',
  companyPlaceholder: 'Client or company name',
  requiredNote: 'Fields marked * are required.',
  type: 'Brief Type',
  projectDescription: 'Description',
  projectDescriptionPlaceholder: 'A short summary of the project (optional)',
  cancel: 'Cancel',
  submit: 'Create Brief',
  creating: 'Creating...',
} as const;

export const DELETE_BRIEF = {
  title: 'Delete Brief',
  question: MESSAGES.deleteConfirm,
  /**
   * The spec's question, then which brief and who else loses it: `shares` is null while unknown (still
   * loading, or offline), and then says nothing rather than guess.
   */
  description: (title: string, shares: number | null) => {
    const removed = `${MESSAGES.deleteConfirm} "${title}" will be permanently removed`;
    if (shares === null) return `${removed}.`;
    if (shares === 0) return `${removed}. It is not shared with anyone.`;
    const who = shares === 1 ? 'the person' : `the ${shares} people`;
    return `${removed}, and ${who} it is shared with will lose access.`;
  },
  confirm: 'Delete',
} as const;

export const SIGN_OUT_WARNING = {
  title: 'Sign out with unsynced changes?',
  description: (n: number) =>
    `${n} ${n === 1 ? 'change has' : 'changes have'} not reached the server yet. They stay on this device and will sync the next time you sign in here.`,
  confirm: 'Sign out anyway',
} as const;

export const BRIEF_TOASTS = {
  created: briefCreatedMessage,
  createFailed: MESSAGES.createError,
  deleted: MESSAGES.briefDeleted,
  deleteFailed: MESSAGES.deleteError,
} as const;
