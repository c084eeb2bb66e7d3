// The reuse feature's public entry (docs/architecture.md): Duplicate, and a delete that can be undone.
export { DuplicateButton } from './duplicate-button';
export { deleteWithUndo } from './undo-delete-actions';
export { useDuplicate } from './use-duplicate';
