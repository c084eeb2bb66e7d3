// The panel of a section's "Comments" on the client's page (client-comments.tsx draws its button): the
// section's client threads with their replies, "Add comment" and "Reply". Names and text are shown as
// text, never as HTML. Never printed.
import { format } from 'date-fns';
import { useState, type FormEvent } from 'react';
import { Form } from 'react-aria-components';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { TextArea } from '../../components/ui/text-area';
import { calendarDate } from '../../domain/dates';
import { SECTIONS, type SectionId } from '../../domain/fields';
import { sendComment, type ClientThreadComment } from './client-api';
import { IdentityFields } from './identity-fields';
import { CLIENT_COMMENTS } from './strings';
import { useClientSend, type ClientSendContext } from './use-client-send';

const authorName = (comment: ClientThreadComment) => comment.author_name ?? CLIENT_COMMENTS.teamMember;

const when = (iso: string) => `${calendarDate(iso)}, ${format(new Date(iso), 'HH:mm')}`;

export interface ClientCommentsProps extends ClientSendContext {
  token: string;
  section: SectionId;
  comments: readonly ClientThreadComment[];
  forget(): void;
  onAdded(comment: ClientThreadComment): void;
}

export interface ClientCommentsPanelProps extends ClientCommentsProps {
  threads: { first: ClientThreadComment; replies: ClientThreadComment[] }[];
  onClose(): void;
}

export function ClientCommentsPanel({ threads, onClose, ...props }: ClientCommentsPanelProps) {
  return (
    <Dialog
      isOpen
      onOpenChange={(isOpen) => {
        if (!isOpen) onClose();
      }}
      title={`${CLIENT_COMMENTS.panelTitle} · ${SECTIONS[props.section]}`}
    >
      <div className="flex flex-col gap-4">
        {threads.length === 0 ? (
          <p className="text-sm text-fg-muted">{CLIENT_COMMENTS.none}</p>
        ) : (
          threads.map(({ first, replies }) => (
            <ClientThread key={first.id} first={first} replies={replies} {...props} />
          ))
        )}
        <Composer {...props} label={CLIENT_COMMENTS.add} submit={CLIENT_COMMENTS.add} />
      </div>
    </Dialog>
  );
}

function ClientThread({
  first,
  replies,
  ...props
}: ClientCommentsProps & { first: ClientThreadComment; replies: ClientThreadComment[] }) {
  const [replying, setReplying] = useState(false);
  return (
    <article
      aria-label={`${CLIENT_COMMENTS.panelTitle}: ${authorName(first)}`}
      className="flex flex-col gap-3 rounded-lg border border-line bg-surface-subtle p-3"
    >
      {first.resolved_at && (
        <p className="text-xs font-semibold text-fg-muted uppercase">{CLIENT_COMMENTS.resolved}</p>
      )}
      <ul className="flex flex-col gap-3">
        {[first, ...replies].map((comment) => (
          <li key={comment.id} className="flex flex-col gap-1">
            <p className="flex flex-wrap items-baseline gap-x-2 text-sm">
              <span className="font-semibold text-fg [overflow-wrap:anywhere]">{authorName(comment)}</span>
              <Badge tone="secondary">{comment.client ? CLIENT_COMMENTS.client : CLIENT_COMMENTS.team}</Badge>
              <time dateTime={comment.created_at} className="text-xs text-fg-muted">
                {when(comment.created_at)}
              </time>
            </p>
            <p dir="auto" className="text-sm whitespace-pre-wrap text-fg [overflow-wrap:anywhere]">
              {comment.body}
            </p>
          </li>
        ))}
      </ul>
      {replying ? (
        <Composer
          {...props}
          threadId={first.id}
          label={CLIENT_COMMENTS.reply}
          submit={CLIENT_COMMENTS.postReply}
          onDone={() => setReplying(false)}
        />
      ) : (
        <div>
          <Button variant="outline" size="sm" onPress={() => setReplying(true)}>
            {CLIENT_COMMENTS.reply}
          </Button>
        </div>
      )}
    </article>
  );
}

function Composer({
  token,
  section,
  threadId,
  label,
  submit,
  onDone,
  onAdded,
  forget,
  ...context
}: ClientCommentsProps & { threadId?: string; label: string; submit: string; onDone?(): void }) {
  const [body, setBody] = useState('');
  const { draft, setDraft, pending, problem, send } = useClientSend(context);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (body.trim() === '') return;
    const answer = await send((who) => sendComment(token, { section, body, threadId, ...who }));
    if (!answer) return;
    onAdded(answer.comment);
    setBody('');
    onDone?.();
  }

  return (
    <Form onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-3">
      <IdentityFields
        remembered={context.identity}
        draft={draft}
        onDraftChange={setDraft}
        onForget={forget}
      />
      <TextArea label={label} value={body} onChange={setBody} rows={3} maxLength={5000} />
      {problem && (
        <p role="alert" className="text-sm text-danger-fg">
          {problem}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm">
          {pending ? CLIENT_COMMENTS.sending : submit}
        </Button>
        {onDone && (
          <Button variant="ghost" size="sm" onPress={onDone}>
            {CLIENT_COMMENTS.cancel}
          </Button>
        )}
      </div>
    </Form>
  );
}
