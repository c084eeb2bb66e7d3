import type { Brief } from '../../../domain/brief';
import { checkedDeliverables } from '../../../domain/deliverables';
import { hasDetails } from '../has-content';
import { viewSectionTitles, viewStrings } from '../strings';
import { ViewField, ViewList, ViewSection, ViewText } from '../view-section';
import { fieldLabel } from '../../../domain/fields';

export function DetailsView({ brief }: { brief: Brief }) {
  if (!hasDetails(brief)) return null;
  const r = brief.requirements;
  const groups = checkedDeliverables(r.deliverables);
  return (
    <ViewSection title={viewSectionTitles.details}>
      {(groups.length > 0 || r.customDeliverables.length > 0) && (
        <ViewField label={fieldLabel('requirements.deliverables')}>
          <ul className="flex flex-col gap-1.5">
            {groups.map((group) => (
              <li key={group.key}>
                <span className="font-medium">{group.label}:</span> {group.items.join(', ')}
              </li>
            ))}
            {r.customDeliverables.length > 0 && (
              <li>
                <span className="font-medium">{viewStrings.custom}:</span> {r.customDeliverables.join(', ')}
              </li>
            )}
          </ul>
        </ViewField>
      )}
      <ViewText label={fieldLabel('requirements.timeline')} value={r.timeline} />
      <ViewText label={fieldLabel('requirements.budget')} value={r.budget} />
      <ViewList label={fieldLabel('requirements.constraints')} items={r.constraints} />
      <ViewList label={fieldLabel('requirements.technicalRequirements')} items={r.technicalRequirements} />
    </ViewSection>
  );
}
