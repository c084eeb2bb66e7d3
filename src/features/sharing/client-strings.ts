// "Share with client": a review link for someone outside the team. The quoted names of the issue are a
// contract: "Share with client", "Can view", "Can comment and approve", "Create link", "Copy client
// link", "Revoke". The offline notice is worded as the app's other online-only actions.
import type { ClientLinkDays, ClientLinkPermission } from '../../domain/client-links';

export const CLIENT_LINK = {
  button: 'Share with client',
  title: 'Share with client',
  description: (title: string) =>
    `Send "${title}" to a client: the link opens the brief without an account, until it expires or you revoke it.`,
  permission: 'The client',
  permissions: {
    view: 'Can view',
    comment: 'Can comment and approve',
  } satisfies Record<ClientLinkPermission, string>,
  expiry: 'The link works for',
  days: (days: ClientLinkDays) => (days === 1 ? '1 day' : `${days} days`),
  create: 'Create link',
  creating: 'Creating...',
  link: 'Client link',
  linkHint: 'Copy it now: for safety, the full link is shown only once.',
  copy: 'Copy client link',
  copied: { title: 'Client link copied', description: 'Paste it into your e-mail to the client.' },
  copyFailed: {
    title: 'Could not copy',
    description: 'This browser did not allow access to the clipboard. Select the link and copy it.',
  },
  createError: (message: string) => ({ title: 'Could not create the link', description: message }),
  links: 'Client links',
  loading: 'Loading client links...',
  none: 'No client links yet.',
  madeBy: (name: string) => `Made by ${name}`,
  expires: (date: string) => `Expires ${date}`,
  expired: (date: string) => `Expired ${date}`,
  revoked: 'Revoked',
  lastOpened: (time: string) => `Last opened ${time}`,
  neverOpened: 'Never opened',
  revoke: 'Revoke',
  revokeName: (permission: string, date: string) => `Revoke the link (${permission}, expires ${date})`,
  revokedToast: { title: 'Link revoked', description: 'The client can no longer open the brief with it.' },
  revokeError: { title: 'Could not revoke the link', description: 'Please try again.' },
  offline: 'Creating a client link needs an internet connection. Reconnect to create or revoke links.',
  notSynced: 'This brief has not reached the server yet. You can share it once it has synced.',
} as const;
