import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { preloadFirstScreen } from './app/router';
import { inNextTask } from './lib/next-task';
import { followThemeChanges } from './features/theme';
import { openEarly, readStoredUser } from './session';
import './index.css';

followThemeChanges();
// The entry's evaluation is one long task on a phone; what starts the first screen runs in the next one,
// and React's first render in the one after (Lighthouse's total blocking time counts each task's excess
// over 50 ms). The order is kept: the signed-in user's database opens (src/session/early-open.ts) and the
// first screen's code is fetched before React renders.
inNextTask(() => {
  const storedUser = readStoredUser();
  if (storedUser) openEarly(storedUser.id);
  preloadFirstScreen(window.location.pathname, storedUser !== null);
  // A transition: React renders the shell in slices of a few milliseconds instead of one long task.
  const root = createRoot(document.getElementById('root')!);
  startTransition(() =>
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
});
