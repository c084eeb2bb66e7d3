import { memo } from 'react';
import type { Brief } from '../../../domain/brief';
import { TextArea } from '../../../components/ui/text-area';
import { ChipInput } from '../fields/chip-input';
import { FileUpload } from '../fields/file-upload';
import { editSection, type UpdateBrief } from '../draft';
import { sectionTitles } from '../strings';
import { CompetitorsFields } from './competitors-fields';
import { EditorSection } from './editor-section';
import { fieldLabel } from '../../../domain/fields';
import { FieldConflict } from '../../../components/sync-status';

export const BrandSection = memo(function BrandSection({
  brief,
  update,
}: {
  brief: Brief;
  update: UpdateBrief;
}) {
  const brand = brief.brand;
  const set = (changes: Partial<Brief['brand']>) => update(editSection('brand', changes));
  return (
    <EditorSection
      section="brand"
      title={sectionTitles.brand}
      description="How the brand looks, sounds and stands apart."
    >
      <ChipInput
        label={fieldLabel('brand.brandPersonality')}
        values={brand.brandPersonality}
        onChange={(brandPersonality) => set({ brandPersonality })}
      />
      <FieldConflict path="brand.brandPersonality" />
      <TextArea
        label={fieldLabel('brand.toneOfVoice')}
        value={brand.toneOfVoice}
        onChange={(toneOfVoice) => set({ toneOfVoice })}
      />
      <FieldConflict path="brand.toneOfVoice" />
      <ChipInput
        label={fieldLabel('brand.brandValues')}
        values={brand.brandValues}
        onChange={(brandValues) => set({ brandValues })}
      />
      <FieldConflict path="brand.brandValues" />
      <TextArea
        label={fieldLabel('brand.brandPromise')}
        value={brand.brandPromise}
        onChange={(brandPromise) => set({ brandPromise })}
      />
      <FieldConflict path="brand.brandPromise" />
      <ChipInput
        label={fieldLabel('brand.differentiators')}
        values={brand.differentiators}
        onChange={(differentiators) => set({ differentiators })}
      />
      <FieldConflict path="brand.differentiators" />
      <FileUpload
        briefId={brief.id}
        label={fieldLabel('brand.brandDocuments')}
        itemNoun="Document"
        files={brand.brandDocuments}
        kind="brandDocuments"
        noun="brand documents"
        // Recipes, not values: file reading is async and must not overwrite edits made meanwhile.
        onAdd={(added) =>
          update((b) => ({
            ...b,
            brand: { ...b.brand, brandDocuments: [...b.brand.brandDocuments, ...added] },
          }))
        }
        onRemove={(index) =>
          update((b) => ({
            ...b,
            brand: { ...b.brand, brandDocuments: b.brand.brandDocuments.filter((_, i) => i !== index) },
          }))
        }
      />
      <FieldConflict path="brand.brandDocuments" />
      <CompetitorsFields brief={brief} update={update} />
    </EditorSection>
  );
});
