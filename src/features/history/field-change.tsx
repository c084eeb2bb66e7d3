// One field's change in a version: a word difference for text, what was added and removed for lists
// and files, which boxes changed for deliverables.
import type { FieldChange } from '../../domain/history';
import { HISTORY } from './strings';

export function FieldChangeView({ change }: { change: FieldChange }) {
  switch (change.kind) {
    case 'text':
      return (
        <p className="text-sm leading-relaxed whitespace-pre-wrap text-fg-soft [overflow-wrap:anywhere]">
          {change.parts.map((part, index) =>
            part.kind === 'same' ? (
              <span key={index}>{part.text}</span>
            ) : part.kind === 'added' ? (
              <ins key={index} className="rounded-sm bg-added-bg text-added-fg no-underline">
                {part.text}
              </ins>
            ) : (
              <del key={index} className="rounded-sm bg-removed-bg text-removed-fg">
                {part.text}
              </del>
            ),
          )}
        </p>
      );
    case 'value':
      return (
        <p className="text-sm text-fg-soft">
          {change.before && <del className="rounded-sm bg-removed-bg text-removed-fg">{change.before}</del>}
          {change.before && ' → '}
          <ins className="rounded-sm bg-added-bg text-added-fg no-underline">{change.after}</ins>
        </p>
      );
    case 'list':
    case 'files':
      return (
        <Lists
          added={change.added}
          removed={change.removed}
          addedLabel={HISTORY.added}
          removedLabel={HISTORY.removed}
        />
      );
    case 'deliverables':
      return (
        <Lists
          added={change.checked}
          removed={change.unchecked}
          addedLabel={HISTORY.checked}
          removedLabel={HISTORY.unchecked}
        />
      );
  }
}

function Lists(props: { added: string[]; removed: string[]; addedLabel: string; removedLabel: string }) {
  return (
    <div className="flex flex-col gap-1 text-sm">
      {props.added.length > 0 && <Items label={props.addedLabel} items={props.added} tone="text-added-fg" />}
      {props.removed.length > 0 && (
        <Items label={props.removedLabel} items={props.removed} tone="text-removed-fg" />
      )}
    </div>
  );
}

function Items({ label, items, tone }: { label: string; items: string[]; tone: string }) {
  return (
    <p className={tone}>
      <span className="font-medium">{label}: </span>
      <span className="[overflow-wrap:anywhere]">{items.join(', ')}</span>
    </p>
  );
}
