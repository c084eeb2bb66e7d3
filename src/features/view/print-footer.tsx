import { format } from 'date-fns';
import { useEffect, useState } from 'react';
import { viewStrings } from './strings';

/**
 * Shown only when printing (docs/spec.md §2): the product line and the current date — taken again just before
 * printing, so a page left open overnight prints today's date.
 */
export function PrintFooter({ now }: { now?: Date }) {
  const [printedAt, setPrintedAt] = useState(() => now ?? new Date());
  useEffect(() => {
    if (now) return;
    const refresh = () => setPrintedAt(new Date());
    window.addEventListener('beforeprint', refresh);
    return () => window.removeEventListener('beforeprint', refresh);
  }, [now]);
  return (
    <footer className="print-only mt-10 border-t border-slate-300 pt-4 text-center text-sm text-slate-700">
      {`${viewStrings.printFooter} · ${format(now ?? printedAt, 'MMMM d, yyyy')}`}
    </footer>
  );
}
