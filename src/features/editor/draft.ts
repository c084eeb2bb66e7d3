// Pure rules for the editor's draft: which fields the user changed, and how to lay those changes on top of
// the latest stored copy at save time. Saving the whole draft back would revert fields that sync pulled in
// while the editor was open (a colleague's edit silently undone), so only the user's own changes travel.
import type { Brief } from '../../domain/brief';
import { deepEqual as sameValue } from '../../domain/diff';

/** Fields edited at the top level of a brief. */
const ROOT_FIELDS = ['title', 'type', 'status'] as const;
/** The nested sections of a brief (docs/spec.md §3, "in the application, nested"). */
export const SECTION_KEYS = [
  'overview',
  'goals',
  'audience',
  'brand',
  'competitors',
  'requirements',
  'creative',
] as const;

export type SectionKey = (typeof SECTION_KEYS)[number];
export type BriefRecipe = (brief: Brief) => Brief;
export type UpdateBrief = (recipe: BriefRecipe) => void;

/** Paths ('title', 'overview.industry', …) whose values differ between two copies of a brief. */
export function changedFields(base: Brief, draft: Brief): string[] {
  const changed: string[] = ROOT_FIELDS.filter((k) => !sameValue(base[k], draft[k]));
  for (const section of SECTION_KEYS) {
    const from = base[section] as unknown as Record<string, unknown>;
    const to = draft[section] as unknown as Record<string, unknown>;
    const keys = new Set([...Object.keys(from ?? {}), ...Object.keys(to ?? {})]);
    for (const key of keys) {
      if (!sameValue(from?.[key], to?.[key])) changed.push(`${section}.${key}`);
    }
  }
  return changed;
}

/** The latest stored brief with the user's changes (draft vs. the copy the editor loaded) laid on top. */
export function rebaseDraft(base: Brief, draft: Brief, latest: Brief | undefined): Brief {
  if (!latest) return draft;
  return changedFields(base, draft).reduce(
    (result, path) => withFieldValue(result, path, fieldValue(draft, path)),
    { ...latest, updatedAt: draft.updatedAt },
  );
}

/** The value at a path ('title', 'overview.industry') of a brief. */
export function fieldValue(brief: Brief, path: string): unknown {
  const [first, second] = path.split('.') as [string, string | undefined];
  const top = (brief as unknown as Record<string, unknown>)[first];
  return second === undefined ? top : (top as Record<string, unknown> | undefined)?.[second];
}

/** A copy of the brief with the value at a path replaced. */
export function withFieldValue(brief: Brief, path: string, value: unknown): Brief {
  const [first, second] = path.split('.') as [string, string | undefined];
  const record = brief as unknown as Record<string, Record<string, unknown>>;
  if (second === undefined) return { ...brief, [first]: value };
  return { ...brief, [first]: { ...record[first], [second]: value } };
}

/**
 * Fields changed both here (draft vs. base) and elsewhere meanwhile (latest vs. base), to different values:
 * saving would silently replace a colleague's edit, so the user is asked first.
 */
export function concurrentChanges(base: Brief, draft: Brief, latest: Brief | undefined): string[] {
  if (!latest) return [];
  return changedFields(base, draft).filter((path) => {
    const theirs = fieldValue(latest, path);
    return !sameValue(fieldValue(base, path), theirs) && !sameValue(fieldValue(draft, path), theirs);
  });
}

/** A recipe that changes some fields of one section. */
export function editSection<K extends SectionKey>(section: K, changes: Partial<Brief[K]>): BriefRecipe {
  return (brief) => ({ ...brief, [section]: { ...brief[section], ...changes } });
}
