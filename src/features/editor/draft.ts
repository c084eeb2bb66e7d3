// Pure rules for the editor's draft: which fields the user changed, and how to lay those changes on top of
// the latest stored copy at save time. Saving the whole draft back would revert fields that sync pulled in
// while the editor was open (a colleague's edit silently undone), so only the user's own changes travel.
// Fields are the registry's (domain/fields.ts); "changed elsewhere" is the domain's merge rule (domain/merge.ts).
import type { Brief } from '../../domain/brief';
import { deepEqual as sameValue } from '../../domain/diff';
import {
  FIELD_PATHS,
  fieldValue,
  withFieldValue,
  type BriefGroup,
  type FieldPath,
} from '../../domain/fields';
import { mergeField } from '../../domain/merge';

export { fieldValue, withFieldValue };

/** The nested sections of a brief (docs/spec.md §3, "in the application, nested"). */
export type SectionKey = BriefGroup;
export type BriefRecipe = (brief: Brief) => Brief;
export type UpdateBrief = (recipe: BriefRecipe) => void;

/** Paths ('title', 'overview.industry', …) whose values differ between two copies of a brief. */
export function changedFields(base: Brief, draft: Brief): FieldPath[] {
  return FIELD_PATHS.filter((path) => !sameValue(fieldValue(base, path), fieldValue(draft, path)));
}

/** The latest stored brief with the user's changes (draft vs. the copy the editor loaded) laid on top. */
export function rebaseDraft(base: Brief, draft: Brief, latest: Brief | undefined): Brief {
  if (!latest) return draft;
  return changedFields(base, draft).reduce(
    (result, path) => withFieldValue(result, path, fieldValue(draft, path)),
    { ...latest, updatedAt: draft.updatedAt },
  );
}

/**
 * Fields changed both here (draft vs. base) and elsewhere meanwhile (latest vs. base), to different values:
 * saving would silently replace a colleague's edit, so the user is asked first.
 */
export function concurrentChanges(base: Brief, draft: Brief, latest: Brief | undefined): FieldPath[] {
  if (!latest) return [];
  return changedFields(base, draft).filter(
    (path) =>
      mergeField(fieldValue(base, path), fieldValue(draft, path), fieldValue(latest, path)).outcome ===
      'conflict',
  );
}

/** A recipe that changes some fields of one section. */
export function editSection<K extends SectionKey>(section: K, changes: Partial<Brief[K]>): BriefRecipe {
  return (brief) => ({ ...brief, [section]: { ...brief[section], ...changes } });
}
