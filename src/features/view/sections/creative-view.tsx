import type { Brief } from '../../../domain/brief';
import { hasCreative } from '../has-content';
import { viewSectionTitles } from '../strings';
import { ViewBadges, ViewField, ViewList, ViewSection, ViewText } from '../view-section';
import { BrandDocuments } from './brand-documents';
import { VisualStyleFiles } from './visual-style-files';
import { fieldLabel } from '../../../domain/fields';

export function CreativeView({ brief }: { brief: Brief }) {
  if (!hasCreative(brief)) return null;
  const c = brief.creative;
  return (
    <ViewSection title={viewSectionTitles.creative}>
      <ViewText label={fieldLabel('creative.visualStyle')} value={c.visualStyle} />
      <ViewBadges label={fieldLabel('creative.inspiration')} items={c.inspiration} />
      <ViewText label={fieldLabel('creative.colorPreferences')} value={c.colorPreferences} />
      <ViewList label={fieldLabel('creative.designDontsList')} items={c.designDontsList} />
      <ViewText label={fieldLabel('creative.additionalNotes')} value={c.additionalNotes} />
      {brief.brand.brandDocuments.length > 0 && (
        <ViewField label={fieldLabel('brand.brandDocuments')}>
          <BrandDocuments items={brief.brand.brandDocuments} />
        </ViewField>
      )}
      {c.visualStyleFiles.length > 0 && (
        <ViewField label={fieldLabel('creative.visualStyleFiles')}>
          <VisualStyleFiles items={c.visualStyleFiles} />
        </ViewField>
      )}
    </ViewSection>
  );
}
