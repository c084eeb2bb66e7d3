// One thread: its comments in order, "Reply", and "Resolve" / "Reopen" for whoever may (the thread's
// author, the brief's owner, an admin).
import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { CommentComposer } from './comment-composer';
import type { CommentActions } from './comment-actions';
import { CommentItem } from './comment-item';
import type { Reader } from './people';
import { COMMENTS } from './strings';
import { authorOf, canResolve, type Thread } from './threads';
import type { BriefComments } from './use-comments';

export interface CommentThreadProps {
  thread: Thread;
  state: BriefComments;
  names: Map<string, string>;
  readers: Reader[] | null;
  actions: CommentActions;
  onShare?(): void;
}

export function CommentThread({ thread, state, names, readers, actions, onShare }: CommentThreadProps) {
  const [replying, setReplying] = useState(false);
  const { viewer, blocked, waiting } = state;
  return (
    <article
      aria-label={`${COMMENTS.panelTitle}: ${authorOf(thread, names).name}`}
      className="flex flex-col gap-3 rounded-lg border border-line bg-surface-subtle p-3"
    >
      {thread.resolved && (
        <p className="text-xs font-semibold text-fg-muted uppercase">{COMMENTS.resolved}</p>
      )}
      <ul className="flex flex-col gap-3">
        {thread.comments.map((comment) => (
          <CommentItem
            key={comment.id}
            comment={comment}
            names={names}
            viewer={viewer}
            readers={readers}
            blocked={blocked.get(comment.id) ?? []}
            waiting={waiting.has(comment.id)}
            actions={actions}
            onShare={onShare}
          />
        ))}
      </ul>
      {replying ? (
        <CommentComposer
          label={COMMENTS.reply}
          submitLabel={COMMENTS.postReply}
          showLabel={false}
          autoFocus
          readers={readers}
          onCancel={() => setReplying(false)}
          onSubmit={(draft) => actions.add(thread.section, draft, thread.id).then(() => setReplying(false))}
        />
      ) : (
        <div className="flex flex-wrap gap-1">
          <Button variant="outline" size="sm" onPress={() => setReplying(true)}>
            {COMMENTS.reply}
          </Button>
          {canResolve(thread, viewer) && (
            <Button
              variant="outline"
              size="sm"
              onPress={() => void actions.resolve(thread.id, !thread.resolved)}
            >
              {thread.resolved ? COMMENTS.reopen : COMMENTS.resolve}
            </Button>
          )}
        </div>
      )}
    </article>
  );
}
