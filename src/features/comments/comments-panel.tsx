// A section's threads in a dialog: "Add comment" on top, the open threads, and the resolved ones folded
// behind "Show resolved". A modal dialog: keyboard and screen-reader friendly, and full width on a phone.
import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { SECTIONS, type SectionId } from '../../domain/fields';
import { useCommentActions } from './comment-actions';
import { CommentComposer } from './comment-composer';
import { CommentThread } from './comment-thread';
import { useNames, useReaders } from './people';
import { COMMENTS } from './strings';
import type { BriefComments } from './use-comments';

export interface CommentsPanelProps {
  briefId: string;
  section: SectionId;
  state: BriefComments;
  isOpen: boolean;
  onOpenChange(isOpen: boolean): void;
  onShare?(): void;
}

export function CommentsPanel({
  briefId,
  section,
  state,
  isOpen,
  onOpenChange,
  onShare,
}: CommentsPanelProps) {
  const [showResolved, setShowResolved] = useState(false);
  const actions = useCommentActions(briefId);
  const threads = state.threads.filter((thread) => thread.section === section);
  const people = threads.flatMap((thread) =>
    thread.comments.flatMap((comment) => [comment.authorId, ...comment.mentions]),
  );
  const names = useNames(people);
  const readers = useReaders(briefId, people);
  const open = threads.filter((thread) => !thread.resolved);
  const resolved = threads.filter((thread) => thread.resolved);
  const thread = (t: (typeof threads)[number]) => (
    <li key={t.id}>
      <CommentThread
        thread={t}
        state={state}
        names={names}
        readers={readers}
        actions={actions}
        onShare={onShare}
      />
    </li>
  );
  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={COMMENTS.panelTitle}
      description={SECTIONS[section]}
      className="max-w-xl"
    >
      <div className="flex flex-col gap-4">
        <CommentComposer
          label={COMMENTS.add}
          submitLabel={COMMENTS.add}
          readers={readers}
          onSubmit={(draft) => actions.add(section, draft)}
        />
        {open.length === 0 ? (
          <p className="text-sm text-fg-muted">{COMMENTS.none}</p>
        ) : (
          <ul className="flex flex-col gap-3">{open.map(thread)}</ul>
        )}
        {resolved.length > 0 && (
          <div className="flex flex-col gap-3">
            <Button
              variant="ghost"
              size="sm"
              className="self-start"
              aria-expanded={showResolved}
              onPress={() => setShowResolved((shown) => !shown)}
            >
              {COMMENTS.showResolved}
              <span aria-hidden="true" className="text-fg-muted">
                ({resolved.length})
              </span>
            </Button>
            {showResolved && <ul className="flex flex-col gap-3">{resolved.map(thread)}</ul>}
          </div>
        )}
      </div>
    </Dialog>
  );
}
