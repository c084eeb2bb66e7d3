// Asks the notify function to e-mail the people an action concerns, once the server accepted the
// action. A mail that fails does not undo the action: it is logged, and the action stands.
import { loadSupabase } from './load-supabase';

export type NotifyEvent =
  | { event: 'shared'; brief_id: string; user_id: string }
  | { event: 'review_requested'; brief_id: string; reviewer_ids: string[] }
  | { event: 'review_decided'; brief_id: string };

export async function notify(body: NotifyEvent): Promise<boolean> {
  try {
    const supabase = await loadSupabase();
    const { error } = await supabase.functions.invoke('notify', { body });
    if (error) throw error;
    return true;
  } catch (error) {
    console.error('Error sending the notification e-mail:', error);
    return false;
  }
}
