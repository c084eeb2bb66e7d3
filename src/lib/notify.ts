// Asks the notify function to e-mail the people an action concerns, once the server accepted the
// action. A mail that fails does not undo the action: it is logged, and the action stands.
import type { SupabaseClient } from '@supabase/supabase-js';
import { loadSupabase } from './load-supabase';

export type NotifyEvent =
  | { event: 'shared'; brief_id: string; user_id: string }
  | { event: 'review_requested'; brief_id: string; reviewer_ids: string[] }
  | { event: 'review_decided'; brief_id: string }
  | { event: 'mentioned'; comment_id: string };

/** Whatever client the caller holds: only its functions are used. */
type FunctionsClient = Pick<SupabaseClient, 'functions'>;

async function send(client: FunctionsClient | Promise<FunctionsClient>, body: NotifyEvent): Promise<boolean> {
  try {
    const { error } = await (await client).functions.invoke('notify', { body });
    if (error) throw error;
    return true;
  } catch (error) {
    console.error('Error sending the notification e-mail:', error);
    return false;
  }
}

export function notify(body: NotifyEvent): Promise<boolean> {
  return send(loadSupabase(), body);
}

/**
 * Tells the people a comment mentions, by e-mail, once the server acknowledged the comment (call it
 * after the push that created it, or an edit that added mentions). The server mails each mentioned
 * reader once per comment, only for the caller's own comment created within the last minutes, so
 * calling it again (a re-sent push, a second device) is harmless. False when it could not be told.
 */
export function notifyMentions(supabase: FunctionsClient, commentId: string): Promise<boolean> {
  return send(supabase, { event: 'mentioned', comment_id: commentId });
}
