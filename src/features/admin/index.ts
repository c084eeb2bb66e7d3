// The admin feature's public entry: the Invite dialog, loaded when first opened (docs/architecture.md).
export const loadInviteUserDialog = () => import('./invite-user-dialog');
