// Review and sign-off strings.
export const REVIEW = {
  request: 'Request review',
  requestTitle: 'Request review',
  requestDescription: (title: string) =>
    `Ask people who can read "${title}" to review it. Its status becomes Review.`,
  reviewers: 'Reviewers',
  noCandidates: 'Share this brief first: reviewers must be people who can read it.',
  loadingCandidates: 'Loading people...',
  note: 'Note (optional)',
  send: 'Send request',
  sending: 'Sending...',
  offline: 'Requesting a review needs an internet connection.',
  requested: (count: number) => ({
    title: 'Review requested',
    description:
      count === 1 ? 'Your reviewer was told by e-mail.' : `Your ${count} reviewers were told by e-mail.`,
  }),
  requestError: (message: string) => ({ title: 'Could not request a review', description: message }),
  waiting: 'Waiting for your review',
  waitingFrom: (name: string) => `Requested by ${name}`,
  approve: 'Approve',
  requestChanges: 'Request changes',
  decisionNote: 'Your note',
  decided: { title: 'Review sent', description: 'Your decision was recorded.' },
  /** "You requested changes · 10:42": the reviewer's own decision and when. */
  youDecided: (status: 'approved' | 'changes_requested', time: string) =>
    `${status === 'approved' ? 'You approved' : 'You requested changes'}${time ? ` · ${time}` : ''}`,
  changeDecision: 'Change your decision',
  cancelChange: 'Cancel',
  decideError: (message: string) => ({ title: 'Could not send your review', description: message }),
  allApproved: 'Every reviewer approved this brief.',
  markCompleted: 'Mark as Completed',
  markedCompleted: { title: 'Brief completed', description: 'The status is now Completed.' },
  reviewHeading: 'Review',
} as const;
