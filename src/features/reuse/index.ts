// The reuse feature's public entry (docs/architecture.md): Duplicate, and a delete that can be undone. The
// view's Duplicate button is in brief-parts.ts (composed by src/app/brief-extras.tsx).
export { deleteWithUndo } from './undo-delete-actions';
export { useDuplicate } from './use-duplicate';
