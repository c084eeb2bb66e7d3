// A same-field conflict shown at the field (docs/design.md §6): under the field, who changed it and when,
// both values as the field renders them, and Keep mine / Take theirs for that field alone. The brief
// shows the other person's value meanwhile, and this block says so, so nothing typed here is replaced
// silently. The provider reads the brief's conflict once; each field asks for its own part.
import { useLiveQuery } from 'dexie-react-hooks';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useLocation } from 'react-router-dom';
import { Button } from '../../components/ui/button';
import { toast } from '../../components/ui/toast-store';
import { getConflict } from '../../data/conflict-reads';
import type { ConflictField, ConflictRecord, PushColumn } from '../../data/records';
import { fieldByPath, fieldLabel } from '../../domain/fields';
import { errorMessage } from '../../lib/errors';
import { useSyncEngine, useUserData } from '../../session';
import { theirsAuthor } from './conflict-time';
import { CONFLICT_HASH } from './conflict-hash';
import { ConflictValue } from './conflict-value';
import { SYNC } from './strings';
import type { Choice } from './sync-controls';

interface FieldConflicts {
  conflict: ConflictRecord | undefined;
  isBusy: boolean;
  resolve(column: PushColumn, choice: Choice): Promise<boolean>;
}

const Context = createContext<FieldConflicts | null>(null);

/** Makes the brief's field conflicts available to every FieldConflict below it (editor, view). */
export function FieldConflictsProvider({ briefId, children }: { briefId: string; children: ReactNode }) {
  const { db } = useUserData();
  const engine = useSyncEngine();
  const [busy, setBusy] = useState(false);
  const found = useLiveQuery(() => getConflict(db, briefId), [db, briefId]);
  const resolve = useCallback(
    async (column: PushColumn, choice: Choice) => {
      if (!engine) return false;
      setBusy(true);
      try {
        await engine.resolveConflict(briefId, column, choice);
        return true;
      } catch (error) {
        toast({ title: SYNC.actionFailed, description: errorMessage(error) ?? '', variant: 'destructive' });
        return false;
      } finally {
        setBusy(false);
      }
    },
    [engine, briefId],
  );
  // Arriving from a card's "Sync conflict" badge (…#conflict): open the conflict once it is on screen.
  const { hash } = useLocation();
  const arrived = useRef(false);
  useEffect(() => {
    if (!found || arrived.current || hash !== `#${CONFLICT_HASH}`) return;
    const timer = setTimeout(() => {
      arrived.current = true;
      openBriefConflict();
    }, 0);
    return () => clearTimeout(timer);
  }, [found, hash]);
  const value = useMemo(
    () => ({ conflict: found?.kind === 'fields' ? found : undefined, isBusy: busy || !engine, resolve }),
    [found, busy, engine, resolve],
  );
  return <Context.Provider value={value}>{children}</Context.Provider>;
}

export const fieldConflictId = (column: string) => `field-conflict-${column}`;
export const BRIEF_CONFLICT_ID = 'brief-conflict';

const FIELD_CONFLICT = 'data-field-conflict';

/** Moves focus to a field's conflict (scrolling it into view); false when it is not on the page. */
export function focusFieldConflict(column?: string): boolean {
  const target = column
    ? document.getElementById(fieldConflictId(column))
    : document.querySelector<HTMLElement>(`[${FIELD_CONFLICT}]`);
  if (!target) return false;
  target.focus();
  target.scrollIntoView?.({ block: 'center' });
  return true;
}

/** The badge's action: focus the first conflicting field's block, else the brief's conflict. */
export function openBriefConflict() {
  if (focusFieldConflict()) return;
  const panel = document.getElementById(BRIEF_CONFLICT_ID);
  panel?.focus();
  panel?.scrollIntoView?.({ block: 'center' });
}

/**
 * The conflict of one field (named by its nested path, 'creative.colorPreferences'), or nothing. Placed
 * right after the field; in a two-column row it spans both columns.
 */
export function FieldConflict({ path, withLabel = false }: { path: string; withLabel?: boolean }) {
  const context = useContext(Context);
  const column = fieldByPath(path)?.column;
  const field = context?.conflict?.fields.find((f) => f.field === column);
  if (!context?.conflict || !field) return null;
  return (
    <FieldConflictBlock field={field} conflict={context.conflict} context={context} withLabel={withLabel} />
  );
}

function FieldConflictBlock(props: {
  field: ConflictField;
  conflict: ConflictRecord;
  context: FieldConflicts;
  withLabel: boolean;
}) {
  const { field, conflict, context } = props;
  const label = fieldLabel(field.field);
  const author = theirsAuthor(conflict);

  async function choose(choice: Choice, region: HTMLElement | null) {
    const next = region && focusTargetAfter(region, label);
    if ((await context.resolve(field.field, choice)) && next?.isConnected) next.focus();
  }

  return (
    <div
      id={fieldConflictId(field.field)}
      {...{ [FIELD_CONFLICT]: '' }}
      role="region"
      aria-label={SYNC.fieldConflict(label)}
      tabIndex={-1}
      className="flex flex-col gap-3 rounded-lg border border-warning-line bg-warning-soft p-3 outline-none focus-visible:ring-2 focus-visible:ring-focus sm:col-span-2 print:hidden"
    >
      {props.withLabel && <h3 className="text-sm font-semibold text-fg">{label}</h3>}
      <div>
        <p className="text-sm font-semibold text-warning-fg">
          {author ? SYNC.changedBy(author.name, author.time) : SYNC.conflictIntro}
        </p>
        <p className="text-sm text-fg-muted">
          {author ? SYNC.theirsInField(author.name) : SYNC.serverInField}
        </p>
      </div>
      <div className="grid gap-2 sm:grid-cols-2">
        <Side label={SYNC.yourVersion} column={field.field} value={field.mine} />
        <Side
          label={author ? SYNC.theirVersion(author.name) : SYNC.theirs}
          column={field.field}
          value={field.theirs}
        />
      </div>
      <div className="flex flex-wrap gap-2">
        {(['mine', 'theirs'] as const).map((choice) => (
          <Button
            key={choice}
            size="sm"
            variant="outline"
            isDisabled={context.isBusy}
            onPress={(event) =>
              void choose(choice, (event.target as HTMLElement).closest(`[${FIELD_CONFLICT}]`))
            }
          >
            {choice === 'mine' ? SYNC.keepMine : SYNC.takeTheirs}
          </Button>
        ))}
      </div>
    </div>
  );
}

function Side({ label, column, value }: { label: string; column: string; value: unknown }) {
  return (
    <div className="rounded-md border border-line bg-surface p-2">
      <p className="mb-1 text-xs font-medium text-fg-muted">{label}</p>
      <ConflictValue column={column} value={value} />
    </div>
  );
}

/**
 * Where focus goes once this conflict is settled and its block disappears: the next open conflict, else
 * the field itself (found by its label), else the page's main region.
 */
function focusTargetAfter(region: HTMLElement, label: string): HTMLElement | null {
  const others = [...document.querySelectorAll<HTMLElement>(`[${FIELD_CONFLICT}]`)].filter(
    (el) => el !== region,
  );
  const following = others.find(
    (el) => region.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_FOLLOWING,
  );
  if (following ?? others[0]) return following ?? others[0]!;
  const labelElement = [...document.querySelectorAll('label')].find((el) => el.textContent?.trim() === label);
  return (labelElement?.control as HTMLElement | null | undefined) ?? document.getElementById('main-content');
}
