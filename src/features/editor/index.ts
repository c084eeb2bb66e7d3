// The editor feature's public entry: its screen, loaded on demand (docs/architecture.md).
export const loadEditorPage = () => import('./editor-page');
// What the app adds to the page (other features' header actions and panel).
export type { EditorPageProps } from './editor-page';
