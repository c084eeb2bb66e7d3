// The Auth screen's backend calls (docs/spec.md §7): password sign-in, invitation sign-up and magic links (the
// invitation lookup is in invitation-lookup.ts). Online operations; every failure comes back as a message for the screen to show.
import type { Invitation } from '../../domain/entities';
import { siteUrl } from '../../lib/config';
import { errorMessage, functionErrorMessage } from '../../lib/errors';
import { loadSupabase } from '../../lib/load-supabase';
import { signInErrorMessage, signUpErrorMessage } from '../../domain/auth-errors';
import { AUTH_MESSAGES } from './strings';

export type ActionResult = { ok: true } | { ok: false; message: string };

export async function signInWithPassword(email: string, password: string): Promise<ActionResult> {
  try {
    const supabase = await loadSupabase();
    const { error } = await supabase.auth.signInWithPassword({ email: email.trim(), password });
    if (error) return { ok: false, message: signInErrorMessage(error.message) };
    return { ok: true };
  } catch {
    return { ok: false, message: AUTH_MESSAGES.unexpected };
  }
}

/** `fullName` (optional) lands in the new member's profile through the sign-up's user metadata. */
export async function signUpWithInvitation(
  invitation: Invitation,
  password: string,
  fullName = '',
): Promise<ActionResult & { userId?: string; signedIn?: boolean }> {
  const full_name = fullName.trim();
  try {
    // The token from the link goes with the sign-up: the database accepts the account only for the
    // invitation it belongs to, so knowing an invitee's address is not enough.
    const supabase = await loadSupabase();
    const { data, error } = await supabase.auth.signUp({
      email: invitation.email,
      password,
      options: {
        emailRedirectTo: siteUrl(),
        data: full_name ? { invite_token: invitation.token, full_name } : { invite_token: invitation.token },
      },
    });
    if (error) return { ok: false, message: signUpErrorMessage(error.message) };
    const userId = data.user?.id;
    if (userId) await recordInvitationUse(invitation);
    return { ok: true, userId, signedIn: data.session !== null };
  } catch {
    return { ok: false, message: AUTH_MESSAGES.unexpected };
  }
}

// The server marks the invitation used and stores the invitation's role itself (docs/design.md §4). Of docs/spec.md §7's
// two follow-up calls only "mark used" is kept: a harmless no-op under RLS. "Store role" is left out on
// purpose: a client may never write its own role, so the call could only ever fail (403) on every sign-up.
async function recordInvitationUse(invitation: Invitation): Promise<void> {
  try {
    const supabase = await loadSupabase();
    const { error } = await supabase
      .from('invitations')
      .update({ used_at: new Date().toISOString() })
      .eq('token', invitation.token);
    if (error) console.error('Error marking invitation as used:', error);
  } catch (error) {
    console.error('Error marking invitation as used:', error);
  }
}

/** Asks the send-auth-email function for a magic link to this e-mail (docs/spec.md §7). */
export async function sendMagicLink(email: string): Promise<ActionResult> {
  try {
    const supabase = await loadSupabase();
    const { data, error } = await supabase.functions.invoke('send-auth-email', {
      body: { email: email.trim(), type: 'magiclink', redirectTo: siteUrl() },
    });
    if (error)
      return { ok: false, message: AUTH_MESSAGES.magicLinkFailed(await functionErrorMessage(error)) };
    const bodyError = (data as { error?: unknown } | null)?.error;
    if (bodyError) return { ok: false, message: AUTH_MESSAGES.magicLinkFailed(errorMessage(bodyError)) };
    return { ok: true };
  } catch {
    return { ok: false, message: AUTH_MESSAGES.magicLinkFailed(AUTH_MESSAGES.networkError) };
  }
}
