export interface CrossFeatureImport {
  /** The importing file, relative to the repo root. */
  file: string;
  /** The importing file's feature folder. */
  from: string;
  /** The imported file's feature folder. */
  to: string;
  /** The imported file, relative to the repo root. */
  target: string;
}
export function crossFeatureImports(root: string): CrossFeatureImport[];
