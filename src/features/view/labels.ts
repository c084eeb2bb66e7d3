// What the view calls each section and field: the field registry's labels (docs/spec.md §2 'Brief
// view', word for word), plus the few sub-labels the view shows inside a field. One lookup for the view
// and its Markdown export, so both always use the same words.
import { fieldLabel, type FieldPath } from '../../domain/fields';
import { viewSectionTitles } from './strings';

/** Words the view shows inside a field, which the registry does not name. */
const SUB_LABELS = {
  'competitors.strengths': 'Strengths',
  'competitors.weaknesses': 'Weaknesses',
  'requirements.customDeliverables': 'Custom',
} as const;

/** A field of the brief (the registry's paths) or one of the view's sub-labels. */
export type ViewFieldPath = keyof typeof SUB_LABELS | FieldPath;

/** The label of one field as the view shows it. */
export function viewLabel(path: ViewFieldPath): string {
  return path in SUB_LABELS ? SUB_LABELS[path as keyof typeof SUB_LABELS] : fieldLabel(path);
}

export { viewSectionTitles };
