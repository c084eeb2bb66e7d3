// The deliverables checklist (docs/spec.md §3): eight groups of booleans, all false by default.
// The editor shows a checkbox per option except `fullColorVertical` — the spec's quirk: the
// horizontal option is labelled for both orientations and the vertical one has no checkbox.
import type { DeliverableGroupKey, Deliverables } from './brief';

export type DeliverableOption = { key: string; label: string; hasCheckbox: boolean };

export type DeliverableGroup = {
  key: DeliverableGroupKey;
  label: string;
  options: readonly DeliverableOption[];
};

type OptionKey<G extends DeliverableGroupKey> = keyof Deliverables[G] & string;

/** Builds a group; the type checks each option key against that group of `Deliverables`. */
function group<G extends DeliverableGroupKey>(
  key: G,
  label: string,
  options: readonly [OptionKey<G>, string, boolean?][],
): DeliverableGroup {
  return {
    key,
    label,
    options: options.map(([k, l, hasCheckbox = true]) => ({ key: k, label: l, hasCheckbox })),
  };
}

/** The catalogue in spec order. */
export const DELIVERABLE_GROUPS: readonly DeliverableGroup[] = [
  group('logoFiles', 'Logo Files', [
    ['fullColorHorizontal', 'Full-color logo (horizontal and vertical)'],
    ['fullColorVertical', 'Full-color logo (vertical)', false],
    ['monochromeBlackWhite', 'Monochrome (black and white) logo'],
    ['transparentBackground', 'Transparent background versions'],
    ['iconsSubmarks', 'Icons and submarks'],
    ['fileFormats', 'File formats (AI, EPS, SVG, PNG, JPG)'],
  ]),
  group('logoGuidelines', 'Logo Guidelines', [
    ['minimumSizeClearSpace', 'Minimum size and clear space'],
    ['properImproperUsage', 'Proper and improper usage'],
    ['backgroundCompatibility', 'Background compatibility'],
  ]),
  group('colorPalette', 'Color Palette', [
    ['primarySecondaryColors', 'Primary and secondary colors'],
    ['hexRgbCmykPantone', 'HEX, RGB, CMYK and Pantone values'],
    ['usageHierarchy', 'Color usage hierarchy'],
  ]),
  group('typography', 'Typography', [
    ['headerSubheaderBodyFonts', 'Header, subheader and body fonts'],
    ['fontFilesLicensing', 'Font files and licensing'],
    ['styleRules', 'Typography style rules'],
  ]),
  group('templates', 'Templates', [
    ['businessCard', 'Business card'],
    ['presentation', 'Presentation'],
    ['emailSignature', 'Email signature'],
    ['socialMedia', 'Social media'],
    ['merchandise', 'Merchandise'],
    ['letterhead', 'Letterhead'],
  ]),
  group('digitalWebAssets', 'Digital & Web Assets', [
    ['faviconAppIcon', 'Favicon and app icon'],
    ['landingPageDesign', 'Landing page design'],
    ['emailNewsletter', 'Email newsletter'],
  ]),
  group('brandGuidelines', 'Brand Guidelines', [
    ['missionVisionPromise', 'Mission, vision and brand promise'],
    ['toneOfVoice', 'Tone of voice'],
    ['visualIdentityRules', 'Visual identity rules'],
    ['usageExamples', 'Usage examples'],
  ]),
  group('optional', 'Optional', [
    ['onePagerFactSheet', 'One-pager / fact sheet'],
    ['internalExternalComms', 'Internal and external communications'],
    ['imageryPhotographyGuide', 'Imagery and photography guide'],
    ['brandMoodboard', 'Brand moodboard'],
  ]),
];

/** A fresh checklist: every option false. */
export function emptyDeliverables(): Deliverables {
  const result: Record<string, Record<string, boolean>> = {};
  for (const g of DELIVERABLE_GROUPS) {
    result[g.key] = Object.fromEntries(g.options.map((o) => [o.key, false]));
  }
  return result as Deliverables;
}

/**
 * Reads a checklist from stored data: only `true` counts as checked, anything missing or
 * malformed is false, unknown keys are dropped. Accepts the JSON text of an object too.
 */
export function parseDeliverables(value: unknown): Deliverables {
  let source: unknown = value;
  if (typeof source === 'string') {
    try {
      source = JSON.parse(source);
    } catch {
      source = null;
    }
  }
  const result = emptyDeliverables() as unknown as Record<string, Record<string, boolean>>;
  if (!isRecord(source)) return result as unknown as Deliverables;
  for (const g of DELIVERABLE_GROUPS) {
    const stored = source[g.key];
    if (!isRecord(stored)) continue;
    for (const o of g.options) result[g.key]![o.key] = stored[o.key] === true;
  }
  return result as unknown as Deliverables;
}

/** Sets one option, returning a new checklist; an option not in the catalogue changes nothing. */
export function setDeliverable(
  deliverables: Deliverables,
  groupKey: DeliverableGroupKey,
  optionKey: string,
  checked: boolean,
): Deliverables {
  const known = DELIVERABLE_GROUPS.find((g) => g.key === groupKey)?.options.some((o) => o.key === optionKey);
  if (!known) return deliverables;
  return { ...deliverables, [groupKey]: { ...deliverables[groupKey], [optionKey]: checked } };
}

/** Whether one option is checked. */
export function isDeliverableChecked(
  deliverables: Deliverables,
  groupKey: DeliverableGroupKey,
  optionKey: string,
): boolean {
  return (deliverables[groupKey] as Record<string, boolean> | undefined)?.[optionKey] === true;
}

export type CheckedDeliverableGroup = { key: DeliverableGroupKey; label: string; items: string[] };

/** The view's list: groups with at least one checked option, options as readable words. */
export function checkedDeliverables(deliverables: Deliverables): CheckedDeliverableGroup[] {
  const groups: CheckedDeliverableGroup[] = [];
  for (const g of DELIVERABLE_GROUPS) {
    const items = g.options
      .filter((o) => isDeliverableChecked(deliverables, g.key, o.key))
      .map((o) => o.label);
    if (items.length > 0) groups.push({ key: g.key, label: g.label, items });
  }
  return groups;
}

/** True when any option is checked (the view hides an empty Deliverables block). */
export function hasCheckedDeliverables(deliverables: Deliverables): boolean {
  return checkedDeliverables(deliverables).length > 0;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
