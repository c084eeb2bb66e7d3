// What an e-mailed sign-in link leaves in the address bar. A used or expired magic link comes back as
// `#error=access_denied&error_code=otp_expired&error_description=…` (supabase-protocol §A): say so
// instead of silently showing the sign-in form. A consumed link leaves a bare '#', which we tidy away.
import { toast } from '../components/ui/toast-store';

export const LINK_ERROR_TITLE = 'Sign-in link not valid';

/** The error a sign-in link brought back in the URL fragment, if any. */
export function linkError(hash: string): string | null {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  return params.get('error') ? (params.get('error_description') ?? params.get('error')) : null;
}

export function reportLinkError(): void {
  const description = linkError(window.location.hash);
  if (description) toast({ title: LINK_ERROR_TITLE, description, variant: 'destructive' });
}

export function tidyEmptyHash(): void {
  if (window.location.href.endsWith('#')) {
    window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
  }
}
