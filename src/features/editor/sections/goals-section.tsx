import type { Brief } from '../../../domain/brief';
import { TextArea } from '../../../components/ui/text-area';
import { ChipInput } from '../fields/chip-input';
import { editSection, type UpdateBrief } from '../draft';
import { sectionTitles } from '../strings';
import { EditorSection } from './editor-section';

export function GoalsSection({ brief, update }: { brief: Brief; update: UpdateBrief }) {
  const goals = brief.goals;
  const set = (changes: Partial<Brief['goals']>) => update(editSection('goals', changes));
  return (
    <EditorSection title={sectionTitles.goals} description="What success looks like.">
      <ChipInput
        label="Primary Goals"
        values={goals.primaryGoals}
        onChange={(primaryGoals) => set({ primaryGoals })}
      />
      <TextArea
        label="Business Objectives"
        value={goals.businessObjectives}
        onChange={(businessObjectives) => set({ businessObjectives })}
      />
      <ChipInput
        label="Key Messages"
        values={goals.keyMessages}
        onChange={(keyMessages) => set({ keyMessages })}
      />
      <TextArea
        label="Success Metrics"
        value={goals.successMetrics}
        onChange={(successMetrics) => set({ successMetrics })}
      />
    </EditorSection>
  );
}
