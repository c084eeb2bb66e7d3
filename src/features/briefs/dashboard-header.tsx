import { BookMarked, FileText, KeyRound, Plus, UserPen, UserPlus, Users } from 'lucide-react';
import { lazy, memo, Suspense, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { PlainButton } from '../../components/ui/native-button';
import { NATIVE_FOCUS_RING } from '../../components/ui/utils';
import { PRODUCT_NAME, TAGLINE } from '../../lib/config';
import { useAuth } from '../../session';
import { SyncStatusPill } from '../../components/sync-status';
import { AccountMenu } from './account-menu';
import { useDashboardExtras } from './dashboard-extras';
import { DASHBOARD, SIGN_OUT_WARNING } from './strings';
import { useSignOut } from './use-sign-out';

const AlertDialog = lazy(() =>
  import('../../components/ui/alert-dialog').then((m) => ({ default: m.AlertDialog })),
);

export interface DashboardHeaderProps {
  onCreate(): void;
  onInvite(): void;
}

/** The dashboard header (docs/spec.md §2): product name, tagline, sync status, actions and the account menu. */
export const DashboardHeader = memo(function DashboardHeader({ onCreate, onInvite }: DashboardHeaderProps) {
  const { user, isAdmin } = useAuth();
  const { ProfileDialog, ChangePasswordDialog, ManageTemplatesDialog, accountMenuGroup } =
    useDashboardExtras();
  const signOut = useSignOut();
  const navigate = useNavigate();
  const [accountDialog, setAccountDialog] = useState<'profile' | 'password' | 'templates' | null>(null);
  // Admins manage the team from the account menu; members never see the entry.
  const accountItems = [
    ...(isAdmin ? [{ label: DASHBOARD.team, icon: Users, onSelect: () => void navigate('/team') }] : []),
    { label: DASHBOARD.profile, icon: UserPen, onSelect: () => setAccountDialog('profile') },
    { label: DASHBOARD.changePassword, icon: KeyRound, onSelect: () => setAccountDialog('password') },
    // Team templates are everyone's: members rename or delete their own, admins any.
    { label: DASHBOARD.manageTemplates, icon: BookMarked, onSelect: () => setAccountDialog('templates') },
  ];

  return (
    <header className="sticky top-0 z-30 border-b border-line bg-surface/90 backdrop-blur">
      {/* One row at every width: on a phone the logo mark goes, the sync status shrinks to its icon and the
          buttons to theirs — each keeps its whole text as its accessible name. */}
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-3 px-4 py-3 sm:px-6">
        <Link to="/" className={`flex min-w-0 items-center gap-3 rounded-lg ${NATIVE_FOCUS_RING}`}>
          <span className="hidden size-10 shrink-0 items-center justify-center rounded-xl bg-gradient-to-br from-hero-from to-hero-to text-on-hero shadow-sm sm:flex">
            <FileText aria-hidden="true" className="size-5" />
          </span>
          <span className="flex min-w-0 flex-col leading-tight">
            <span className="text-lg font-bold text-fg">{PRODUCT_NAME}</span>
            <span className="truncate text-xs text-fg-muted">{TAGLINE}</span>
          </span>
        </Link>
        <div className="flex shrink-0 items-center gap-2">
          <div className="max-sm:[&_button]:px-2 max-sm:[&_button>span]:sr-only">
            <SyncStatusPill />
          </div>
          {isAdmin && (
            <PlainButton variant="outline" onPress={onInvite} className="max-sm:px-2.5">
              <UserPlus aria-hidden="true" />
              <span className="max-sm:sr-only">{DASHBOARD.inviteUser}</span>
            </PlainButton>
          )}
          <PlainButton onPress={onCreate} className="max-sm:px-2.5">
            <Plus aria-hidden="true" />
            <span className="max-sm:sr-only">{DASHBOARD.createBrief}</span>
          </PlainButton>
          <AccountMenu
            email={user?.email ?? ''}
            items={accountItems}
            onSignOut={() => void signOut.requestSignOut()}
            group={accountMenuGroup}
          />
        </div>
      </div>
      {accountDialog && user && (
        <Suspense fallback={null}>
          {accountDialog === 'templates' ? (
            <ManageTemplatesDialog onClose={() => setAccountDialog(null)} />
          ) : accountDialog === 'profile' ? (
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
});
