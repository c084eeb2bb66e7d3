import { useState, type FormEvent } from 'react';
import { Form } from 'react-aria-components';
import { useNavigate } from 'react-router-dom';
import { Button } from '../../components/ui/button';
import { Dialog, DialogFooter } from '../../components/ui/dialog';
import { Select } from '../../components/ui/select';
import { TextArea } from '../../components/ui/text-area';
import { TextField } from '../../components/ui/text-field';
import { BRIEF_TYPES, type BriefType } from '../../domain/brief';
import { TYPE_LABELS } from '../../domain/labels';
import { MAX_TITLE_LENGTH } from '../../domain/constants';
import { validateCreateBrief } from '../../domain/validation';
import { useUserData } from '../../session';
import { EDITOR_ARRIVAL } from './arrival';
import { BLANK, chosenTemplate, StartFromSelect, useTeamTemplates } from '../templates';
import { createBriefWithToast } from './brief-actions';
import { CREATE_BRIEF } from './strings';

export interface CreateBriefDialogProps {
  isOpen: boolean;
  onOpenChange(isOpen: boolean): void;
}

/** Create New Brief (docs/spec.md §2, §5): title and company required, description optional; then the editor. */
export default function CreateBriefDialog({ isOpen, onOpenChange }: CreateBriefDialogProps) {
  const { db, repositoryContext } = useUserData();
  const navigate = useNavigate();
  const [title, setTitle] = useState('');
  const [company, setCompany] = useState('');
  const [description, setDescription] = useState('');
  const [type, setType] = useState<BriefType>('brand');
  const [startFrom, setStartFrom] = useState(BLANK);
  const team = useTeamTemplates(db);
  const [busy, setBusy] = useState(false);

  function reset() {
    setTitle('');
    setCompany('');
    setDescription('');
    setType('brand');
    setStartFrom(BLANK);
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = validateCreateBrief({ title, company, description });
    if (!checked.ok || busy) return;
    setBusy(true);
    const id = await createBriefWithToast(
      db,
      { ...checked.value, type },
      repositoryContext,
      chosenTemplate(startFrom, team),
    );
    setBusy(false);
    reset();
    onOpenChange(false);
    // The editor puts the cursor in Brief Title, where writing the brief goes on.
    if (id) void navigate(`/brief/${id}`, { state: EDITOR_ARRIVAL.focusTitle });
  }

  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={CREATE_BRIEF.title}
      description={CREATE_BRIEF.description}
    >
      {/* Required fields are marked before anyone submits: an asterisk after the label (CSS, so the
          label's text stays 'Company'), explained by the note below. */}
      <Form
        onSubmit={(event) => void onSubmit(event)}
        className="flex flex-col gap-4 [&_[data-required]>label]:after:text-danger-strong [&_[data-required]>label]:after:content-['_*']"
      >
        <p className="text-xs text-fg-muted">{CREATE_BRIEF.requiredNote}</p>
        <StartFromSelect value={startFrom} onChange={setStartFrom} team={team} />
        <TextField
          label={CREATE_BRIEF.briefTitle}
          name="title"
          isRequired
          autoFocus
          maxLength={MAX_TITLE_LENGTH}
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
        <Select
          label={CREATE_BRIEF.type}
          options={BRIEF_TYPES.map((id) => ({ id, label: TYPE_LABELS[id] }))}
          value={type}
          onChange={(value) => setType(value as BriefType)}
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
