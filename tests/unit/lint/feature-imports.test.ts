// The feature layer is not a web: features import each other only through an entry file and only where
// eslint.config.js lists it (`featureImports`, enforced by briefsmith/feature-imports), and the list stays
// short. scripts/lint/cross-feature-imports.mjs counts them (run it to see the edges).
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { featureImports } from '../../../eslint.config.js';
import { crossFeatureImports } from '../../../scripts/lint/cross-feature-imports.mjs';

const root = new URL('../../../', import.meta.url).pathname;
const found = crossFeatureImports(root);

describe('imports between features', () => {
  it('are at most 10', () => {
    expect(found.length).toBeLessThanOrEqual(10);
  });

  it('each go through the other feature’s entry file', () => {
    expect(found.filter(({ target }) => !/\/index\.tsx?$/.test(target))).toEqual([]);
  });

  it('are exactly the ones eslint.config.js lists', () => {
    const listed = featureImports.map(({ file, feature }) => `${file} → ${feature}`).sort();
    expect(found.map(({ file, to }) => `${file} → ${to}`).sort()).toEqual(listed);
  });
});

describe('entry files below the features (docs/architecture.md)', () => {
  it.each(['session', 'components/sync-status'])('%s/ is used through its index.ts', (layer) => {
    expect(existsSync(`${root}src/${layer}/index.ts`)).toBe(true);
  });

  it.each(['data', 'sync', 'domain', 'components/ui'])(
    '%s/ has none: its modules are imported by name',
    (layer) => {
      expect(existsSync(`${root}src/${layer}/index.ts`)).toBe(false);
    },
  );
});
