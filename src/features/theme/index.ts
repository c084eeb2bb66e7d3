// The theme feature's public entry (docs/architecture.md): System / Light / Dark for the account menu,
// and the startup hook that keeps <html data-theme> in step with the choice and the system.
export { ThemeMenuGroup } from './theme-menu-group';
export { followThemeChanges } from './theme-store';
