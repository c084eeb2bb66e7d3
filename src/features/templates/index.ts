// The templates feature's public entry (docs/architecture.md): "Start from" in Create New Brief,
// "Save as template" in the view and "Manage templates" (account menu).
export { SaveTemplateButton } from './save-template-dialog';
export { BLANK, chosenTemplate, StartFromSelect } from './start-from-select';
export { useTeamTemplates } from './use-templates';
export { ManageTemplatesDialog } from './manage-templates-dialog';
