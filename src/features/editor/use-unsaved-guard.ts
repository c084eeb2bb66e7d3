// Unsaved edits are never lost silently (docs/design.md §1): in-app navigation is held by react-router's blocker
// until the user chooses Save, Discard or Cancel, and closing or reloading the tab asks the browser to warn.
import { useEffect } from 'react';
import { useBlocker, type Blocker } from 'react-router-dom';
import { setUnsavedChanges } from '../../lib/pwa';

export function useUnsavedGuard(isDirty: boolean): Blocker {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => isDirty && currentLocation.pathname !== nextLocation.pathname,
  );

  // The app-update prompt waits while edits are unsaved (src/lib/pwa.ts).
  useEffect(() => {
    setUnsavedChanges(isDirty);
    return () => setUnsavedChanges(false);
  }, [isDirty]);

  useEffect(() => {
    if (!isDirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older Chromium shows the prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [isDirty]);

  return blocker;
}
