import { ClipboardCopy, FileDown } from 'lucide-react';
import type { Brief } from '../../../domain/brief';
import { PlainButton } from '../../../components/ui/native-button';
import { exportStrings } from '../strings';
import { copyMarkdown, downloadMarkdown } from './export-markdown';

/**
 * "Download Markdown" and "Copy as Markdown" for the view's header: icons, because the header is narrow
 * and keeps its room for the title; each is named by its (visually hidden) text, and the browser's own
 * tooltip (`title`) shows it to mouse users without an overlay left on the page.
 */
export function MarkdownActions({ brief }: { brief: Brief }) {
  return (
    <>
      <PlainButton
        variant="outline"
        size="sm"
        className="px-2"
        title={exportStrings.downloadMarkdown}
        onPress={() => downloadMarkdown(brief)}
      >
        <FileDown aria-hidden="true" />
        <span className="sr-only">{exportStrings.downloadMarkdown}</span>
      </PlainButton>
      <PlainButton
        variant="outline"
        size="sm"
        className="px-2"
        title={exportStrings.copyMarkdown}
        onPress={() => void copyMarkdown(brief)}
      >
        <ClipboardCopy aria-hidden="true" />
        <span className="sr-only">{exportStrings.copyMarkdown}</span>
      </PlainButton>
    </>
  );
}
