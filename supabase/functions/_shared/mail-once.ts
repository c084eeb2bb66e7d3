// One e-mail per event, whatever the calls: the event is claimed in the database (public.claim_mail_event,
// an INSERT on the event's primary key, so of concurrent calls exactly one wins) before the mail goes
// out, and the claim is given back when the mail could not be sent, so a retry can send it.
import { sendMail, type Mail } from './mail.ts';
import type { Env, SupabaseEnv } from './request.ts';
import { deleteRows, rpcAsCaller } from './supabase.ts';

export interface MailEvent {
  event: 'shared' | 'review_requested' | 'review_decided';
  briefId: string;
  /** The share or review request the event is about. */
  subjectId: string;
  /** When it happened, as the database recorded it (the share's created_at, requested_at, decided_at). */
  occurredAt: string;
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
  });
  if (claimed !== true) return false;
  try {
    await sendMail(env, mail);
  } catch (error) {
    await deleteRows(config, 'mail_events', {
      event: `eq.${event.event}`,
      subject_id: `eq.${event.subjectId}`,
      occurred_at: `eq.${event.occurredAt}`,
    }).catch((release: unknown) => console.error('notify: the claim could not be given back:', release));
    throw error;
  }
  return true;
}
