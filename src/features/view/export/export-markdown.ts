// Saving and copying the brief as Markdown. Both work offline: the text is made from the brief in this
// device's database, and neither the download nor the clipboard needs the network.
import type { Brief } from '../../../domain/brief';
import { toast } from '../../../components/ui/toast-store';
import { downloadBlob } from '../open-file';
import { exportStrings } from '../strings';
import { briefToMarkdown } from './brief-markdown';
import { markdownFileName } from './markdown-text';

/** Saves '{title}.md' (with `appendix`, the comments, when asked). Call from a press handler. */
export function downloadMarkdown(brief: Brief, now = new Date(), appendix = ''): void {
  const blob = new Blob([briefToMarkdown(brief, now, appendix)], { type: 'text/markdown;charset=utf-8' });
  downloadBlob(blob, markdownFileName(brief.title));
}

/** Puts the Markdown on the clipboard and says so in a toast (or says why not). */
export async function copyMarkdown(brief: Brief, now = new Date()): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(briefToMarkdown(brief, now));
    toast({ ...exportStrings.copied, variant: 'success' });
    return true;
  } catch (error) {
    console.error('Error copying the brief as Markdown:', error);
    toast({ ...exportStrings.copyFailed, variant: 'destructive' });
    return false;
  }
}
