import { useEffect } from 'react';

/**
 * The tab's title while a screen is open: on the view it is the brief's title, which the browser's
 * print dialog also suggests as the PDF's file name. The previous title comes back on leaving.
 */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    if (title.trim() === '') return;
    const previous = document.title;
    document.title = title;
    return () => {
      document.title = previous;
    };
  }, [title]);
}
