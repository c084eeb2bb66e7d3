// The Auth screen's backend calls (docs/spec.md §7): password sign-in, invitation sign-up, magic links and the
// invitation lookup. Online operations; every failure comes back as a message for the screen to show.
import type { Invitation } from '../../domain/entities';
import { siteUrl } from '../../lib/config';
import { errorMessage, functionErrorMessage } from '../../lib/errors';
import { supabase } from '../../lib/supabase';
import { signInErrorMessage, signUpErrorMessage } from '../../domain/auth-errors';
import { AUTH_MESSAGES } from './strings';

export type ActionResult = { ok: true } | { ok: false; message: string };

export async function signInWithPassword(email: string, password: string): Promise<ActionResult> {
  try {
    const { error } = await supabase.auth.signInWithPassword({ email: email.trim(), password });
    if (error) return { ok: false, message: signInErrorMessage(error.message) };
    return { ok: true };
  } catch {
    return { ok: false, message: AUTH_MESSAGES.unexpected };
  }
}

/**
 * A valid invitation for the token (unexpired, unused), or null. Through the `get_invitation` RPC: the
 * invitations table is not readable by anonymous callers (docs/design.md §4), the token is the only key.
 */
export async function lookupInvitation(token: string): Promise<Invitation | null> {
  try {
    const { data, error } = await supabase.rpc('get_invitation', { invite_token: token }).maybeSingle();
    if (error || !data) return null;
    const invitation = data as Invitation;
    if (invitation.used_at || new Date(invitation.expires_at).getTime() <= Date.now()) return null;
    return invitation;
  } catch {
    return null;
  }
}

export async function signUpWithInvitation(
  invitation: Invitation,
  password: string,
): Promise<ActionResult & { userId?: string }> {
  try {
    const { data, error } = await supabase.auth.signUp({
      email: invitation.email,
      password,
      options: { emailRedirectTo: siteUrl() },
    });
    if (error) return { ok: false, message: signUpErrorMessage(error.message) };
    const userId = data.user?.id;
    if (userId) await recordInvitationUse(invitation);
    return { ok: true, userId };
  } catch {
    return { ok: false, message: AUTH_MESSAGES.unexpected };
  }
}

// The server marks the invitation used and stores the invitation's role itself (docs/design.md §4). Of docs/spec.md §7's
// two follow-up calls only "mark used" is kept: a harmless no-op under RLS. "Store role" is left out on
// purpose: a client may never write its own role, so the call could only ever fail (403) on every sign-up.
async function recordInvitationUse(invitation: Invitation): Promise<void> {
  try {
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
