import { useState } from 'react';
import { toast } from '../../components/ui/toast-store';
import { sendMagicLink } from './auth-actions';
import { AUTH_TOASTS } from './strings';

/** Sends a magic link to `email`: a toast when sent, the failure through `onError`. */
export function useMagicLink(onError: (message: string | null) => void) {
  const [sending, setSending] = useState(false);
  async function send(email: string) {
    onError(null);
    setSending(true);
    const result = await sendMagicLink(email);
    setSending(false);
    if (result.ok) toast({ ...AUTH_TOASTS.magicLinkSent, variant: 'success' });
    else onError(result.message);
  }
  return { sending, send };
}
