import { BookmarkPlus, WifiOff } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Form } from 'react-aria-components';
import { Button } from '../../components/ui/button';
import { Dialog, DialogFooter } from '../../components/ui/dialog';
import { TextField } from '../../components/ui/text-field';
import { ToolbarButton } from '../../components/ui/toolbar-button';
import { toast } from '../../components/ui/toast-store';
import type { Brief } from '../../domain/brief';
import { useOnline } from '../../lib/online';
import { useUserData } from '../../session';
import { TEMPLATES } from './strings';
import { saveBriefAsTemplate } from './template-actions';

/** "Save as template" (view header): opens the dialog that names the template and saves it. */
export function SaveTemplateButton({ brief }: { brief: Brief }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <ToolbarButton icon={BookmarkPlus} label={TEMPLATES.saveAsTemplate} onPress={() => setOpen(true)} />
      {open && <SaveTemplateDialog brief={brief} isOpen={open} onOpenChange={setOpen} />}
    </>
  );
}

/** Names the template (the brief's title by default) and saves it for the team; needs a connection. */
export function SaveTemplateDialog({
  brief,
  isOpen,
  onOpenChange,
}: {
  brief: Brief;
  isOpen: boolean;
  onOpenChange(open: boolean): void;
}) {
  const { db, userId, email, repositoryContext } = useUserData();
  const online = useOnline();
  const [name, setName] = useState(brief.title);
  const [busy, setBusy] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!name.trim() || busy || !online) return;
    setBusy(true);
    const author = { id: userId, name: repositoryContext.fullName || email };
    const outcome = await saveBriefAsTemplate(db, brief, name.trim(), author);
    setBusy(false);
    if (!outcome.ok) {
      toast({ ...TEMPLATES.saveFailed(outcome.message), variant: 'destructive' });
      return;
    }
    toast({ ...TEMPLATES.saved(outcome.template.name), variant: 'success' });
    onOpenChange(false);
  }

  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={TEMPLATES.dialogTitle}
      description={TEMPLATES.dialogDescription}
    >
      <Form onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-4">
        <TextField label={TEMPLATES.name} name="name" isRequired autoFocus value={name} onChange={setName} />
        {!online && (
          <p role="status" className="flex items-center gap-2 text-sm text-fg-secondary">
            <WifiOff aria-hidden="true" className="size-4" />
            {TEMPLATES.offline}
          </p>
        )}
        <DialogFooter>
          <Button variant="outline" onPress={() => onOpenChange(false)}>
            {TEMPLATES.cancel}
          </Button>
          <Button type="submit" isDisabled={busy || !online}>
            {busy ? TEMPLATES.saving : TEMPLATES.save}
          </Button>
        </DialogFooter>
      </Form>
    </Dialog>
  );
}
