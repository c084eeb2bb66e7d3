// The templates feature's public entry (docs/architecture.md): "Start from" in Create New Brief,
// "Save as template" in the view and "Manage templates" (loaded when first opened).
export { SaveTemplateButton } from './save-template-dialog';
export { BLANK, chosenTemplate, StartFromSelect } from './start-from-select';
export { useTeamTemplates } from './use-templates';
export const loadManageTemplatesDialog = () =>
  import('./manage-templates-dialog').then((m) => ({ default: m.ManageTemplatesDialog }));
