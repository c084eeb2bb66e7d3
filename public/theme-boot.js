// Runs in <head> before the first paint (a classic blocking script: the CSP allows 'self' scripts, not
// inline ones), so a reload never flashes the wrong theme. The same rule as
// src/features/theme/theme-preference.ts (a test checks they agree): the device's stored choice
// ("light" or "dark"), else the system's preference. src/index.css switches on data-theme.
(function () {
  let choice = null;
  try {
    choice = window.localStorage.getItem('briefsmith.theme');
  } catch {
    // storage refused: follow the system
  }
  const systemDark =
    typeof window.matchMedia === 'function' && window.matchMedia('(prefers-color-scheme: dark)').matches;
  const dark = choice === 'dark' || (choice !== 'light' && systemDark);
  document.documentElement.setAttribute('data-theme', dark ? 'dark' : 'light');
  const meta = document.querySelector('meta[name="theme-color"]');
  if (meta) meta.setAttribute('content', dark ? '#0f172a' : '#4f46e5');
})();
