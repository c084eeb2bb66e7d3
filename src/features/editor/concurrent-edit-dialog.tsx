import type { Brief, DirectCompetitor, FileItem } from '../../domain/brief';
import { fieldLabel, type FieldPath } from '../../domain/fields';
import { Button } from '../../components/ui/button';
import { Dialog, DialogFooter } from '../../components/ui/dialog';
import { fieldValue } from './draft';
import { editorStrings } from './strings';

export type ConcurrentChoice = 'mine' | 'theirs' | 'cancel';

export interface ConcurrentEditPrompt {
  paths: FieldPath[];
  mine: Brief;
  theirs: Brief;
  /** "Maya changed this at 10:42" when the server recorded who made theirs; null names no one. */
  changedBy: string | null;
}

const s = editorStrings.concurrent;

/** Asked on Save when fields edited here were also changed elsewhere meanwhile: both values are shown. */
export function ConcurrentEditDialog({
  prompt,
  onChoose,
}: {
  prompt: ConcurrentEditPrompt | null;
  onChoose: (choice: ConcurrentChoice) => void;
}) {
  return (
    <Dialog
      isOpen={prompt !== null}
      onOpenChange={(open) => !open && onChoose('cancel')}
      title={s.title}
      description={s.description}
      role="alertdialog"
      isDismissable={false}
    >
      {prompt && (
        <dl className="flex max-h-80 flex-col gap-4 overflow-y-auto">
          {prompt.paths.map((path) => (
            <div key={path} className="rounded-lg border border-line p-3">
              <dt className="text-sm font-semibold text-fg">{fieldLabel(path)}</dt>
              {prompt.changedBy && (
                <dd className="mt-0.5 text-sm font-medium text-warning-fg">{prompt.changedBy}</dd>
              )}
              <dd className="mt-1 text-sm text-fg-secondary">
                <span className="font-medium">{s.yours}</span> {describe(fieldValue(prompt.mine, path))}
              </dd>
              <dd className="mt-0.5 text-sm text-fg-secondary">
                <span className="font-medium">{s.theirs}</span> {describe(fieldValue(prompt.theirs, path))}
              </dd>
            </div>
          ))}
        </dl>
      )}
      <DialogFooter>
        <Button variant="outline" onPress={() => onChoose('cancel')}>
          {s.cancel}
        </Button>
        <Button variant="outline" onPress={() => onChoose('theirs')}>
          {s.takeTheirs}
        </Button>
        <Button autoFocus onPress={() => onChoose('mine')}>
          {s.keepMine}
        </Button>
      </DialogFooter>
    </Dialog>
  );
}

/** A short, readable rendering of any field value. */
function describe(value: unknown): string {
  if (typeof value === 'string') return value.trim() === '' ? s.empty : truncate(value);
  if (Array.isArray(value)) {
    if (value.length === 0) return s.empty;
    if (value.some((item) => isFileItem(item) && typeof item !== 'string')) return s.files(value.length);
    return truncate(value.map((item) => (isCompetitor(item) ? item.name : String(item))).join(', '));
  }
  return s.changedChecklist;
}

const truncate = (text: string) => (text.length > 160 ? `${text.slice(0, 157)}...` : text);
const isFileItem = (item: unknown): item is FileItem =>
  typeof item === 'string' || (typeof item === 'object' && item !== null && 'data' in item);
const isCompetitor = (item: unknown): item is DirectCompetitor =>
  typeof item === 'object' && item !== null && 'strengths' in item;
