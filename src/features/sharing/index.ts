// The sharing feature's public entry: the Share dialog, loaded when first opened (docs/architecture.md).
export const loadShareBriefDialog = () => import('./share-brief-dialog');
/** "Share with client" for a brief's view, loaded with that page (src/app/brief-extras.tsx). */
export const loadClientLinkButton = () => import('./client-link-button');
