import type { Brief } from '../../../domain/brief';
import { TextArea } from '../../../components/ui/text-area';
import { ChipInput } from '../fields/chip-input';
import { FileUpload } from '../fields/file-upload';
import { editSection, type UpdateBrief } from '../draft';
import { sectionTitles } from '../strings';
import { EditorSection } from './editor-section';

export function CreativeSection({ brief, update }: { brief: Brief; update: UpdateBrief }) {
  const creative = brief.creative;
  const set = (changes: Partial<Brief['creative']>) => update(editSection('creative', changes));
  return (
    <EditorSection title={sectionTitles.creative} description="The look, the references and the limits.">
      <TextArea
        label="Visual Style"
        value={creative.visualStyle}
        onChange={(visualStyle) => set({ visualStyle })}
      />
      <FileUpload
        label="Visual Style References"
        itemNoun="File"
        files={creative.visualStyleFiles}
        kind="visualStyleFiles"
        noun="visual style references"
        onAdd={(added) =>
          update((b) => ({
            ...b,
            creative: { ...b.creative, visualStyleFiles: [...b.creative.visualStyleFiles, ...added] },
          }))
        }
        onRemove={(index) =>
          update((b) => ({
            ...b,
            creative: {
              ...b.creative,
              visualStyleFiles: b.creative.visualStyleFiles.filter((_, i) => i !== index),
            },
          }))
        }
      />
      <ChipInput
        label="Inspiration Sources"
        values={creative.inspiration}
        onChange={(inspiration) => set({ inspiration })}
      />
      <TextArea
        label="Color Preferences"
        value={creative.colorPreferences}
        onChange={(colorPreferences) => set({ colorPreferences })}
      />
      <ChipInput
        label="Design Don'ts"
        values={creative.designDontsList}
        onChange={(designDontsList) => set({ designDontsList })}
      />
      <TextArea
        label="Additional Notes"
        value={creative.additionalNotes}
        onChange={(additionalNotes) => set({ additionalNotes })}
      />
    </EditorSection>
  );
}
