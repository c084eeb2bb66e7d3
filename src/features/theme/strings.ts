// Strings of the theme choice in the account menu. Ours: the spec has no wording for themes.
export const THEME = {
  group: 'Theme',
  system: 'System',
  light: 'Light',
  dark: 'Dark',
} as const;
