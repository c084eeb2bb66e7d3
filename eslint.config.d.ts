// Types for what tests import from eslint.config.js (tests/unit/lint/feature-imports.test.ts).
import type { Linter } from 'eslint';

/** A file in a feature that may import another feature's entry file. */
export interface FeatureImport {
  file: string;
  feature: string;
}

export declare const featureImports: readonly FeatureImport[];

declare const config: Linter.Config[];
export default config;
