// What a screen should do on arrival, passed in the router's location state: after Create New Brief the
// editor puts the cursor in Brief Title. A plain object, so the dashboard and the editor share no code.
export const EDITOR_ARRIVAL = {
  focusTitle: { focus: 'title' },
} as const;
