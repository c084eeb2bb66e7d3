import type { Brief } from '../../../domain/brief';
import { hasCreative } from '../has-content';
import { viewLabel as label, viewSectionTitles } from '../labels';
import { ViewBadges, ViewField, ViewList, ViewSection, ViewText } from '../view-section';
import { BrandDocuments } from './brand-documents';
import { VisualStyleFiles } from './visual-style-files';

export function CreativeView({ brief }: { brief: Brief }) {
  if (!hasCreative(brief)) return null;
  const c = brief.creative;
  return (
    <ViewSection section="creative" title={viewSectionTitles.creative}>
      <ViewText label={label('creative.visualStyle')} value={c.visualStyle} />
      <ViewBadges label={label('creative.inspiration')} items={c.inspiration} />
      <ViewText label={label('creative.colorPreferences')} value={c.colorPreferences} />
      <ViewList label={label('creative.designDontsList')} items={c.designDontsList} />
      <ViewText label={label('creative.additionalNotes')} value={c.additionalNotes} />
      {brief.brand.brandDocuments.length > 0 && (
        <ViewField label={label('brand.brandDocuments')}>
          <BrandDocuments items={brief.brand.brandDocuments} />
        </ViewField>
      )}
      {c.visualStyleFiles.length > 0 && (
        <ViewField label={label('creative.visualStyleFiles')}>
          <VisualStyleFiles items={c.visualStyleFiles} />
        </ViewField>
      )}
    </ViewSection>
  );
}
