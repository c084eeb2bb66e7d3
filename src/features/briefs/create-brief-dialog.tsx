import { useState, type FormEvent } from 'react';
import { Form } from 'react-aria-components';
import { useNavigate } from 'react-router-dom';
import { Button } from '../../components/ui/button';
import { Dialog, DialogFooter } from '../../components/ui/dialog';
import { TextArea } from '../../components/ui/text-area';
import { TextField } from '../../components/ui/text-field';
import { useUserData } from '../auth/user-data';
import { BLANK, chosenTemplate, StartFromSelect } from '../templates/start-from-select';
import { useTeamTemplates } from '../templates/use-templates';
import { createBriefWithToast } from './brief-actions';
import { CREATE_BRIEF } from './strings';

export interface CreateBriefDialogProps {
  isOpen: boolean;
  onOpenChange(isOpen: boolean): void;
}

/** Create New Brief (spec §2, §5): title and company required, description optional; then the editor. */
export default function CreateBriefDialog({ isOpen, onOpenChange }: CreateBriefDialogProps) {
  const { db, repositoryContext } = useUserData();
  const navigate = useNavigate();
  const [title, setTitle] = useState('');
  const [company, setCompany] = useState('');
  const [description, setDescription] = useState('');
  const [startFrom, setStartFrom] = useState(BLANK);
  const team = useTeamTemplates(db);
  const [busy, setBusy] = useState(false);

  function reset() {
    setTitle('');
    setCompany('');
    setDescription('');
    setStartFrom(BLANK);
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!title.trim() || !company.trim() || busy) return;
    setBusy(true);
    const id = await createBriefWithToast(
      db,
      { title: title.trim(), company: company.trim(), description: description.trim() },
      repositoryContext,
      chosenTemplate(startFrom, team),
    );
    setBusy(false);
    reset();
    onOpenChange(false);
    if (id) void navigate(`/brief/${id}`);
  }

  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={CREATE_BRIEF.title}
      description={CREATE_BRIEF.description}
    >
      <Form onSubmit={onSubmit} className="flex flex-col gap-4">
        <StartFromSelect value={startFrom} onChange={setStartFrom} team={team} />
        <TextField
          label={CREATE_BRIEF.briefTitle}
          name="title"
          isRequired
          autoFocus
          value={title}
          onChange={setTitle}
          placeholder={CREATE_BRIEF.briefTitlePlaceholder}
        />
        <TextField
          label={CREATE_BRIEF.company}
          name="company"
          isRequired
          value={company}
          onChange={setCompany}
          placeholder={CREATE_BRIEF.companyPlaceholder}
        />
        <TextArea
          label={CREATE_BRIEF.projectDescription}
          name="description"
          value={description}
          onChange={setDescription}
          placeholder={CREATE_BRIEF.projectDescriptionPlaceholder}
        />
        <DialogFooter>
          <Button variant="outline" onPress={() => onOpenChange(false)}>
            {CREATE_BRIEF.cancel}
          </Button>
          <Button type="submit" isDisabled={busy}>
            {busy ? CREATE_BRIEF.creating : CREATE_BRIEF.submit}
          </Button>
        </DialogFooter>
      </Form>
    </Dialog>
  );
}
