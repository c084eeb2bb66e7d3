import type { Brief } from '../../../domain/brief';
import { checkedDeliverables } from '../../../domain/deliverables';
import { hasDetails } from '../has-content';
import { viewLabel as label, viewSectionTitles } from '../labels';
import { ViewField, ViewList, ViewSection, ViewText } from '../view-section';

export function DetailsView({ brief }: { brief: Brief }) {
  if (!hasDetails(brief)) return null;
  const r = brief.requirements;
  const groups = checkedDeliverables(r.deliverables);
  return (
    <ViewSection section="requirements" title={viewSectionTitles.details}>
      {(groups.length > 0 || r.customDeliverables.length > 0) && (
        <ViewField label={label('requirements.deliverables')}>
          <ul className="flex flex-col gap-1.5">
            {groups.map((group) => (
              <li key={group.key}>
                <span className="font-medium">{group.label}:</span> {group.items.join(', ')}
              </li>
            ))}
            {r.customDeliverables.length > 0 && (
              <li>
                <span className="font-medium">{label('requirements.customDeliverables')}:</span>{' '}
                {r.customDeliverables.join(', ')}
              </li>
            )}
          </ul>
        </ViewField>
      )}
      <ViewText label={label('requirements.timeline')} value={r.timeline} />
      <ViewText label={label('requirements.budget')} value={r.budget} />
      <ViewList label={label('requirements.constraints')} items={r.constraints} />
      <ViewList label={label('requirements.technicalRequirements')} items={r.technicalRequirements} />
    </ViewSection>
  );
}
