import { Select } from '../../components/ui/select';
import type { TemplateRecord } from '../../data/records';
import { asBriefTemplate } from '../../data/templates';
import { BUILT_IN_TEMPLATES, type BriefTemplate } from '../../domain/templates';
import { TEMPLATES } from './strings';

export const BLANK = 'blank';

/** The template chosen in "Start from" (undefined: Blank). */
export function chosenTemplate(id: string, team: TemplateRecord[] | undefined): BriefTemplate | undefined {
  if (id === BLANK) return undefined;
  const builtIn = BUILT_IN_TEMPLATES.find((template) => template.id === id);
  if (builtIn) return builtIn;
  const record = team?.find((template) => template.id === id);
  return record && asBriefTemplate(record);
}

/** "Start from": Blank, the built-in templates, then the team's. */
export function StartFromSelect({
  value,
  onChange,
  team,
}: {
  value: string;
  onChange(id: string): void;
  team: TemplateRecord[] | undefined;
}) {
  return (
    <Select
      label={TEMPLATES.startFrom}
      value={value}
      onChange={onChange}
      options={[
        { id: BLANK, label: TEMPLATES.blank },
        ...BUILT_IN_TEMPLATES.map((template) => ({
          id: template.id,
          label: TEMPLATES.builtIn(template.name),
        })),
        ...(team ?? []).map((template) => ({
          id: template.id,
          label: TEMPLATES.team(template.name, template.authorName),
        })),
      ]}
    />
  );
}
