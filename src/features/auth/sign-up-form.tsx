import { PartyPopper, ShieldAlert } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { PlainButton } from '../../components/ui/native-button';
import { EmailField, FullNameField, PasswordField } from './auth-fields';
import { toast } from '../../components/ui/toast-store';
import type { Invitation } from '../../domain/entities';
import { sendMagicLink, signUpWithInvitation } from './auth-actions';
import { useMagicLink } from './use-magic-link';
import { FormAlert } from '../../components/ui/form-alert';
import { signUpProblem } from './validation';
import { AUTH, AUTH_TOASTS } from './strings';

/** The invitation tab: accept an invitation by choosing a password (docs/spec.md §2, §5). */
export function SignUpForm({ invitation }: { invitation: Invitation | null }) {
  const [email, setEmail] = useState(invitation?.email ?? '');
  // Prefilled with the name the admin gave the invitation; the invitee may correct it.
  const [fullName, setFullName] = useState(invitation?.full_name ?? '');
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [busy, setBusy] = useState(false);
  // A magic link went out after a sign-up that did not sign the person in: only then is
  // "Didn't receive the magic link?" offered.
  const [linkSent, setLinkSent] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const magicLink = useMagicLink(setError);
  const sending = magicLink.sending;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(null);
    const problem = signUpProblem({ hasInvite: invitation !== null, email, password, confirmPassword });
    if (problem === 'no-invite') {
      toast({ ...AUTH_TOASTS.registrationUnavailable, variant: 'destructive' });
      return;
    }
    if (problem) {
      setError(problem);
      return;
    }
    setBusy(true);
    const result = await signUpWithInvitation(invitation!, password, fullName);
    if (!result.ok) {
      setBusy(false);
      setError(result.message);
      return;
    }
    if (result.signedIn) {
      // Signed in at once: the auth state takes the person to the dashboard; no magic link is needed.
      toast({ ...AUTH_TOASTS.welcomeBack, variant: 'success' });
      return;
    }
    const link = await sendMagicLink(invitation!.email);
    setLinkSent(true);
    setBusy(false);
    if (link.ok) toast({ ...AUTH_TOASTS.signUpMagicLinkSent, variant: 'success' });
    else toast(AUTH_TOASTS.signUpMagicLinkFailed);
  }

  function resend() {
    return magicLink.send(email);
  }

  return (
    <div className="flex flex-col gap-4">
      {invitation ? (
        <div className="flex items-start gap-3 rounded-lg border border-accent-line bg-accent-soft p-3 text-sm text-accent-fg-strong">
          <PartyPopper aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <p>
            <strong className="font-semibold">{AUTH.invitedTitle}</strong> {AUTH.invitedAs(invitation.role)}
          </p>
        </div>
      ) : (
        <div className="flex items-start gap-3 rounded-lg border border-warning-line bg-warning-soft p-3 text-sm text-warning-fg">
          <ShieldAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <p>{AUTH.inviteOnly}</p>
        </div>
      )}
      <form
        onSubmit={(event) => void onSubmit(event)}
        className="flex flex-col gap-4"
        aria-label={AUTH.acceptInvitation}
      >
        <EmailField readOnly={invitation !== null} value={email} onChange={setEmail} />
        <FullNameField value={fullName} onChange={setFullName} />
        <PasswordField
          label={AUTH.password}
          name="password"
          isNew
          value={password}
          onChange={setPassword}
          placeholder={AUTH.createPasswordPlaceholder}
        />
        <PasswordField
          label={AUTH.confirmPassword}
          name="confirmPassword"
          isNew
          value={confirmPassword}
          onChange={setConfirmPassword}
          placeholder={AUTH.confirmPasswordPlaceholder}
        />
        <FormAlert message={error} />
        <PlainButton type="submit" className="w-full" isDisabled={busy}>
          {!invitation
            ? AUTH.registrationUnavailableButton
            : busy
              ? AUTH.creatingAccount
              : AUTH.acceptInvitation}
        </PlainButton>
      </form>
      {linkSent && (
        <PlainButton
          variant="ghost"
          className="w-full"
          isDisabled={sending || !email.trim()}
          onPress={() => void resend()}
        >
          {AUTH.didntReceive}
        </PlainButton>
      )}
    </div>
  );
}
