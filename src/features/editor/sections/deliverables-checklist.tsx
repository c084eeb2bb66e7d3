import type { Deliverables } from '../../../domain/brief';
import { fieldLabel } from '../../../domain/fields';
import { DELIVERABLE_GROUPS, setDeliverable } from '../../../domain/deliverables';
import { Checkbox } from '../../../components/ui/checkbox';

/**
 * The checklist grouped under headings. Options without `hasCheckbox` are not shown: the spec's quirk is
 * that 'Full-color logo (horizontal and vertical)' is one checkbox and fullColorVertical has none.
 */
export function DeliverablesChecklist({
  deliverables,
  onChange,
}: {
  deliverables: Deliverables;
  onChange: (deliverables: Deliverables) => void;
}) {
  return (
    <div className="flex flex-col gap-3">
      <h3 className="text-base font-semibold text-fg">{fieldLabel('requirements.deliverables')}</h3>
      <div className="grid gap-4 sm:grid-cols-2">
        {DELIVERABLE_GROUPS.map((group) => {
          const values = deliverables[group.key] as Record<string, boolean>;
          return (
            <fieldset key={group.key} className="rounded-lg border border-line p-4">
              <legend className="px-1 text-sm font-semibold text-fg-soft">{group.label}</legend>
              <div className="flex flex-col gap-2">
                {group.options
                  .filter((option) => option.hasCheckbox)
                  .map((option) => (
                    <Checkbox
                      key={option.key}
                      isSelected={values[option.key] === true}
                      onChange={(checked) =>
                        onChange(
                          setDeliverable(
                            deliverables,
                            group.key,
                            option.key as keyof Deliverables[typeof group.key] & string,
                            checked,
                          ),
                        )
                      }
                    >
                      {option.label}
                    </Checkbox>
                  ))}
              </div>
            </fieldset>
          );
        })}
      </div>
    </div>
  );
}
