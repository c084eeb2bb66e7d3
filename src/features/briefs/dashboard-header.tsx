import { FileText, KeyRound, Plus, UserPen, UserPlus, Users } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { PlainButton } from '../../components/ui/native-button';
import { NATIVE_FOCUS_RING } from '../../components/ui/utils';
import { PRODUCT_NAME, TAGLINE } from '../../lib/config';
import { useAuth } from '../auth/auth-provider';
import { SyncStatusPill } from '../sync-status/sync-status-pill';
import { AccountMenu } from './account-menu';
import { DASHBOARD, SIGN_OUT_WARNING } from './strings';
import { useSignOut } from './use-sign-out';

const ProfileDialog = lazy(() => import('../account/profile-dialog'));
const ChangePasswordDialog = lazy(() => import('../account/change-password-dialog'));
const AlertDialog = lazy(() =>
  import('../../components/ui/alert-dialog').then((m) => ({ default: m.AlertDialog })),
);

export interface DashboardHeaderProps {
  onCreate(): void;
  onInvite(): void;
}

/** The dashboard header (spec §2): product name, tagline, sync status, actions and the account menu. */
export function DashboardHeader({ onCreate, onInvite }: DashboardHeaderProps) {
  const { user, isAdmin } = useAuth();
  const signOut = useSignOut();
  const navigate = useNavigate();
  const [accountDialog, setAccountDialog] = useState<'profile' | 'password' | null>(null);
  // Admins manage the team from the account menu; members never see the entry (issue 11).
  const accountItems = [
    ...(isAdmin ? [{ label: DASHBOARD.team, icon: Users, onSelect: () => void navigate('/team') }] : []),
    { label: DASHBOARD.profile, icon: UserPen, onSelect: () => setAccountDialog('profile') },
    { label: DASHBOARD.changePassword, icon: KeyRound, onSelect: () => setAccountDialog('password') },
  ];

  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/90 backdrop-blur">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-3 px-4 py-3 sm:px-6">
        <Link to="/" className={`flex items-center gap-3 rounded-lg ${NATIVE_FOCUS_RING}`}>
          <span className="flex size-10 items-center justify-center rounded-xl bg-gradient-to-br from-indigo-600 to-violet-600 text-white shadow-sm">
            <FileText aria-hidden="true" className="size-5" />
          </span>
          <span className="flex flex-col leading-tight">
            <span className="text-lg font-bold text-slate-900">{PRODUCT_NAME}</span>
            <span className="text-xs text-slate-600">{TAGLINE}</span>
          </span>
        </Link>
        <div className="flex flex-wrap items-center gap-2">
          {/* On a phone the status has a row of its own whatever it says, so the header's height never
              changes as the status does (the page below would jump: layout shift). */}
          <div className="basis-full sm:basis-auto">
            <SyncStatusPill />
          </div>
          {isAdmin && (
            <PlainButton variant="outline" onPress={onInvite}>
              <UserPlus aria-hidden="true" />
              {DASHBOARD.inviteUser}
            </PlainButton>
          )}
          <PlainButton onPress={onCreate}>
            <Plus aria-hidden="true" />
            {DASHBOARD.createBrief}
          </PlainButton>
          <AccountMenu
            email={user?.email ?? ''}
            items={accountItems}
            onSignOut={() => void signOut.requestSignOut()}
          />
        </div>
      </div>
      {accountDialog && user && (
        <Suspense fallback={null}>
          {accountDialog === 'profile' ? (
            <ProfileDialog userId={user.id} email={user.email ?? ''} onClose={() => setAccountDialog(null)} />
          ) : (
            <ChangePasswordDialog email={user.email ?? ''} onClose={() => setAccountDialog(null)} />
          )}
        </Suspense>
      )}
      {signOut.pendingWarning !== null && (
        <Suspense fallback={null}>
          <AlertDialog
            isOpen
            onOpenChange={(open) => !open && signOut.cancel()}
            title={SIGN_OUT_WARNING.title}
            description={SIGN_OUT_WARNING.description(signOut.pendingWarning)}
            confirmLabel={SIGN_OUT_WARNING.confirm}
            onConfirm={() => void signOut.confirmSignOut()}
          />
        </Suspense>
      )}
    </header>
  );
}
