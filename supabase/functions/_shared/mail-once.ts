// One e-mail per event, whatever the calls: the event is claimed in the database (public.claim_mail_event,
// an INSERT on the event's primary key, so of concurrent calls exactly one wins) before the mail goes
// out, and the claim is given back when the mail could not be sent, so a retry can send it.
import { sendMail, type Mail } from './mail.ts';
import type { Env, SupabaseEnv } from './request.ts';
import { deleteRows, rpcAsCaller } from './supabase.ts';

export interface MailEvent {
  event:
    'shared' | 'review_requested' | 'review_decided' | 'mentioned' | 'client_decided' | 'client_commented';
  briefId: string;
  /** The share, review request or comment the event is about (a client's: the client link). */
  subjectId: string;
  /**
   * When it happened, as the database recorded it (the share's created_at, requested_at, decided_at,
   * the comment's created_at; a client's decision its time, a client's comment the start of its UTC day).
   */
  occurredAt: string;
  /** For a mention, the person mentioned: a comment is e-mailed once to each. */
  recipientId?: string;
}

/** Sends the mail unless the event was mailed already; true when this call sent it. */
export async function sendOnce(
  config: SupabaseEnv,
  env: Env,
  event: MailEvent,
  mail: Mail,
): Promise<boolean> {
  const claimed = await rpcAsCaller<boolean>(config, config.serviceRoleKey, 'claim_mail_event', {
    event: event.event,
    brief_id: event.briefId,
    subject_id: event.subjectId,
    occurred_at: event.occurredAt,
    ...(event.recipientId ? { recipient_id: event.recipientId } : {}),
  });
  if (claimed !== true) return false;
  try {
    await sendMail(env, mail);
  } catch (error) {
    await deleteRows(config, 'mail_events', {
      event: `eq.${event.event}`,
      subject_id: `eq.${event.subjectId}`,
      occurred_at: `eq.${event.occurredAt}`,
      recipient_id: event.recipientId ? `eq.${event.recipientId}` : 'is.null',
    }).catch((release: unknown) => console.error('notify: the claim could not be given back:', release));
    throw error;
  }
  return true;
}
