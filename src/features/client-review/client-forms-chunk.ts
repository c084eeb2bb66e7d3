// The client's forms, one chunk (client-forms.ts loads it).
export { ClientCommentsPanel } from './client-comments-panel';
export { ClientDecisionPanel } from './client-decision';
