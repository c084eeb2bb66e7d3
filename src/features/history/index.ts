// The history feature's public entry (docs/architecture.md): the History button the editor and the
// view show.
export { HistoryButton } from './history-button';
