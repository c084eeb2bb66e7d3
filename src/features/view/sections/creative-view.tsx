import type { Brief } from '../../../domain/brief';
import { hasCreative } from '../has-content';
import { viewSectionTitles } from '../strings';
import { ViewBadges, ViewField, ViewList, ViewSection, ViewText } from '../view-section';
import { BrandDocuments } from './brand-documents';
import { VisualStyleFiles } from './visual-style-files';

export function CreativeView({ brief }: { brief: Brief }) {
  if (!hasCreative(brief)) return null;
  const c = brief.creative;
  return (
    <ViewSection title={viewSectionTitles.creative}>
      <ViewText label="Visual Style" value={c.visualStyle} />
      <ViewBadges label="Inspiration Sources" items={c.inspiration} />
      <ViewText label="Color Preferences" value={c.colorPreferences} />
      <ViewList label="Design Don'ts" items={c.designDontsList} />
      <ViewText label="Additional Notes" value={c.additionalNotes} />
      {brief.brand.brandDocuments.length > 0 && (
        <ViewField label="Brand Documents">
          <BrandDocuments items={brief.brand.brandDocuments} />
        </ViewField>
      )}
      {c.visualStyleFiles.length > 0 && (
        <ViewField label="Visual Style Files">
          <VisualStyleFiles items={c.visualStyleFiles} />
        </ViewField>
      )}
    </ViewSection>
  );
}
