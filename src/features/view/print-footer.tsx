import { format } from 'date-fns';
import { viewStrings } from './strings';

/** Shown only when printing (spec §2): the product line and the current date. */
export function PrintFooter({ now = new Date() }: { now?: Date }) {
  return (
    <footer className="print-only mt-10 border-t border-slate-300 pt-4 text-center text-sm text-slate-700">
      {`${viewStrings.printFooter} · ${format(now, 'MMMM d, yyyy')}`}
    </footer>
  );
}
