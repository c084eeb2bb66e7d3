// The templates feature's public entry (docs/architecture.md): "Start from" in Create New Brief and
// "Save as template" in the view.
export { SaveTemplateButton } from './save-template-dialog';
export { BLANK, chosenTemplate, StartFromSelect } from './start-from-select';
export { useTeamTemplates } from './use-templates';
