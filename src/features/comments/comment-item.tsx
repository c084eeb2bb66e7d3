// One comment in a thread: its author and absolute time, its text (or "Comment deleted"), "Edit" and
// "Delete" where the server would allow them, and a refused operation's reason with "Try again" /
// "Discard" (and, for a mention of someone who cannot read the brief, the way to share it).
import { format } from 'date-fns';
import { useState } from 'react';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import type { CommentOp, CommentRecord } from '../../data/comment-records';
import { calendarDate } from '../../domain/dates';
import { CommentComposer } from './comment-composer';
import type { CommentActions } from './comment-actions';
import type { Reader } from './people';
import { COMMENTS, isMentionRefusal } from './strings';
import { authorOf, canDelete, canEdit, type Viewer } from './threads';

/** '27 November 2026, 10:42' in the device's time zone. */
export function commentTime(iso: string): string {
  const date = calendarDate(iso);
  return date && `${date}, ${format(new Date(iso), 'HH:mm')}`;
}

export interface CommentItemProps {
  comment: CommentRecord;
  names: Map<string, string>;
  viewer: Viewer;
  readers: Reader[] | null;
  blocked: CommentOp[];
  waiting: boolean;
  actions: CommentActions;
  onShare?(): void;
}

export function CommentItem(props: CommentItemProps) {
  const { comment, names, viewer, readers, blocked, waiting, actions, onShare } = props;
  const [editing, setEditing] = useState(false);
  const author = authorOf(comment, names);
  if (comment.deletedAt) {
    return <li className="text-sm text-fg-muted italic">{COMMENTS.deleted}</li>;
  }
  const mentioned = new Map(comment.mentions.map((id) => [id, names.get(id) ?? '']));
  return (
    <li className="flex flex-col gap-1">
      <p className="flex flex-wrap items-baseline gap-x-2 text-sm">
        <span className="font-semibold text-fg [overflow-wrap:anywhere]">{author.name}</span>
        {author.client && <Badge tone="secondary">{COMMENTS.client}</Badge>}
        <time dateTime={comment.createdAt} className="text-xs text-fg-muted">
          {commentTime(comment.createdAt)}
        </time>
        {comment.editedAt && <span className="text-xs text-fg-muted">{COMMENTS.edited}</span>}
        {waiting && blocked.length === 0 && <span className="text-xs text-fg-muted">{COMMENTS.waiting}</span>}
      </p>
      {editing ? (
        <CommentComposer
          label={COMMENTS.editLabel}
          submitLabel={COMMENTS.save}
          showLabel={false}
          autoFocus
          initial={{ body: comment.body, mentions: comment.mentions, names: mentioned }}
          readers={readers}
          onCancel={() => setEditing(false)}
          onSubmit={(draft) => actions.edit(comment.id, draft).then(() => setEditing(false))}
        />
      ) : (
        <p dir="auto" className="text-sm whitespace-pre-wrap text-fg [overflow-wrap:anywhere]">
          {comment.body}
        </p>
      )}
      {!editing && (canEdit(comment, viewer) || canDelete(comment, viewer)) && (
        <div className="flex gap-1">
          {canEdit(comment, viewer) && (
            <Button variant="ghost" size="sm" onPress={() => setEditing(true)}>
              {COMMENTS.edit}
            </Button>
          )}
          {canDelete(comment, viewer) && (
            <Button variant="ghost" size="sm" onPress={() => void actions.remove(comment.id)}>
              {COMMENTS.delete}
            </Button>
          )}
        </div>
      )}
      {blocked.map((op) => (
        <div
          key={op.seq}
          role="alert"
          className="flex flex-col gap-2 rounded-lg border border-danger-line bg-danger-soft p-2 text-sm text-danger-fg"
        >
          <p>{op.error}</p>
          <div className="flex flex-wrap gap-1">
            {onShare && isMentionRefusal(op.error) && (
              <Button variant="outline" size="sm" onPress={onShare}>
                {COMMENTS.share}
              </Button>
            )}
            <Button variant="outline" size="sm" onPress={() => void actions.retry(op.seq)}>
              {COMMENTS.retry}
            </Button>
            <Button variant="ghost" size="sm" onPress={() => void actions.discard(op.seq)}>
              {COMMENTS.discard}
            </Button>
          </div>
        </div>
      ))}
    </li>
  );
}
