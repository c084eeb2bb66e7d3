import { useEffect } from 'react';

/**
 * The page's title while the component is shown — the brief's name on the editor and the view, so that
 * "Save as PDF" and the tab say which brief it is — and the previous title again afterwards.
 */
export function useDocumentTitle(title: string | undefined): void {
  useEffect(() => {
    if (!title) return;
    const previous = document.title;
    document.title = title;
    return () => {
      document.title = previous;
    };
  }, [title]);
}
