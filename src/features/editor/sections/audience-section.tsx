import { memo } from 'react';
import type { Brief } from '../../../domain/brief';
import { TextArea } from '../../../components/ui/text-area';
import { ChipInput } from '../fields/chip-input';
import { editSection, type UpdateBrief } from '../draft';
import { sectionTitles } from '../strings';
import { EditorSection, FieldRow } from './editor-section';
import { fieldLabel } from '../../../domain/fields';
import { FieldConflict } from '../../../components/sync-status';

export const AudienceSection = memo(function AudienceSection({
  brief,
  update,
}: {
  brief: Brief;
  update: UpdateBrief;
}) {
  const audience = brief.audience;
  const set = (changes: Partial<Brief['audience']>) => update(editSection('audience', changes));
  return (
    <EditorSection section="audience" title={sectionTitles.audience} description="Who the work speaks to.">
      <TextArea
        label={fieldLabel('audience.primaryAudience')}
        value={audience.primaryAudience}
        onChange={(primaryAudience) => set({ primaryAudience })}
      />
      <FieldConflict path="audience.primaryAudience" />
      <FieldRow>
        <TextArea
          label={fieldLabel('audience.demographics')}
          value={audience.demographics}
          onChange={(demographics) => set({ demographics })}
        />
        <TextArea
          label={fieldLabel('audience.psychographics')}
          value={audience.psychographics}
          onChange={(psychographics) => set({ psychographics })}
        />
      </FieldRow>
      <FieldConflict path="audience.demographics" />
      <FieldConflict path="audience.psychographics" />
      <ChipInput
        label={fieldLabel('audience.painPoints')}
        values={audience.painPoints}
        onChange={(painPoints) => set({ painPoints })}
      />
      <FieldConflict path="audience.painPoints" />
      <TextArea
        label={fieldLabel('audience.userJourney')}
        value={audience.userJourney}
        onChange={(userJourney) => set({ userJourney })}
      />
      <FieldConflict path="audience.userJourney" />
    </EditorSection>
  );
});
