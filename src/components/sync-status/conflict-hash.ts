// The fragment of a brief's link that opens its conflict on arrival (the dashboard card's "Sync conflict"
// badge links to the editor with it). Its own module so the dashboard does not load the conflict UI.
export const CONFLICT_HASH = 'conflict';
