import { useEffect, useRef } from 'react';

/** Ctrl+S / Cmd+S saves instead of opening the browser's "Save page" dialog. */
export function useSaveShortcut(onSave: () => void): void {
  const latest = useRef(onSave);
  useEffect(() => {
    latest.current = onSave;
  });
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 's') {
        event.preventDefault();
        latest.current();
      }
    };
    // Capture phase: react-aria's keyboard handlers stop propagation, so a bubbling listener would miss
    // Ctrl+S typed in a chip field.
    window.addEventListener('keydown', onKeyDown, { capture: true });
    return () => window.removeEventListener('keydown', onKeyDown, { capture: true });
  }, []);
}
