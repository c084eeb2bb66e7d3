// A section's "Comments" button, with the count of its open threads, and the panel it opens. Never
// printed (print:hidden): comments are not part of the brief on paper or in the PDF.
import { MessageSquare } from 'lucide-react';
import { Suspense, useEffect, useRef, useState, type ComponentType } from 'react';
import { useLocation } from 'react-router-dom';
import { Button } from '../../components/ui/button';
import type { SectionId } from '../../domain/fields';
import { CommentsPanel } from './comments-panel';
import { COMMENTS } from './strings';
import { useBriefComments } from './use-comments';
import { useOpenThreadCount } from './use-open-counts';

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
  const count = useOpenThreadCount(briefId, section) ?? 0;
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
      {open && (
        <OpenPanel
          briefId={briefId}
          section={section}
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

/** The panel, with the brief's comments read while it is open (the button only counts). */
function OpenPanel({
  briefId,
  section,
  onOpenChange,
  onShare,
}: {
  briefId: string;
  section: SectionId;
  onOpenChange(isOpen: boolean): void;
  onShare?: () => void;
}) {
  const state = useBriefComments(briefId);
  if (!state) return null;
  return (
    <CommentsPanel
      briefId={briefId}
      section={section}
      state={state}
      isOpen
      onOpenChange={onOpenChange}
      onShare={onShare}
    />
  );
}
