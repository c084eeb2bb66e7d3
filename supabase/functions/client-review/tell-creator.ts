// E-mail to the member who made a client link: one per client decision, and one for a client's first
// comment of the (UTC) day on that link. Each is claimed once in mail_events (_shared/mail-once.ts):
// a decision by (link, its time), a day's comments by (link, the day's start), so a retry or a second
// comment that day sends nothing new. The database already checked that the creator may still make
// links for the brief (active, can write it). A mail that cannot be sent is logged, not answered: the
// client's comment or decision is saved either way, and the claim is given back for the next one.
import { clientCommentMail, clientDecidedMail } from '../_shared/emails.ts';
import { sendOnce } from '../_shared/mail-once.ts';
import { siteUrl, type Env, type SupabaseEnv } from '../_shared/request.ts';
import { selectRows } from '../_shared/supabase.ts';

interface Notify {
  link_id: string;
  brief_id: string;
  created_by: string;
}

export interface CommentNotice {
  kind: 'comment';
  notify: Notify & { day: string };
  comment: { section: string; body: string; author_name: string };
  /** The client's e-mail address as they gave it (checked by the database, never stored). */
  email: string;
}

export interface DecisionNotice {
  kind: 'decision';
  notify: Notify & { decided_at: string };
  decision: { decision: 'approved' | 'changes_requested'; note: string; name: string; decided_at: string };
  email: string;
}

export async function tellCreator(
  config: SupabaseEnv,
  env: Env,
  req: Request,
  notice: CommentNotice | DecisionNotice,
): Promise<void> {
  try {
    const site = siteUrl(env, req);
    const { link_id: linkId, brief_id: briefId, created_by: creatorId } = notice.notify;
    if (!site) throw new Error('SITE_URL is not set: nobody is told');
    const [creators, briefs] = await Promise.all([
      selectRows<{ email: string }>(config, 'profiles', { id: `eq.${creatorId}` }, 'email'),
      selectRows<{ title: string }>(config, 'briefs', { id: `eq.${briefId}` }, 'title'),
    ]);
    const to = creators[0]?.email;
    const title = briefs[0]?.title.trim() || 'Untitled brief';
    if (!to || !briefs[0]) return;
    const view = `${site}/brief/${briefId}/view`;
    if (notice.kind === 'decision') {
      await sendOnce(
        config,
        env,
        { event: 'client_decided', briefId, subjectId: linkId, occurredAt: notice.notify.decided_at },
        clientDecidedMail({
          to,
          link: view,
          title,
          client: notice.decision.name,
          clientEmail: notice.email,
          decision: notice.decision.decision,
          note: notice.decision.note,
        }),
      );
    } else {
      await sendOnce(
        config,
        env,
        { event: 'client_commented', briefId, subjectId: linkId, occurredAt: notice.notify.day },
        clientCommentMail({
          to,
          link: `${view}#comments-${notice.comment.section}`,
          title,
          client: notice.comment.author_name,
          clientEmail: notice.email,
          section: notice.comment.section,
          comment: notice.comment.body,
        }),
      );
    }
  } catch (error) {
    console.error('client-review: the link creator could not be told:', error);
  }
}
