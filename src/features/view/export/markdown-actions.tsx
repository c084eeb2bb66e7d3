import { ClipboardCopy, FileDown } from 'lucide-react';
import type { Brief } from '../../../domain/brief';
import { Button } from '../../../components/ui/button';
import { Tooltip } from '../../../components/ui/tooltip';
import { exportStrings } from '../strings';
import { copyMarkdown, downloadMarkdown } from './export-markdown';

/**
 * "Download Markdown" and "Copy as Markdown" for the view's header: icons, because the header is narrow
 * and keeps its room for the title; each is named by its (visually hidden) text and shows it as a tooltip.
 */
export function MarkdownActions({ brief }: { brief: Brief }) {
  return (
    <>
      <Tooltip content={exportStrings.downloadMarkdown}>
        <Button variant="outline" size="sm" className="px-2" onPress={() => downloadMarkdown(brief)}>
          <FileDown aria-hidden="true" />
          <span className="sr-only">{exportStrings.downloadMarkdown}</span>
        </Button>
      </Tooltip>
      <Tooltip content={exportStrings.copyMarkdown}>
        <Button variant="outline" size="sm" className="px-2" onPress={() => void copyMarkdown(brief)}>
          <ClipboardCopy aria-hidden="true" />
          <span className="sr-only">{exportStrings.copyMarkdown}</span>
        </Button>
      </Tooltip>
    </>
  );
}
