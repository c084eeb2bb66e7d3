import { describe, expect, it } from 'vitest';
import {
  DELIVERABLE_GROUPS,
  checkedDeliverables,
  emptyDeliverables,
  hasCheckedDeliverables,
  isDeliverableChecked,
  setDeliverable,
} from '../../../src/domain/deliverables.ts';

// docs/spec.md §3, word for word: the eight groups and every key, in order.
const SPEC_CHECKLIST = {
  logoFiles: [
    'fullColorHorizontal',
    'fullColorVertical',
    'monochromeBlackWhite',
    'transparentBackground',
    'iconsSubmarks',
    'fileFormats',
  ],
  logoGuidelines: ['minimumSizeClearSpace', 'properImproperUsage', 'backgroundCompatibility'],
  colorPalette: ['primarySecondaryColors', 'hexRgbCmykPantone', 'usageHierarchy'],
  typography: ['headerSubheaderBodyFonts', 'fontFilesLicensing', 'styleRules'],
  templates: ['businessCard', 'presentation', 'emailSignature', 'socialMedia', 'merchandise', 'letterhead'],
  digitalWebAssets: ['faviconAppIcon', 'landingPageDesign', 'emailNewsletter'],
  brandGuidelines: ['missionVisionPromise', 'toneOfVoice', 'visualIdentityRules', 'usageExamples'],
  optional: ['onePagerFactSheet', 'internalExternalComms', 'imageryPhotographyGuide', 'brandMoodboard'],
};

describe('the deliverables catalogue', () => {
  it('has the eight groups of docs/spec.md §3 with every key, in spec order', () => {
    const catalogue = Object.fromEntries(DELIVERABLE_GROUPS.map((g) => [g.key, g.options.map((o) => o.key)]));
    expect(catalogue).toEqual(SPEC_CHECKLIST);
    expect(Object.keys(catalogue)).toEqual(Object.keys(SPEC_CHECKLIST));
  });

  it.each([
    ['logoFiles', 'Logo Files'],
    ['logoGuidelines', 'Logo Guidelines'],
    ['colorPalette', 'Color Palette'],
    ['typography', 'Typography'],
    ['templates', 'Templates'],
    ['digitalWebAssets', 'Digital & Web Assets'],
    ['brandGuidelines', 'Brand Guidelines'],
    ['optional', 'Optional'],
  ])('group %s is headed %j', (key, label) => {
    expect(DELIVERABLE_GROUPS.find((g) => g.key === key)?.label).toBe(label);
  });

  it('gives every option a distinct, readable label', () => {
    const labels = DELIVERABLE_GROUPS.flatMap((g) => g.options.map((o) => o.label));
    expect(labels.every((label) => /^[A-Z]/.test(label) && label.length > 3)).toBe(true);
    expect(new Set(labels).size).toBe(labels.length);
  });

  it.each([
    ['fullColorHorizontal', true, 'Full-color logo (horizontal and vertical)'],
    ['fullColorVertical', false, 'Full-color logo (vertical)'],
  ])('quirk of docs/spec.md §2: %s has checkbox=%s, labelled %j', (key, hasCheckbox, label) => {
    const option = DELIVERABLE_GROUPS[0]?.options.find((o) => o.key === key);
    expect(option).toEqual({ key, label, hasCheckbox });
  });

  it('shows a checkbox for every other option', () => {
    const withoutCheckbox = DELIVERABLE_GROUPS.flatMap((g) =>
      g.options.filter((o) => !o.hasCheckbox).map((o) => o.key),
    );
    expect(withoutCheckbox).toEqual(['fullColorVertical']);
  });
});

describe('rule: deliverables default to false', () => {
  it('every option of a new checklist is false', () => {
    const values = Object.values(emptyDeliverables()).flatMap((g) => Object.values(g));
    expect(values).toHaveLength(32);
    expect(values.every((v) => v === false)).toBe(true);
  });
});

describe('setting an option', () => {
  it.each([
    ['templates', 'businessCard', true, true],
    ['optional', 'brandMoodboard', true, true],
    ['templates', 'mug', true, false],
    ['templates', 'toneOfVoice', true, false],
  ] as const)('%s.%s = %s → checked %s', (group, option, checked, expected) => {
    const next = setDeliverable(emptyDeliverables(), group, option, checked);
    expect(isDeliverableChecked(next, group, option)).toBe(expected);
    expect(next).not.toHaveProperty([group, 'mug']);
  });

  it('leaves the original checklist untouched', () => {
    const before = emptyDeliverables();
    setDeliverable(before, 'templates', 'letterhead', true);
    expect(before.templates.letterhead).toBe(false);
  });
});

describe('rule: the view lists checked options as readable words, grouped by category', () => {
  const check = (...pairs: [Parameters<typeof setDeliverable>[1], string][]) =>
    pairs.reduce((d, [g, o]) => setDeliverable(d, g, o, true), emptyDeliverables());

  it.each([
    ['nothing checked', check(), []],
    [
      'one group',
      check(['templates', 'businessCard'], ['templates', 'letterhead']),
      [{ key: 'templates', label: 'Templates', items: ['Business card', 'Letterhead'] }],
    ],
    [
      'groups in catalogue order whatever the order checked',
      check(['optional', 'brandMoodboard'], ['logoFiles', 'fullColorHorizontal']),
      [
        { key: 'logoFiles', label: 'Logo Files', items: ['Full-color logo (horizontal and vertical)'] },
        { key: 'optional', label: 'Optional', items: ['Brand moodboard'] },
      ],
    ],
    [
      'the checkbox-less fullColorVertical still listed when stored true',
      check(['logoFiles', 'fullColorVertical']),
      [{ key: 'logoFiles', label: 'Logo Files', items: ['Full-color logo (vertical)'] }],
    ],
  ])('%s', (_case, deliverables, expected) => {
    expect(checkedDeliverables(deliverables)).toEqual(expected);
    expect(hasCheckedDeliverables(deliverables)).toBe(expected.length > 0);
  });
});
