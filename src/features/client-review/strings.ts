// The client's page's words. The quoted names of the issue are a contract: "Export PDF", "Approve",
// "Request changes", "Comments".
export const CLIENT_PAGE = {
  loading: 'Loading...',
  exportPdf: 'Export PDF',
  sentBy: (name: string) => `Sent by ${name}`,
  worksUntil: (date: string) => `This link works until ${date}.`,
  viewOnly: 'You can read this brief.',
  gone: {
    expired: {
      title: 'This link has expired',
      text: 'Ask the person who sent it for a new link.',
    },
    revoked: {
      title: 'This link no longer works',
      text: 'The person who sent it has taken it back. Ask them for a new link if you still need it.',
    },
    unknown: {
      title: 'This link does not work',
      text: 'Check that you copied the whole link, or ask the person who sent it for a new one.',
    },
  },
  unreachable: {
    title: 'The brief could not be loaded',
    text: 'Check your connection and try again.',
    retry: 'Try again',
  },
  busy: (seconds: number) => `Too many requests. Try again in ${seconds} seconds.`,
  failed: 'Something went wrong. Please try again.',
} as const;

export const CLIENT_COMMENTS = {
  button: 'Comments',
  buttonName: (count: number) => (count > 0 ? `Comments, ${count}` : 'Comments'),
  panelTitle: 'Comments',
  none: 'No comments on this section yet.',
  add: 'Add comment',
  reply: 'Reply',
  postReply: 'Post reply',
  cancel: 'Cancel',
  sending: 'Sending...',
  client: 'Client',
  team: 'Team',
  /** A member of the team with no full name (the page never gets their e-mail). */
  teamMember: 'Team member',
  resolved: 'Resolved',
} as const;

export const CLIENT_IDENTITY = {
  heading: 'Who is commenting?',
  hint: 'Asked once; this browser remembers it. The team sees your name, never shows your e-mail.',
  name: 'Your name',
  email: 'Your e-mail',
  change: 'Change',
  as: (name: string) => `Commenting as ${name}`,
} as const;

export const CLIENT_DECISION = {
  heading: 'Your decision',
  text: 'Approve the brief, or ask for changes. The team is told at once.',
  note: 'Note (optional)',
  approve: 'Approve',
  requestChanges: 'Request changes',
  sending: 'Sending...',
  decided: (line: string, time: string) => `${line} · ${time}`,
  again: 'You can decide again: the team sees your latest decision.',
} as const;
