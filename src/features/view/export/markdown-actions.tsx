import { ClipboardCopy, FileDown, type LucideIcon } from 'lucide-react';
import { useContext, useRef, useState } from 'react';
import type { Brief } from '../../../domain/brief';
import { PlainButton } from '../../../components/ui/native-button';
import { useOverflowItem } from '../../../components/ui/overflow-actions';
import { exportStrings } from '../strings';
import { CommentsExportContext } from './comments-markdown';
import { copyMarkdown, downloadMarkdown } from './export-markdown';
import { MarkdownDialog } from './markdown-dialog';

/**
 * "Download Markdown" and "Copy as Markdown" for the view's header: icons, because the header is narrow
 * and keeps its room for the title; each is named by its (visually hidden) text, and the browser's own
 * tooltip (`title`) shows it to mouse users without an overlay left on the page. In "More actions"
 * they are menu items with their names.
 */
export function MarkdownActions({ brief }: { brief: Brief }) {
  const comments = useContext(CommentsExportContext);
  const [asking, setAsking] = useState(false);
  // A brief with comments asks whether to include them; one without downloads at once.
  const download = async (include: boolean) => {
    const appendix = include && comments ? await comments.markdown() : '';
    downloadMarkdown(brief, new Date(), appendix);
  };
  return (
    <>
      <IconAction
        icon={FileDown}
        label={exportStrings.downloadMarkdown}
        onPress={() =>
          void (comments ? comments.commented() : Promise.resolve(false)).then((commented) =>
            commented ? setAsking(true) : downloadMarkdown(brief),
          )
        }
      />
      {asking && <MarkdownDialog isOpen={asking} onOpenChange={setAsking} onDownload={download} />}
      <IconAction
        icon={ClipboardCopy}
        label={exportStrings.copyMarkdown}
        onPress={() => void copyMarkdown(brief)}
      />
    </>
  );
}

function IconAction({ icon: Icon, label, onPress }: { icon: LucideIcon; label: string; onPress(): void }) {
  const button = useRef<HTMLButtonElement>(null);
  useOverflowItem({ label, icon: Icon, onAction: onPress }, button);
  return (
    <PlainButton ref={button} variant="outline" size="sm" className="px-2" title={label} onPress={onPress}>
      <Icon aria-hidden="true" />
      <span className="sr-only">{label}</span>
    </PlainButton>
  );
}
