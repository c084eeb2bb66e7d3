import { Pencil, Trash2 } from 'lucide-react';
import { lazy, Suspense, useState, type FormEvent } from 'react';
import { Form } from 'react-aria-components';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/text-field';
import { toast } from '../../components/ui/toast-store';
import type { BriefsmithDB } from '../../data/db';
import type { TemplateRecord } from '../../data/records';
import { typeLabel } from '../../domain/labels';
import { TEMPLATES } from './strings';
import { deleteTemplate, renameTemplate } from './template-actions';

const AlertDialog = lazy(() =>
  import('../../components/ui/alert-dialog').then((m) => ({ default: m.AlertDialog })),
);

/** The server's rule (author or admin), mirrored so that nobody is offered what would be refused. */
export function canManageTemplate(template: TemplateRecord, userId: string, isAdmin: boolean): boolean {
  return isAdmin || template.authorId === userId;
}

/** One team template: its name and author, and Rename / Delete when the viewer manages it. */
export function TemplateRow({
  db,
  template,
  manageable,
  online,
}: {
  db: BriefsmithDB;
  template: TemplateRecord;
  manageable: boolean;
  online: boolean;
}) {
  const [renaming, setRenaming] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const headingId = `template-${template.id}`;

  async function onDelete() {
    setBusy(true);
    const outcome = await deleteTemplate(db, template);
    setBusy(false);
    setConfirming(false);
    if (outcome.ok) toast({ ...TEMPLATES.deleted(template.name), variant: 'success' });
    else toast({ ...TEMPLATES.deleteFailed(outcome.message), variant: 'destructive' });
  }

  return (
    <li
      aria-labelledby={headingId}
      className="flex flex-col gap-2 rounded-lg border border-line bg-surface p-3"
    >
      {renaming ? (
        <RenameForm db={db} template={template} online={online} onDone={() => setRenaming(false)} />
      ) : (
        <div className="flex flex-wrap items-center justify-between gap-2">
          <div className="min-w-0">
            <h3 id={headingId} className="truncate font-medium text-fg">
              {template.name}
            </h3>
            <p className="text-xs text-fg-muted">
              {TEMPLATES.byAuthor(typeLabel(template.type), template.authorName)}
            </p>
          </div>
          {manageable && (
            <div className="flex gap-2">
              <Button
                variant="outline"
                size="sm"
                aria-label={TEMPLATES.renameLabel(template.name)}
                isDisabled={!online}
                onPress={() => setRenaming(true)}
              >
                <Pencil aria-hidden="true" />
                {TEMPLATES.rename}
              </Button>
              <Button
                variant="outline"
                size="sm"
                aria-label={TEMPLATES.deleteLabel(template.name)}
                isDisabled={!online}
                onPress={() => setConfirming(true)}
                className="text-danger-fg"
              >
                <Trash2 aria-hidden="true" />
                {TEMPLATES.delete}
              </Button>
            </div>
          )}
        </div>
      )}
      {confirming && (
        <Suspense fallback={null}>
          <AlertDialog
            isOpen={confirming}
            onOpenChange={setConfirming}
            title={TEMPLATES.deleteTitle}
            description={TEMPLATES.deleteDescription(template.name)}
            confirmLabel={busy ? TEMPLATES.deleting : TEMPLATES.deleteConfirm}
            isBusy={busy}
            onConfirm={() => void onDelete()}
          />
        </Suspense>
      )}
    </li>
  );
}

function RenameForm({
  db,
  template,
  online,
  onDone,
}: {
  db: BriefsmithDB;
  template: TemplateRecord;
  online: boolean;
  onDone(): void;
}) {
  const [name, setName] = useState(template.name);
  const [busy, setBusy] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed || busy || !online) return;
    if (trimmed === template.name) return onDone();
    setBusy(true);
    const outcome = await renameTemplate(db, template, trimmed);
    setBusy(false);
    if (!outcome.ok) {
      // The typed name stays in the field, so nothing is lost; the toast says why.
      toast({ ...TEMPLATES.renameFailed(outcome.message), variant: 'destructive' });
      return;
    }
    toast({ ...TEMPLATES.renamed(trimmed), variant: 'success' });
    onDone();
  }

  return (
    <Form onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-2">
      <TextField
        label={TEMPLATES.newName}
        name="name"
        isRequired
        autoFocus
        maxLength={120}
        value={name}
        onChange={setName}
        validate={(value) => (value.trim() ? null : TEMPLATES.nameRequired)}
      />
      <div className="flex justify-end gap-2">
        <Button variant="outline" size="sm" onPress={onDone}>
          {TEMPLATES.cancel}
        </Button>
        <Button type="submit" size="sm" isDisabled={busy || !online}>
          {busy ? TEMPLATES.saving : TEMPLATES.saveName}
        </Button>
      </div>
    </Form>
  );
}
