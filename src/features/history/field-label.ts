// The label a history shows for a stored column: the field registry's, so history says what the
// editor and the view say.
import type { EditableColumn } from '../../domain/diff';
import { fieldLabel } from '../../domain/fields';

export function historyFieldLabel(column: EditableColumn): string {
  return fieldLabel(column);
}
