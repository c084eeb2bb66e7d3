// The sharing feature's public entry: the Share dialog, loaded when first opened (docs/architecture.md).
export const loadShareBriefDialog = () => import('./share-brief-dialog');
