import { ClipboardCopy, FileDown } from 'lucide-react';
import type { Brief } from '../../../domain/brief';
import { Button } from '../../../components/ui/button';
import { exportStrings } from '../strings';
import { copyMarkdown, downloadMarkdown } from './export-markdown';

/** "Download Markdown" and "Copy as Markdown" for the view's header; on a phone, icons with the same names. */
export function MarkdownActions({ brief }: { brief: Brief }) {
  return (
    <>
      <Button variant="outline" size="sm" onPress={() => downloadMarkdown(brief)}>
        <FileDown aria-hidden="true" />
        <span className="max-sm:sr-only">{exportStrings.downloadMarkdown}</span>
      </Button>
      <Button variant="outline" size="sm" onPress={() => void copyMarkdown(brief)}>
        <ClipboardCopy aria-hidden="true" />
        <span className="max-sm:sr-only">{exportStrings.copyMarkdown}</span>
      </Button>
    </>
  );
}
