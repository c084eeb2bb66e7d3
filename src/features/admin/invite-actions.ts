// Inviting is an online operation: the send-invitation function (docs/spec.md §7) creates the invitation and
// e-mails the link; only admins get past its checks (the server enforces it, docs/design.md §1).
import { errorMessage, functionErrorMessage } from '../../lib/errors';
import { loadSupabase } from '../../lib/load-supabase';

export type InviteRole = 'user' | 'admin';

export type InviteOutcome = { ok: true } | { ok: false; message?: string };

/** `fullName` (optional) greets the invitee in the e-mail and prefills their sign-up. */
export async function sendInvitation(email: string, role: InviteRole, fullName = ''): Promise<InviteOutcome> {
  const full_name = fullName.trim();
  try {
    const supabase = await loadSupabase();
    const { data, error } = await supabase.functions.invoke('send-invitation', {
      body: full_name ? { email, role, full_name } : { email, role },
    });
    if (error) return { ok: false, message: await functionErrorMessage(error) };
    const bodyError = (data as { error?: unknown } | null)?.error;
    if (bodyError) return { ok: false, message: errorMessage(bodyError) };
    return { ok: true };
  } catch (error) {
    return { ok: false, message: errorMessage(error) };
  }
}
