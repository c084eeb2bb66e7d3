import { memo } from 'react';
import type { Brief } from '../../../domain/brief';
import { TextArea } from '../../../components/ui/text-area';
import { TextField } from '../../../components/ui/text-field';
import { useFocusTitleOnArrival } from '../arrival-focus';
import { editSection, type UpdateBrief } from '../draft';
import { MAX_TITLE_LENGTH } from '../../../domain/constants';
import { editorStrings, sectionTitles } from '../strings';
import { EditorSection, FieldRow } from './editor-section';
import { fieldLabel } from '../../../domain/fields';
import { FieldConflict } from '../../../components/sync-status';

export const OverviewSection = memo(function OverviewSection({
  brief,
  update,
}: {
  brief: Brief;
  update: UpdateBrief;
}) {
  const overview = brief.overview;
  const focusTitle = useFocusTitleOnArrival();
  const set = (changes: Partial<Brief['overview']>) => update(editSection('overview', changes));
  return (
    <EditorSection
      section="overview"
      title={sectionTitles.overview}
      description="What the project is and who it is for."
    >
      <FieldRow>
        <TextField
          label={fieldLabel('title')}
          autoFocus={focusTitle}
          maxLength={MAX_TITLE_LENGTH}
          description={editorStrings.titleCount(brief.title.length, MAX_TITLE_LENGTH)}
          value={brief.title}
          onChange={(title) => update((b) => ({ ...b, title }))}
        />
        <TextField
          label={fieldLabel('overview.company')}
          value={overview.company}
          onChange={(company) => set({ company })}
        />
      </FieldRow>
      <FieldConflict path="title" />
      <FieldConflict path="overview.company" />
      <FieldRow>
        <TextField
          label={fieldLabel('overview.projectName')}
          value={overview.projectName}
          onChange={(projectName) => set({ projectName })}
        />
        <TextField
          label={fieldLabel('overview.industry')}
          value={overview.industry}
          onChange={(industry) => set({ industry })}
        />
      </FieldRow>
      <FieldConflict path="overview.projectName" />
      <FieldConflict path="overview.industry" />
      <TextField
        label={fieldLabel('overview.projectType')}
        placeholder="e.g. Rebrand, product launch, campaign"
        value={overview.projectType}
        onChange={(projectType) => set({ projectType })}
      />
      <FieldConflict path="overview.projectType" />
      <TextArea
        label={fieldLabel('overview.description')}
        rows={4}
        value={overview.description}
        onChange={(description) => set({ description })}
      />
      <FieldConflict path="overview.description" />
    </EditorSection>
  );
});
