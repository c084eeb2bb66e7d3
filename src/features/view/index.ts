// The view feature's public entry: its screen, loaded on demand (docs/architecture.md).
export const loadViewPage = () => import('./view-page');
// What the app adds to the page (other features' header actions and panel).
export type { ViewPageProps } from './view-page';
/** The brief as the view shows and prints it, without the member's header: for the client's page. */
export const loadBriefBody = () => import('./brief-body');
export type { BriefBodyProps } from './brief-body';
export type { ShownFile, StoredFilesHook } from './stored-files-source';
