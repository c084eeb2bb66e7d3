// notify's 'mentioned' event: the people a comment mentions, told by e-mail. The caller must be the
// comment's author, the comment recent (its created_at is the server's: a comment written offline is
// created when it syncs) and not deleted; each person it mentions who can still read the brief, other
// than the author, gets one e-mail per comment (claimed by comment and person, _shared/mail-once.ts).
import { failure, json } from '../_shared/cors.ts';
import { mentionMail } from '../_shared/emails.ts';
import { sendOnce } from '../_shared/mail-once.ts';
import type { Env, SupabaseEnv } from '../_shared/request.ts';
import { selectRows, type AuthUser } from '../_shared/supabase.ts';
import { briefTitle, isUuid, memberCanRead, nameOf, profiles, since } from './lookups.ts';

const NO_COMMENT = 'No recent comment of yours to tell anyone about';

interface MentioningComment {
  id: string;
  brief_id: string;
  section: string;
  body: string;
  mentions: string[] | null;
  created_at: string;
}

export async function notifyMentioned(
  config: SupabaseEnv,
  env: Env,
  caller: AuthUser,
  site: string,
  body: Record<string, unknown>,
) {
  const { comment_id: commentId } = body;
  if (!isUuid(commentId)) return failure(400, 'comment_id is required');
  const [comment] = await selectRows<MentioningComment>(
    config,
    'brief_comments',
    { id: `eq.${commentId}`, author_id: `eq.${caller.id}`, deleted_at: 'is.null', created_at: since() },
    'id,brief_id,section,body,mentions,created_at',
  );
  if (!comment) return failure(404, NO_COMMENT);
  const title = await briefTitle(config, comment.brief_id);
  // A brief deleted since, or an author who lost access to it, tells no one.
  if (title === undefined || !(await memberCanRead(config, comment.brief_id, caller.id)))
    return failure(404, NO_COMMENT);

  const mentioned = [...new Set(comment.mentions ?? [])].filter((id) => isUuid(id) && id !== caller.id);
  const canRead = await Promise.all(mentioned.map((id) => memberCanRead(config, comment.brief_id, id)));
  const readers = mentioned.filter((_, i) => canRead[i]);
  if (readers.length === 0) return json({ sent: 0 });

  const people = await profiles(config, [...readers, caller.id]);
  const mentionedBy = nameOf(people.get(caller.id), caller.email ?? 'A colleague');
  const link = `${site}/brief/${comment.brief_id}/view#comments-${comment.section}`;
  let sent = 0;
  for (const readerId of readers) {
    const reader = people.get(readerId);
    if (!reader) continue;
    const mailed = await sendOnce(
      config,
      env,
      {
        event: 'mentioned',
        briefId: comment.brief_id,
        subjectId: comment.id,
        occurredAt: comment.created_at,
        recipientId: readerId,
      },
      mentionMail({
        to: reader.email,
        link,
        title,
        mentionedBy,
        section: comment.section,
        comment: comment.body,
      }),
    );
    if (mailed) sent += 1;
  }
  return json({ sent });
}
