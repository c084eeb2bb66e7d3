import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { followThemeChanges } from './features/theme';
import { openEarly, readStoredUser } from './session';
import './index.css';

followThemeChanges();
// The signed-in user's database opens while React renders (src/session/early-open.ts).
const storedUser = readStoredUser();
if (storedUser) openEarly(storedUser.id);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
