// The sharing feature's public entry: the Share dialog, loaded when first opened (docs/architecture.md).
// The view's "Share with client" is in brief-parts.ts (composed by src/app/brief-extras.tsx).
export const loadShareBriefDialog = () => import('./share-brief-dialog');
