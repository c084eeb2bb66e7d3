// The account's own calls: password recovery (a recovery e-mail, then a new password after the
// PASSWORD_RECOVERY sign-in, whose session GoTrue lets set one without the current password), changing
// the password and the profile's full name. A change proves the current password twice over, as hosted
// GoTrue asks with secure password change on: signInWithPassword gives a fresh session (a session older
// than 24 hours would need an e-mailed nonce), then updateUser sends it as `current_password`.
import { validatePassword } from '../../domain/validation';
import { errorMessage } from '../../lib/errors';
import { supabase } from '../../lib/supabase';
import { MESSAGES } from '../../domain/messages';
import { ACCOUNT } from './strings';

export type Result = { ok: true } | { ok: false; message: string };

const failed = (error: unknown): Result => ({
  ok: false,
  message: errorMessage(error) ?? MESSAGES.unexpectedError,
});

export async function setNewPassword(password: string, confirm: string): Promise<Result> {
  const checked = validatePassword(password, confirm);
  if (!checked.ok) return { ok: false, message: checked.message };
  try {
    const { error } = await supabase.auth.updateUser({ password });
    return error ? failed(error) : { ok: true };
  } catch (error) {
    return failed(error);
  }
}

export async function changePassword(
  email: string,
  current: string,
  password: string,
  confirm: string,
): Promise<Result> {
  const checked = validatePassword(password, confirm);
  if (!checked.ok) return { ok: false, message: checked.message };
  try {
    const again = await supabase.auth.signInWithPassword({ email, password: current });
    if (again.error) {
      return again.error.code === 'invalid_credentials'
        ? { ok: false, message: ACCOUNT.wrongCurrentPassword }
        : failed(again.error);
    }
    const { error } = await supabase.auth.updateUser({ password, current_password: current });
    if (error?.code === 'current_password_invalid')
      return { ok: false, message: ACCOUNT.wrongCurrentPassword };
    return error ? failed(error) : { ok: true };
  } catch (error) {
    return failed(error);
  }
}

export async function loadFullName(userId: string): Promise<string> {
  const { data } = await supabase.from('profiles').select('full_name').eq('id', userId).maybeSingle();
  return data?.full_name ?? '';
}

/** The profile's full name ("Shared by {owner}"); members may change only their own. */
export async function saveFullName(userId: string, fullName: string): Promise<Result> {
  try {
    const { data, error } = await supabase
      .from('profiles')
      .update({ full_name: fullName.trim() || null })
      .eq('id', userId)
      .select('id');
    if (error) return failed(error);
    return data && data.length > 0 ? { ok: true } : { ok: false, message: MESSAGES.unexpectedError };
  } catch (error) {
    return failed(error);
  }
}
