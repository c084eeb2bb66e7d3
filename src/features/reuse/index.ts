// The reuse feature's public entry (docs/architecture.md): Duplicate, and a delete that can be undone.
/**
 * The view's Duplicate button, on demand: it is a toolbar button that folds into the overflow menu, and the
 * dashboard, which imports this entry for Duplicate and undo, would evaluate the menu's code on its first load.
 */
export const loadDuplicateButton = () => import('./duplicate-button');
export { deleteWithUndo } from './undo-delete-actions';
export { useDuplicate } from './use-duplicate';
