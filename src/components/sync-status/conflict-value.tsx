// One side of a field conflict, rendered the way the field itself reads: text as text, lists as lists,
// files by their names (never megabytes of data), the ticked deliverables, competitors with their
// strengths and weaknesses. The field's kind comes from the registry (domain/fields.ts); the value is the
// stored column's.
import { parseDirectCompetitor } from '../../domain/competitors';
import { checkedDeliverables, parseDeliverables } from '../../domain/deliverables';
import { fieldByColumn } from '../../domain/fields';
import { decodeFileItem, fileItemName } from '../../domain/files';
import { statusLabel, typeLabel } from '../../domain/labels';
import { SYNC } from './strings';

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

export function ConflictValue({ column, value }: { column: string; value: unknown }) {
  const kind = fieldByColumn(column)?.kind ?? 'text';
  const items = itemsOf(kind, column, value);
  if (items === null) {
    const text = typeof value === 'string' ? value : value == null ? '' : String(value);
    if (text.trim() === '') return <Empty />;
    return (
      <p dir="auto" className="text-sm break-words whitespace-pre-wrap text-fg">
        {kind === 'choice' ? (column === 'status' ? statusLabel(text) : typeLabel(text)) : text}
      </p>
    );
  }
  if (items.length === 0) return <Empty />;
  return (
    <ul className="list-disc space-y-0.5 ps-5 text-sm break-words text-fg">
      {items.map((item, i) => (
        <li key={i} dir="auto">
          {item}
        </li>
      ))}
    </ul>
  );
}

/** The value as list items, or null for a field that reads as one text. */
function itemsOf(kind: string, column: string, value: unknown): string[] | null {
  switch (kind) {
    case 'list':
      return strings(value);
    case 'files':
      return strings(value).map((stored, i) =>
        fileItemName(decodeFileItem(stored), i, column === 'brand_documents' ? 'document' : 'file'),
      );
    case 'competitors':
      return strings(value).map((stored) => {
        const { name, strengths, weaknesses } = parseDirectCompetitor(stored);
        const details = [strengths, weaknesses].filter((part) => part.trim() !== '').join(' / ');
        return details ? `${name} (${details})` : name;
      });
    case 'deliverables':
      return checkedDeliverables(parseDeliverables(value)).map(
        (group) => `${group.label}: ${group.items.join(', ')}`,
      );
    default:
      return null;
  }
}

function Empty() {
  return <p className="text-sm text-fg-subtle italic">{SYNC.empty}</p>;
}
