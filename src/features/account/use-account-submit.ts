// The submit of an account dialog (Profile, Change password, the recovery's new password): the action's
// message shows in the form and the dialog stays open on failure; on success a toast says so and the
// dialog is done.
import { useState, type FormEvent } from 'react';
import { toast, type ToastInput } from '../../components/ui/toast-store';
import type { Result } from './account-actions';

export function useAccountSubmit(action: () => Promise<Result>, success: ToastInput, done: () => void) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(null);
    setBusy(true);
    const result = await action();
    setBusy(false);
    if (!result.ok) {
      setError(result.message);
      return;
    }
    toast({ ...success, variant: 'success' });
    done();
  }

  return { busy, error, onSubmit: (event: FormEvent<HTMLFormElement>) => void submit(event) };
}
