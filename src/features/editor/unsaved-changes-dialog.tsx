import { Button } from '../../components/ui/button';
import { Dialog, DialogFooter } from '../../components/ui/dialog';
import { editorStrings } from './strings';

const s = editorStrings.unsaved;

/** Asked before leaving with unsaved changes: Save (then leave), Discard (leave) or Cancel (stay). */
export function UnsavedChangesDialog({
  isOpen,
  isSaving,
  canSave,
  onSave,
  onDiscard,
  onCancel,
}: {
  isOpen: boolean;
  isSaving: boolean;
  canSave: boolean;
  onSave: () => void;
  onDiscard: () => void;
  onCancel: () => void;
}) {
  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={(open) => !open && onCancel()}
      title={s.title}
      description={s.description}
      role="alertdialog"
      isDismissable={false}
      className="max-w-md"
    >
      <DialogFooter className="mt-0">
        <Button variant="outline" onPress={onCancel}>
          {s.cancel}
        </Button>
        <Button variant="destructive" onPress={onDiscard}>
          {s.discard}
        </Button>
        <Button autoFocus={canSave} isDisabled={isSaving || !canSave} onPress={onSave}>
          {isSaving ? editorStrings.saving : s.save}
        </Button>
      </DialogFooter>
    </Dialog>
  );
}
