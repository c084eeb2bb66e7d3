// Asked before "Restore this version": which fields the restore will change (Cancel is the default).
import { Button } from '../../components/ui/button';
import { Dialog, DialogFooter } from '../../components/ui/dialog';
import type { EditableColumn } from '../../domain/diff';
import { historyFieldLabel } from './field-label';
import { HISTORY } from './strings';

const s = HISTORY.confirmRestore;

export interface RestoreConfirmation {
  version: number;
  /** Every field of the version, restored when confirmed. */
  columns: EditableColumn[];
  /** Those whose value on the device differs from the version's: what the user sees change. */
  changing: EditableColumn[];
}

export function RestoreConfirmDialog({
  confirmation,
  isBusy,
  onConfirm,
  onCancel,
}: {
  confirmation: RestoreConfirmation | null;
  isBusy: boolean;
  onConfirm(columns: EditableColumn[]): void;
  onCancel(): void;
}) {
  const changing = confirmation?.changing ?? [];
  return (
    <Dialog
      isOpen={confirmation !== null}
      onOpenChange={(open) => !open && onCancel()}
      title={s.title}
      description={confirmation && (changing.length > 0 ? s.description(confirmation.version) : s.nothing)}
      role="alertdialog"
      isDismissable={false}
      className="max-w-md"
    >
      {changing.length > 0 && (
        <ul aria-label={s.fieldsLabel} className="list-disc ps-5 text-sm text-fg">
          {changing.map((column) => (
            <li key={column}>{historyFieldLabel(column)}</li>
          ))}
        </ul>
      )}
      <DialogFooter>
        <Button variant="outline" autoFocus onPress={onCancel}>
          {s.cancel}
        </Button>
        <Button
          isDisabled={isBusy || changing.length === 0}
          onPress={() => confirmation && onConfirm(confirmation.columns)}
        >
          {s.confirm}
        </Button>
      </DialogFooter>
    </Dialog>
  );
}
