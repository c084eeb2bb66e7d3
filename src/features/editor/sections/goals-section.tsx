import { memo } from 'react';
import type { Brief } from '../../../domain/brief';
import { TextArea } from '../../../components/ui/text-area';
import { ChipInput } from '../fields/chip-input';
import { editSection, type UpdateBrief } from '../draft';
import { sectionTitles } from '../strings';
import { EditorSection } from './editor-section';
import { fieldLabel } from '../../../domain/fields';
import { FieldConflict } from '../../../components/sync-status';

export const GoalsSection = memo(function GoalsSection({
  brief,
  update,
}: {
  brief: Brief;
  update: UpdateBrief;
}) {
  const goals = brief.goals;
  const set = (changes: Partial<Brief['goals']>) => update(editSection('goals', changes));
  return (
    <EditorSection section="goals" title={sectionTitles.goals} description="What success looks like.">
      <ChipInput
        label={fieldLabel('goals.primaryGoals')}
        values={goals.primaryGoals}
        onChange={(primaryGoals) => set({ primaryGoals })}
      />
      <FieldConflict path="goals.primaryGoals" />
      <TextArea
        label={fieldLabel('goals.businessObjectives')}
        value={goals.businessObjectives}
        onChange={(businessObjectives) => set({ businessObjectives })}
      />
      <FieldConflict path="goals.businessObjectives" />
      <ChipInput
        label={fieldLabel('goals.keyMessages')}
        values={goals.keyMessages}
        onChange={(keyMessages) => set({ keyMessages })}
      />
      <FieldConflict path="goals.keyMessages" />
      <TextArea
        label={fieldLabel('goals.successMetrics')}
        value={goals.successMetrics}
        onChange={(successMetrics) => set({ successMetrics })}
      />
      <FieldConflict path="goals.successMetrics" />
    </EditorSection>
  );
});
