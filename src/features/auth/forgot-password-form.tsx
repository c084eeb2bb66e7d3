import { useState, type FormEvent } from 'react';
import { PlainButton } from '../../components/ui/native-button';
import { PlainTextField } from '../../components/ui/plain-text-field';
import { FormAlert } from '../../components/ui/form-alert';
import { requestPasswordReset } from './password-reset-actions';
import { PASSWORD_RESET as ACCOUNT } from './reset-strings';

/** "Forgot password?": one e-mail field; the answer is the same whether or not the address has an account. */
export function ForgotPasswordForm({ initialEmail, onBack }: { initialEmail: string; onBack(): void }) {
  const [email, setEmail] = useState(initialEmail);
  const [busy, setBusy] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(null);
    setBusy(true);
    const result = await requestPasswordReset(email);
    setBusy(false);
    if (result.ok) setSentTo(email.trim());
    else setError(result.message);
  }

  return (
    <div className="flex flex-col gap-4">
      <div>
        <h3 className="font-semibold text-fg">{ACCOUNT.resetTitle}</h3>
        <p className="text-sm text-fg-muted">{ACCOUNT.resetIntro}</p>
      </div>
      <form
        onSubmit={(event) => void onSubmit(event)}
        className="flex flex-col gap-4"
        aria-label={ACCOUNT.resetTitle}
      >
        <PlainTextField
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          required
          autoFocus
          value={email}
          onChange={setEmail}
        />
        <FormAlert message={error} />
        {sentTo && (
          <p
            role="status"
            className="rounded-lg border border-success-line bg-success-soft p-3 text-sm text-success-fg-strong"
          >
            {ACCOUNT.resetSent(sentTo)}
          </p>
        )}
        <PlainButton type="submit" className="w-full" isDisabled={busy}>
          {busy ? ACCOUNT.sendingResetLink : ACCOUNT.sendResetLink}
        </PlainButton>
      </form>
      <PlainButton variant="ghost" className="w-full" onPress={onBack}>
        {ACCOUNT.backToSignIn}
      </PlainButton>
    </div>
  );
}
