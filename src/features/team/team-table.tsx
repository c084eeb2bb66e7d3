// The frame both tables of the Team page share (members and invitations): what differs between them is
// only their columns and rows.
import type { ReactNode } from 'react';
import { PlainButton } from '../../components/ui/native-button';

/** Padding and alignment of every cell of a team table. */
export const cell = 'px-3 py-2 align-middle';

export interface TeamTableProps {
  /** Read by screen readers only (the page's heading says it visibly). */
  caption: string;
  columns: string[];
  /** The width under which the table scrolls sideways instead of squeezing (a Tailwind class). */
  minWidth: string;
  /** The rows (`<tr>`), one per person. */
  children: ReactNode;
}

/** A card that scrolls sideways on narrow screens, with a hidden caption and a header row. */
export function TeamTable({ caption, columns, minWidth, children }: TeamTableProps) {
  return (
    <div className="overflow-x-auto rounded-xl border border-line bg-surface">
      <table className={`w-full ${minWidth} text-left text-sm`}>
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-surface-subtle text-xs uppercase tracking-wide text-fg-muted">
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col" className={cell}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-line-subtle">{children}</tbody>
      </table>
    </div>
  );
}

/** One of a row's actions (Resend, Revoke, Change role, …): all look alike. */
export function RowAction({ onPress, children }: { onPress: () => void; children: ReactNode }) {
  return (
    <PlainButton size="sm" variant="outline" onPress={onPress}>
      {children}
    </PlainButton>
  );
}
