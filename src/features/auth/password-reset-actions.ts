// "Forgot password?": a recovery e-mail through the send-auth-email function, the same mail path as every
// other e-mail.
import { siteUrl } from '../../lib/config';
import { errorMessage, functionErrorMessage } from '../../lib/errors';
import { loadSupabase } from '../../lib/load-supabase';
import type { ActionResult } from './auth-actions';
import { AUTH_MESSAGES } from './strings';

/**
 * A recovery e-mail through send-auth-email, the mail path of every Briefsmith e-mail: a link only to
 * an existing, active member, and the same answer for anyone else. Its link signs in with
 * `type=recovery`, so supabase-js emits PASSWORD_RECOVERY and the app asks for the new password.
 */
export async function requestPasswordReset(email: string): Promise<ActionResult> {
  try {
    const supabase = await loadSupabase();
    const { data, error } = await supabase.functions.invoke('send-auth-email', {
      body: { email: email.trim(), type: 'recovery', redirectTo: siteUrl() },
    });
    if (error) return { ok: false, message: (await functionErrorMessage(error)) ?? AUTH_MESSAGES.unexpected };
    const bodyError = (data as { error?: unknown } | null)?.error;
    return bodyError
      ? { ok: false, message: errorMessage(bodyError) ?? AUTH_MESSAGES.unexpected }
      : { ok: true };
  } catch (error) {
    return { ok: false, message: errorMessage(error) ?? AUTH_MESSAGES.networkError };
  }
}
