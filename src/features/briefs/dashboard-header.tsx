import { FileText, LogOut, Plus, UserPlus, UserRound } from 'lucide-react';
import { Button as AriaButton, Header, Section } from 'react-aria-components';
import { Link } from 'react-router-dom';
import { AlertDialog } from '../../components/ui/alert-dialog';
import { Button } from '../../components/ui/button';
import { Menu, MenuItem, MenuTrigger } from '../../components/ui/menu';
import { focusRing } from '../../components/ui/utils';
import { PRODUCT_NAME, TAGLINE } from '../../lib/config';
import { useAuth } from '../auth/auth-provider';
import { SyncStatusPill } from '../sync-status/sync-status-pill';
import { DASHBOARD, SIGN_OUT_WARNING } from './strings';
import { useSignOut } from './use-sign-out';

export interface DashboardHeaderProps {
  onCreate(): void;
  onInvite(): void;
}

/** The dashboard header (spec §2): product name, tagline, sync status, actions and the account menu. */
export function DashboardHeader({ onCreate, onInvite }: DashboardHeaderProps) {
  const { user, isAdmin } = useAuth();
  const signOut = useSignOut();

  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/90 backdrop-blur">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-3 px-4 py-3 sm:px-6">
        <Link
          to="/"
          className="flex items-center gap-3 rounded-lg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
        >
          <span className="flex size-10 items-center justify-center rounded-xl bg-gradient-to-br from-indigo-600 to-violet-600 text-white shadow-sm">
            <FileText aria-hidden="true" className="size-5" />
          </span>
          <span className="flex flex-col leading-tight">
            <span className="text-lg font-bold text-slate-900">{PRODUCT_NAME}</span>
            <span className="text-xs text-slate-600">{TAGLINE}</span>
          </span>
        </Link>
        <div className="flex flex-wrap items-center gap-2">
          <SyncStatusPill />
          {isAdmin && (
            <Button variant="outline" onPress={onInvite}>
              <UserPlus aria-hidden="true" />
              {DASHBOARD.inviteUser}
            </Button>
          )}
          <Button onPress={onCreate}>
            <Plus aria-hidden="true" />
            {DASHBOARD.createBrief}
          </Button>
          <MenuTrigger>
            <AriaButton
              aria-label={DASHBOARD.accountMenu}
              className={(rp) =>
                focusRing({
                  ...rp,
                  className:
                    'flex size-10 items-center justify-center rounded-full border border-slate-300 bg-white text-slate-700 hover:bg-slate-50',
                })
              }
            >
              <UserRound aria-hidden="true" className="size-5" />
            </AriaButton>
            <Menu onAction={(key) => key === 'sign-out' && void signOut.requestSignOut()}>
              <Section>
                <Header className="truncate px-3 py-2 text-xs text-slate-600">
                  {DASHBOARD.signedInAs(user?.email ?? '')}
                </Header>
                <MenuItem id="sign-out" textValue={DASHBOARD.signOut}>
                  <LogOut aria-hidden="true" />
                  {DASHBOARD.signOut}
                </MenuItem>
              </Section>
            </Menu>
          </MenuTrigger>
        </div>
      </div>
      <AlertDialog
        isOpen={signOut.pendingWarning !== null}
        onOpenChange={(open) => !open && signOut.cancel()}
        title={SIGN_OUT_WARNING.title}
        description={SIGN_OUT_WARNING.description(signOut.pendingWarning ?? 0)}
        confirmLabel={SIGN_OUT_WARNING.confirm}
        onConfirm={() => void signOut.confirmSignOut()}
      />
    </header>
  );
}
