import { Button } from './button';
import { Dialog, DialogFooter } from './dialog';

export interface AlertDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  title: string;
  description: string;
  confirmLabel: string;
  cancelLabel?: string;
  /** 'destructive' for deletes and sign-out with unsynced changes. */
  variant?: 'primary' | 'destructive';
  isBusy?: boolean;
  onConfirm: () => void;
}

/** A confirmation dialog (role alertdialog): Cancel is the safe default and gets focus first. */
export function AlertDialog({
  isOpen,
  onOpenChange,
  title,
  description,
  confirmLabel,
  cancelLabel = 'Cancel',
  variant = 'destructive',
  isBusy,
  onConfirm,
}: AlertDialogProps) {
  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={title}
      description={description}
      role="alertdialog"
      isDismissable={false}
      className="max-w-md"
    >
      <DialogFooter className="mt-0">
        <Button variant="outline" autoFocus onPress={() => onOpenChange(false)}>
          {cancelLabel}
        </Button>
        <Button variant={variant} isDisabled={isBusy} onPress={onConfirm}>
          {confirmLabel}
        </Button>
      </DialogFooter>
    </Dialog>
  );
}
