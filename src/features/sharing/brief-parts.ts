// What a brief's view shows of sharing: "Share with client" in its header. Imported only by
// src/app/brief-extras.tsx, which loads with a brief's pages.
export { ClientLinkButton } from './client-link-button';
