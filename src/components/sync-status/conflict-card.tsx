import { Button } from '../../components/ui/button';
import type { ConflictRecord } from '../../data/records';
import { fieldLabel } from '../../domain/fields';
import { theirsAuthor } from './conflict-time';
import { formatValue } from './format-value';
import { SYNC } from './strings';
import type { Choice } from './sync-controls';

export interface ConflictCardProps {
  title: string;
  conflict: ConflictRecord;
  onResolve(field: string, choice: Choice): void;
  isBusy: boolean;
}

/** One conflicted brief: each field with both values side by side, and mine/theirs per field and for all. */
export function ConflictCard({ title, conflict, onResolve, isBusy }: ConflictCardProps) {
  const headingId = `conflict-${conflict.briefId}`;
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-xl border border-warning-line bg-warning-soft/40 p-4"
    >
      <h3 id={headingId} className="font-semibold text-fg">
        {title}
      </h3>
      {conflict.kind === 'fields' ? (
        <>
          <p className="text-sm text-fg-secondary">{SYNC.conflictIntro}</p>
          <ul className="flex flex-col gap-3">
            {conflict.fields.map((field) => (
              <li key={field.field} className="rounded-lg border border-line bg-surface p-3">
                <p className="mb-2 text-sm font-medium text-fg">{fieldLabel(field.field)}</p>
                <div className="grid gap-2 sm:grid-cols-2">
                  <ValueBox label={SYNC.mine} value={formatValue(field.mine)} />
                  <ValueBox label={theirsLabel(conflict)} value={formatValue(field.theirs)} />
                </div>
                <div className="mt-2 flex flex-wrap gap-2">
                  {(['mine', 'theirs'] as const).map((choice) => {
                    const text = choice === 'mine' ? SYNC.keepMine : SYNC.takeTheirs;
                    return (
                      <Button
                        key={choice}
                        size="sm"
                        variant="outline"
                        isDisabled={isBusy}
                        onPress={() => onResolve(field.field, choice)}
                        aria-label={`${text}: ${fieldLabel(field.field)}`}
                      >
                        {text}
                      </Button>
                    );
                  })}
                </div>
              </li>
            ))}
          </ul>
          <WholeBriefChoice
            mine={SYNC.keepAllMine}
            theirs={SYNC.takeAllTheirs}
            isBusy={isBusy}
            onResolve={onResolve}
          />
        </>
      ) : (
        <>
          <p className="text-sm text-fg-secondary">
            {conflict.kind === 'deleted'
              ? conflict.theirsBy
                ? SYNC.deletedBy(conflict.theirsBy)
                : SYNC.deletedElsewhere
              : conflict.theirsBy
                ? SYNC.editedBy(conflict.theirsBy)
                : SYNC.editedElsewhere}
          </p>
          <WholeBriefChoice
            mine={conflict.kind === 'deleted' ? SYNC.restoreMine : SYNC.deleteAnyway}
            theirs={conflict.kind === 'deleted' ? SYNC.acceptDelete : SYNC.keepTheirs}
            isBusy={isBusy}
            onResolve={onResolve}
          />
        </>
      )}
    </section>
  );
}

/** "Maya changed this at 10:42" when the server recorded who; else the plain "Server version". */
function theirsLabel(conflict: ConflictRecord): string {
  const author = theirsAuthor(conflict);
  return author ? SYNC.changedBy(author.name, author.time) : SYNC.theirs;
}

function ValueBox({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-md bg-surface-subtle p-2">
      <p className="text-xs font-medium text-fg-muted">{label}</p>
      <p className="mt-0.5 text-sm break-words whitespace-pre-wrap text-fg">{value || SYNC.empty}</p>
    </div>
  );
}

/** The two whole-brief buttons: keep this device's version ('mine') or the server's ('theirs'). */
function WholeBriefChoice(props: {
  mine: string;
  theirs: string;
  isBusy: boolean;
  onResolve: ConflictCardProps['onResolve'];
}) {
  return (
    <div className="flex flex-wrap gap-2">
      <Button size="sm" isDisabled={props.isBusy} onPress={() => props.onResolve('*', 'mine')}>
        {props.mine}
      </Button>
      <Button
        size="sm"
        variant="secondary"
        isDisabled={props.isBusy}
        onPress={() => props.onResolve('*', 'theirs')}
      >
        {props.theirs}
      </Button>
    </div>
  );
}
