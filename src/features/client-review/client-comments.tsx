// A section's "Comments" on the client's page ("Can comment and approve"): the client threads of the
// section with their replies (the team's replies too; the team's own threads never reach the client),
// "Add comment" and "Reply". Names and text are shown as text, never as HTML. Never printed.
// The button is drawn with the brief; its panel (client-comments-panel.tsx: the dialog and the forms) is
// code of its own, fetched after the first screen (client-forms.ts), so it does not hold the brief back.
import { MessageSquare } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Button } from '../../components/ui/button';
import type { ClientThreadComment } from './client-api';
import type { ClientCommentsProps } from './client-comments-panel';
import { loadClientForms } from './client-forms';
import { CLIENT_COMMENTS } from './strings';

const ClientCommentsPanel = lazy(() =>
  loadClientForms().then((forms) => ({ default: forms.ClientCommentsPanel })),
);

/** The section's threads: each first comment with its replies, oldest first. */
function threadsOf(comments: readonly ClientThreadComment[]) {
  const byTime = [...comments].sort((a, b) => a.created_at.localeCompare(b.created_at));
  return byTime
    .filter((comment) => comment.id === comment.thread_id)
    .map((first) => ({
      first,
      replies: byTime.filter((c) => c.thread_id === first.id && c.id !== first.id),
    }));
}

export function ClientCommentsButton(props: ClientCommentsProps) {
  const [open, setOpen] = useState(false);
  const threads = threadsOf(props.comments.filter((comment) => comment.section === props.section));
  return (
    <span className="print:hidden">
      <Button
        variant="outline"
        size="sm"
        aria-label={CLIENT_COMMENTS.buttonName(threads.length)}
        onPress={() => setOpen(true)}
      >
        <MessageSquare aria-hidden="true" />
        {CLIENT_COMMENTS.button}
        {threads.length > 0 && (
          <span
            aria-hidden="true"
            className="rounded-full bg-accent px-1.5 text-xs font-semibold text-on-accent"
          >
            {threads.length}
          </span>
        )}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <ClientCommentsPanel {...props} threads={threads} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </span>
  );
}
