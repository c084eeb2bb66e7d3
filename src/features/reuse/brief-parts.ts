// What a brief's view shows of reuse: Duplicate in its header. Imported only by src/app/brief-extras.tsx,
// which loads with a brief's pages: the dashboard imports this feature's entry for Duplicate and undo, and
// would evaluate the toolbar button's menu code on its first load.
export { DuplicateButton } from './duplicate-button';
