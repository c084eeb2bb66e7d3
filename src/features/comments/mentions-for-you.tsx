// The dashboard's "Mentions for you": the open threads with a comment that mentions the user, read from
// the device's comments (docs/design.md §26), each linking to its brief's view at the section, where
// the section's comments open. Loaded on its own, after the dashboard's first load.
import { useLiveQuery } from 'dexie-react-hooks';
import { Link } from 'react-router-dom';
import { SECTIONS } from '../../domain/fields';
import { useUserData } from '../../session';
import { COMMENTS } from './strings';
import { mentioning, threadsOf } from './threads';

/** The link to a section's comments in a brief's view (comments-button.tsx opens them on arrival). */
export const commentsLink = (briefId: string, section: string) =>
  `/brief/${briefId}/view#comments-${section}`;

export default function MentionsForYou() {
  const { db, userId } = useUserData();
  const found = useLiveQuery(async () => {
    // Through the index of mentions (data/db.ts version 10): only the comments that name the user.
    const mentions = await db.comments
      .where('mentions')
      .equals(userId)
      .filter((comment) => comment.deletedAt === null)
      .toArray();
    if (mentions.length === 0) return [];
    const threadIds = [...new Set(mentions.map((comment) => comment.threadId))];
    const comments = await db.comments.where('threadId').anyOf(threadIds).toArray();
    const threads = mentioning(threadsOf(comments), userId);
    const cards = await db.cards.bulkGet(threads.map((thread) => thread.comments[0]!.briefId));
    // A brief not on the device (deleted here, or not pulled yet) has nowhere to link to.
    return threads.flatMap((thread, i) => {
      const card = cards[i];
      if (!card) return [];
      const mention = thread.comments.find((c) => c.deletedAt === null && c.mentions.includes(userId));
      return [{ thread, title: card.title, text: mention?.body ?? '' }];
    });
  }, [db, userId]);
  if (!found || found.length === 0) return null;
  return (
    <section aria-labelledby="mentions-for-you" className="rounded-xl border border-line bg-surface p-4">
      <h2 id="mentions-for-you" className="text-sm font-semibold text-fg">
        {COMMENTS.mentionsForYou}
      </h2>
      <ul className="mt-2 flex flex-col gap-2">
        {found.map(({ thread, title, text }) => (
          <li key={thread.id} className="text-sm text-fg-secondary [overflow-wrap:anywhere]">
            <Link
              to={commentsLink(thread.comments[0]!.briefId, thread.section)}
              className="font-medium text-fg underline underline-offset-2"
            >
              {title || COMMENTS.untitled}
            </Link>{' '}
            {COMMENTS.mentionIn(SECTIONS[thread.section])}
            <span className="line-clamp-2 block text-fg-muted" dir="auto">
              {text}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
