// What the client writes with (the comments panel and the decision), code of its own: the first screen
// of a client's page is the brief, drawn without waiting for the dialog and form code below it, which is
// fetched after that first screen (or when a form is first needed).
export const loadClientForms = () => import('./client-forms-chunk');
