import type { Brief } from '../../../domain/brief';
import { TextArea } from '../../../components/ui/text-area';
import { TextField } from '../../../components/ui/text-field';
import { useFocusTitleOnArrival } from '../arrival-focus';
import { editSection, type UpdateBrief } from '../draft';
import { sectionTitles } from '../strings';
import { EditorSection, FieldRow } from './editor-section';

export function OverviewSection({ brief, update }: { brief: Brief; update: UpdateBrief }) {
  const overview = brief.overview;
  const focusTitle = useFocusTitleOnArrival();
  const set = (changes: Partial<Brief['overview']>) => update(editSection('overview', changes));
  return (
    <EditorSection title={sectionTitles.overview} description="What the project is and who it is for.">
      <FieldRow>
        <TextField
          label="Brief Title"
          autoFocus={focusTitle}
          value={brief.title}
          onChange={(title) => update((b) => ({ ...b, title }))}
        />
        <TextField label="Company" value={overview.company} onChange={(company) => set({ company })} />
      </FieldRow>
      <FieldRow>
        <TextField
          label="Project Name"
          value={overview.projectName}
          onChange={(projectName) => set({ projectName })}
        />
        <TextField label="Industry" value={overview.industry} onChange={(industry) => set({ industry })} />
      </FieldRow>
      <TextField
        label="Project Type"
        placeholder="e.g. Rebrand, product launch, campaign"
        value={overview.projectType}
        onChange={(projectType) => set({ projectType })}
      />
      <TextArea
        label="Project Description"
        rows={4}
        value={overview.description}
        onChange={(description) => set({ description })}
      />
    </EditorSection>
  );
}
