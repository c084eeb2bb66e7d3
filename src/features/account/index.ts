// The account feature's public entry (docs/architecture.md): the recovery gate (a new password after
// "Forgot password?"), and the Profile and Change password dialogs, loaded when first opened.
export { RecoveryGate } from './recovery-gate';
export const loadProfileDialog = () => import('./profile-dialog');
export const loadChangePasswordDialog = () => import('./change-password-dialog');
export { DeviceStorageGroup } from './device-storage';
