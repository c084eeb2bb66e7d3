// "Download Markdown" on a brief with comments: a choice to "Include comments", off by default (the
// Markdown, like the print and the PDF, is the brief; the comments join it only when asked for).
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { Dialog, DialogFooter } from '../../../components/ui/dialog';
import { exportStrings } from '../strings';

export function MarkdownDialog({
  isOpen,
  onOpenChange,
  onDownload,
}: {
  isOpen: boolean;
  onOpenChange(isOpen: boolean): void;
  onDownload(includeComments: boolean): Promise<void>;
}) {
  const [include, setInclude] = useState(false);
  const [pending, setPending] = useState(false);
  const download = async () => {
    setPending(true);
    try {
      await onDownload(include);
      onOpenChange(false);
    } finally {
      setPending(false);
    }
  };
  return (
    <Dialog isOpen={isOpen} onOpenChange={onOpenChange} title={exportStrings.downloadMarkdown}>
      <Checkbox isSelected={include} onChange={setInclude}>
        {exportStrings.includeComments}
      </Checkbox>
      <DialogFooter>
        <Button variant="outline" onPress={() => onOpenChange(false)}>
          {exportStrings.cancel}
        </Button>
        <Button isDisabled={pending} onPress={() => void download()}>
          {exportStrings.download}
        </Button>
      </DialogFooter>
    </Dialog>
  );
}
