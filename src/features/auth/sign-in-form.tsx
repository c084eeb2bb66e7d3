import { Mail } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { PlainButton } from '../../components/ui/native-button';
import { EmailField, PasswordField } from './auth-fields';
import { toast } from '../../components/ui/toast-store';
import { signInWithPassword } from './auth-actions';
import { useMagicLink } from './use-magic-link';
import { ForgotPasswordForm } from './forgot-password-form';
import { PASSWORD_RESET as ACCOUNT } from './reset-strings';
import { FormAlert } from '../../components/ui/form-alert';
import { AUTH, AUTH_MESSAGES, AUTH_TOASTS } from './strings';

/** The 'Sign In' tab: password sign-in and, below it, the passwordless magic link (docs/spec.md §2). */
export function SignInForm() {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const magicLink = useMagicLink(setError);
  const sending = magicLink.sending;
  const [forgot, setForgot] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(null);
    setBusy(true);
    const result = await signInWithPassword(email, password);
    setBusy(false);
    if (!result.ok) setError(result.message);
    else toast({ ...AUTH_TOASTS.welcomeBack, variant: 'success' });
  }

  async function onMagicLink() {
    setError(null);
    if (!email.trim()) {
      setError(AUTH_MESSAGES.emailFirst);
      return;
    }
    await magicLink.send(email);
  }

  if (forgot) return <ForgotPasswordForm initialEmail={email} onBack={() => setForgot(false)} />;

  return (
    <div className="flex flex-col gap-5">
      <form
        onSubmit={(event) => void onSubmit(event)}
        className="flex flex-col gap-4"
        aria-label={AUTH.signInTab}
      >
        <EmailField value={email} onChange={setEmail} />
        <PasswordField
          label={AUTH.password}
          name="password"
          isNew={false}
          value={password}
          onChange={setPassword}
          placeholder={AUTH.passwordPlaceholder}
        />
        <FormAlert message={error} />
        <PlainButton type="submit" isDisabled={busy} className="w-full">
          {busy ? AUTH.signingIn : AUTH.signIn}
        </PlainButton>
        <PlainButton variant="ghost" size="sm" className="self-center" onPress={() => setForgot(true)}>
          {ACCOUNT.forgotPassword}
        </PlainButton>
      </form>
      <div className="flex flex-col gap-3">
        <div className="flex items-center gap-3 text-xs font-medium tracking-wide text-fg-muted uppercase">
          <span aria-hidden="true" className="h-px flex-1 bg-surface-strong" />
          <span>{AUTH.orWithoutPassword}</span>
          <span aria-hidden="true" className="h-px flex-1 bg-surface-strong" />
        </div>
        <PlainButton
          variant="outline"
          className="w-full"
          isDisabled={sending || !email.trim()}
          onPress={() => void onMagicLink()}
        >
          <Mail aria-hidden="true" />
          {sending ? AUTH.sendingMagicLink : AUTH.sendMagicLink}
        </PlainButton>
      </div>
    </div>
  );
}
