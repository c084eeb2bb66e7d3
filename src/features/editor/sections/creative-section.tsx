import { memo } from 'react';
import type { Brief } from '../../../domain/brief';
import { TextArea } from '../../../components/ui/text-area';
import { ChipInput } from '../fields/chip-input';
import { FileUpload } from '../fields/file-upload';
import { editSection, type UpdateBrief } from '../draft';
import { sectionTitles } from '../strings';
import { EditorSection } from './editor-section';
import { fieldLabel } from '../../../domain/fields';
import { FieldConflict } from '../../../components/sync-status';

export const CreativeSection = memo(function CreativeSection({
  brief,
  update,
}: {
  brief: Brief;
  update: UpdateBrief;
}) {
  const creative = brief.creative;
  const set = (changes: Partial<Brief['creative']>) => update(editSection('creative', changes));
  return (
    <EditorSection
      section="creative"
      title={sectionTitles.creative}
      description="The look, the references and the limits."
    >
      <TextArea
        label={fieldLabel('creative.visualStyle')}
        value={creative.visualStyle}
        onChange={(visualStyle) => set({ visualStyle })}
      />
      <FieldConflict path="creative.visualStyle" />
      <FileUpload
        briefId={brief.id}
        label={fieldLabel('creative.visualStyleFiles')}
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
      <FieldConflict path="creative.visualStyleFiles" />
      <ChipInput
        label={fieldLabel('creative.inspiration')}
        values={creative.inspiration}
        onChange={(inspiration) => set({ inspiration })}
      />
      <FieldConflict path="creative.inspiration" />
      <TextArea
        label={fieldLabel('creative.colorPreferences')}
        value={creative.colorPreferences}
        onChange={(colorPreferences) => set({ colorPreferences })}
      />
      <FieldConflict path="creative.colorPreferences" />
      <ChipInput
        label={fieldLabel('creative.designDontsList')}
        values={creative.designDontsList}
        onChange={(designDontsList) => set({ designDontsList })}
      />
      <FieldConflict path="creative.designDontsList" />
      <TextArea
        label={fieldLabel('creative.additionalNotes')}
        value={creative.additionalNotes}
        onChange={(additionalNotes) => set({ additionalNotes })}
      />
      <FieldConflict path="creative.additionalNotes" />
    </EditorSection>
  );
});
