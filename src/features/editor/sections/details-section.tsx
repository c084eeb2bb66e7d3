import { memo } from 'react';
import {
  BRIEF_STATUSES,
  BRIEF_TYPES,
  type Brief,
  type BriefStatus,
  type BriefType,
} from '../../../domain/brief';
import { STATUS_LABELS, TYPE_LABELS } from '../../../domain/labels';
import { Select } from '../../../components/ui/select';
import { TextField } from '../../../components/ui/text-field';
import { ChipInput } from '../fields/chip-input';
import { editSection, type UpdateBrief } from '../draft';
import { sectionTitles } from '../strings';
import { DeliverablesChecklist } from './deliverables-checklist';
import { EditorSection, FieldRow } from './editor-section';
import { fieldLabel } from '../../../domain/fields';
import { FieldConflict } from '../../../components/sync-status';

const statusOptions = BRIEF_STATUSES.map((id) => ({ id, label: STATUS_LABELS[id] }));
const typeOptions = BRIEF_TYPES.map((id) => ({ id, label: TYPE_LABELS[id] }));

export const DetailsSection = memo(function DetailsSection({
  brief,
  update,
}: {
  brief: Brief;
  update: UpdateBrief;
}) {
  const requirements = brief.requirements;
  const set = (changes: Partial<Brief['requirements']>) => update(editSection('requirements', changes));
  return (
    <EditorSection
      section="requirements"
      title={sectionTitles.details}
      description="What gets delivered, when, and within what limits."
    >
      <DeliverablesChecklist
        deliverables={requirements.deliverables}
        onChange={(deliverables) => set({ deliverables })}
      />
      <FieldConflict path="requirements.deliverables" />
      <ChipInput
        label={fieldLabel('requirements.customDeliverables')}
        values={requirements.customDeliverables}
        onChange={(customDeliverables) => set({ customDeliverables })}
      />
      <FieldConflict path="requirements.customDeliverables" />
      <FieldRow>
        <TextField
          label={fieldLabel('requirements.timeline')}
          value={requirements.timeline}
          onChange={(timeline) => set({ timeline })}
        />
        <TextField
          label={fieldLabel('requirements.budget')}
          value={requirements.budget}
          onChange={(budget) => set({ budget })}
        />
      </FieldRow>
      <FieldConflict path="requirements.timeline" />
      <FieldConflict path="requirements.budget" />
      <ChipInput
        label={fieldLabel('requirements.constraints')}
        values={requirements.constraints}
        onChange={(constraints) => set({ constraints })}
      />
      <FieldConflict path="requirements.constraints" />
      <ChipInput
        label={fieldLabel('requirements.technicalRequirements')}
        values={requirements.technicalRequirements}
        onChange={(technicalRequirements) => set({ technicalRequirements })}
      />
      <FieldConflict path="requirements.technicalRequirements" />
      <FieldRow>
        <Select
          label={fieldLabel('status')}
          options={statusOptions}
          value={brief.status}
          onChange={(status) => update((b) => ({ ...b, status: status as BriefStatus }))}
        />
        <Select
          label={fieldLabel('type')}
          options={typeOptions}
          value={brief.type}
          onChange={(type) => update((b) => ({ ...b, type: type as BriefType }))}
        />
      </FieldRow>
      <FieldConflict path="status" />
      <FieldConflict path="type" />
    </EditorSection>
  );
});
