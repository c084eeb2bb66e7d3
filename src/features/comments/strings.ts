// The comments' words (docs/design.md §26). The quoted names of the issue are a contract: "Comments",
// "Add comment", "Reply", "Resolve", "Reopen", "Edit", "Delete", "Show resolved", "Mentions for you".
export const COMMENTS = {
  button: 'Comments',
  /** The button's name with its count of open threads: "Comments, 2 open". */
  buttonName: (open: number) => (open > 0 ? `Comments, ${open} open` : 'Comments'),
  panelTitle: 'Comments',
  add: 'Add comment',
  reply: 'Reply',
  postReply: 'Post reply',
  resolve: 'Resolve',
  reopen: 'Reopen',
  edit: 'Edit',
  editLabel: 'Edit comment',
  save: 'Save',
  cancel: 'Cancel',
  delete: 'Delete',
  showResolved: 'Show resolved',
  hideResolved: 'Hide resolved',
  resolvedCount: (count: number) => (count === 1 ? '1 resolved thread' : `${count} resolved threads`),
  none: 'No comments on this section yet.',
  deleted: 'Comment deleted',
  edited: '(edited)',
  resolved: 'Resolved',
  unknownPerson: 'A former member',
  /** Beside the name of someone outside the team who commented through a client review link. */
  client: 'Client',
  you: 'You',
  waiting: 'Not sent yet',
  retry: 'Try again',
  discard: 'Discard',
  share: 'Share brief',
  mentionList: 'People who can read this brief',
  mentionHint: 'Type @ to mention someone who can read this brief.',
  noReaders: 'No one else can read this brief yet. Share it first.',
  mentionsForYou: 'Mentions for you',
  mentionIn: (section: string) => `in ${section}`,
  includeComments: 'Include comments',
  untitled: 'Untitled brief',
} as const;

/** A blocked mention: the server's reason (supabase/migrations/*_brief_comments.sql, mention_not_reader). */
export const isMentionRefusal = (reason: string | null) => /mentioned cannot read/i.test(reason ?? '');
