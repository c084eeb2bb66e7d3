// A section's "Comments" button, with the count of its open threads, and the panel it opens. Never
// printed (print:hidden): comments are not part of the brief on paper or in the PDF.
import { MessageSquare } from 'lucide-react';
import { Suspense, useEffect, useRef, useState, type ComponentType } from 'react';
import { useLocation } from 'react-router-dom';
import { Button } from '../../components/ui/button';
import type { SectionId } from '../../domain/fields';
import { CommentsPanel } from './comments-panel';
import { COMMENTS } from './strings';
import { openCounts } from './threads';
import { useBriefComments } from './use-comments';

/** The share dialog the app passes in (the sharing feature), for a mention of someone who cannot read. */
export type ShareDialog = ComponentType<{
  briefId: string;
  briefTitle: string;
  isOpen: boolean;
  onOpenChange(isOpen: boolean): void;
}>;

export interface CommentsButtonProps {
  briefId: string;
  section: SectionId;
  briefTitle?: string;
  ShareDialog?: ShareDialog;
}

export function CommentsButton({ briefId, section, briefTitle = '', ShareDialog }: CommentsButtonProps) {
  const state = useBriefComments(briefId);
  const [open, setOpen] = useState(false);
  const [sharing, setSharing] = useState(false);
  const anchor = `comments-${section}`;
  const here = useRef<HTMLSpanElement>(null);
  const { hash } = useLocation();
  // Arriving from "Mentions for you" (…/view#comments-<section>): the section's comments open.
  const arrived = hash === `#${anchor}`;
  const [seenHash, setSeenHash] = useState<string | null>(null);
  if (hash !== seenHash) {
    setSeenHash(hash);
    if (arrived) setOpen(true);
  }
  useEffect(() => {
    if (arrived) here.current?.scrollIntoView?.({ block: 'center' });
  }, [arrived]);
  const count = state ? (openCounts(state.threads)[section] ?? 0) : 0;
  return (
    <span id={anchor} ref={here} className="print:hidden">
      <Button
        variant="outline"
        size="sm"
        aria-label={COMMENTS.buttonName(count)}
        onPress={() => setOpen(true)}
      >
        <MessageSquare aria-hidden="true" />
        {COMMENTS.button}
        {count > 0 && (
          <span
            aria-hidden="true"
            className="rounded-full bg-accent px-1.5 text-xs font-semibold text-on-accent"
          >
            {count}
          </span>
        )}
      </Button>
      {open && state && (
        <CommentsPanel
          briefId={briefId}
          section={section}
          state={state}
          isOpen={open}
          onOpenChange={setOpen}
          onShare={ShareDialog && (() => setSharing(true))}
        />
      )}
      {ShareDialog && sharing && (
        <Suspense fallback={null}>
          <ShareDialog briefId={briefId} briefTitle={briefTitle} isOpen={sharing} onOpenChange={setSharing} />
        </Suspense>
      )}
    </span>
  );
}
