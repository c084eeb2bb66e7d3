// The editor feature's public entry: its screen, loaded on demand (docs/architecture.md).
export const loadEditorPage = () => import('./editor-page');
