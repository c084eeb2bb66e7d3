import { lazy, Suspense } from 'react';
import { useAuth } from '../../session';
import { useRecovering } from './password-recovery';

const NewPasswordDialog = lazy(() => import('./new-password-dialog'));

/** Asks for a new password once a recovery link has signed the person in (spec: PASSWORD_RECOVERY). */
export function RecoveryGate() {
  const recovering = useRecovering();
  const { status } = useAuth();
  if (!recovering || status !== 'signed-in') return null;
  return (
    <Suspense fallback={null}>
      <NewPasswordDialog />
    </Suspense>
  );
}
