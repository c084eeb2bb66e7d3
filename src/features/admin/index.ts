// The admin feature's public entry: the Invite dialog, loaded when first opened (docs/architecture.md).
export const loadInviteUserDialog = () => import('./invite-user-dialog');
// Sharing offers an admin to invite an address that is not a member yet.
export { sendInvitation } from './invite-actions';
export { INVITE_TOASTS } from './strings';
