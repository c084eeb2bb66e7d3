import { FileText } from 'lucide-react';
import { useState } from 'react';
import { Navigate, useSearchParams } from 'react-router-dom';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';
import { PlainTabs } from '../../components/ui/plain-tabs';
import { PRODUCT_NAME, TAGLINE } from '../../lib/config';
import { useOnline } from '../../lib/online';
import { useAuth } from '../../session';
import { DeadInvitation } from './dead-invitation';
import { SignInForm } from './sign-in-form';
import { SignUpForm } from './sign-up-form';
import { AUTH } from './strings';
import { useInvitation } from './use-invitation';

/** /auth (docs/spec.md §2): sign in, or accept an invitation when the link carries `?invite=<token>`. */
export default function AuthPage() {
  const { status } = useAuth();
  const [params] = useSearchParams();
  const token = params.get('invite');
  const invitation = useInvitation(token);
  const online = useOnline();
  // Default tab: sign-up when an invite token exists, otherwise sign-in (docs/spec.md §2).
  const [tab, setTab] = useState(token ? 'signup' : 'signin');

  if (status === 'signed-in') return <Navigate to="/" replace />;

  return (
    <main
      id="main-content"
      tabIndex={-1}
      className="outline-none flex min-h-screen flex-col items-center justify-center bg-gradient-to-br from-accent-soft via-canvas to-brand-soft px-4 py-10"
    >
      <div className="flex w-full max-w-md flex-col gap-6">
        <div className="flex flex-col items-center gap-3 text-center">
          <div className="flex size-14 items-center justify-center rounded-2xl bg-gradient-to-br from-hero-from to-hero-to text-on-hero shadow-lg shadow-hero-from/20">
            <FileText aria-hidden="true" className="size-7" />
          </div>
          <div>
            <h1 className="text-3xl font-bold tracking-tight text-fg">{PRODUCT_NAME}</h1>
            <p className="text-sm text-fg-muted">{TAGLINE}</p>
          </div>
        </div>
        {!online && (
          <p
            role="status"
            className="rounded-lg border border-warning-line bg-warning-soft p-3 text-center text-sm text-warning-fg"
          >
            {AUTH.offline}
          </p>
        )}
        <Card className="shadow-md">
          <CardHeader className="pb-4 text-center">
            <CardTitle level={2} className="text-2xl">
              {AUTH.welcome}
            </CardTitle>
          </CardHeader>
          <CardContent>
            <PlainTabs
              label={AUTH.welcome}
              selected={tab}
              onSelect={setTab}
              tabs={[
                { id: 'signin', label: AUTH.signInTab, panel: <SignInForm /> },
                {
                  id: 'signup',
                  label: token ? AUTH.acceptInviteTab : AUTH.signUpTab,
                  isDisabled: !token,
                  panel:
                    invitation.status === 'checking' ? (
                      <div
                        role="status"
                        className="flex items-center justify-center gap-2 py-8 text-sm text-fg-secondary"
                      >
                        <Spinner className="size-5" />
                        {AUTH.checkingInvite}
                      </div>
                    ) : invitation.status === 'dead' ? (
                      <DeadInvitation
                        reason={invitation.reason}
                        email={invitation.email}
                        hasAccount={invitation.hasAccount}
                        onSignIn={() => setTab('signin')}
                      />
                    ) : (
                      <SignUpForm
                        key={invitation.status}
                        invitation={invitation.status === 'valid' ? invitation.invitation : null}
                      />
                    ),
                },
              ]}
            />
          </CardContent>
        </Card>
        <footer className="flex flex-col gap-1 text-center text-sm text-fg-muted">
          {/* "Complete your invitation" only beside an invitation that can be completed. */}
          <p>{invitation.status === 'valid' ? AUTH.footerInvite : AUTH.footerNoInvite}</p>
          <p>{AUTH.footerMagicHint}</p>
        </footer>
      </div>
    </main>
  );
}
