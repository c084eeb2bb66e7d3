import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import globals from 'globals';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import noImportCycle from './scripts/eslint/no-import-cycle.js';

// The layers' rules (docs/architecture.md): a feature is used only through its entry file
// (src/features/<name>/index.ts), and nothing below the features (data, sync, domain, session, lib,
// components) imports a feature. Zones are built from the folders so a new feature is covered at once.
const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const root = new URL('.', import.meta.url).pathname;
const featureZones = features.map((name) => ({
  target: `./src/features/${name}/**`,
  from: `./src/features/!(${name})/**`,
  except: [`${root}src/features/*/index.ts`],
  message: 'Import another feature through its entry file (src/features/<name>/index.ts).',
}));
const outsideZones = [
  {
    target: ['./src/app/**', './src/main.tsx'],
    from: './src/features/*/!(index.ts)',
    message: 'Import a feature through its entry file (src/features/<name>/index.ts).',
  },
  {
    target: [
      './src/data/**',
      './src/sync/**',
      './src/domain/**',
      './src/session/**',
      './src/lib/**',
      './src/components/**',
    ],
    from: './src/features/**',
    message: 'Layers below the features must not depend on a feature.',
  },
];

// One writer of a brief's sync state (docs/architecture.md): only src/data/sync-writer.ts writes the
// briefs, outbox and conflicts tables; everything else asks the reconcile (src/sync/reconcile.ts) and
// hands its result to that writer. Reads stay where they are.
const SYNC_STATE_TABLES = '/^(briefs|outbox|conflicts)$/';
const TABLE_WRITES = '/^(add|bulkAdd|bulkDelete|bulkPut|bulkUpdate|clear|delete|modify|put|update|upsert)$/';
const oneWriterMessage =
  'Only src/data/sync-writer.ts writes briefs, outbox and conflicts: reconcile the event and let the writer store it.';
const oneWriterSelectors = [
  // db.briefs.put(…)
  `CallExpression[callee.property.name=${TABLE_WRITES}][callee.object.property.name=${SYNC_STATE_TABLES}]`,
  // db.outbox.where(…).equals(…).modify(…) / .delete()
  `CallExpression[callee.property.name=/^(modify|delete)$/] > MemberExpression.callee MemberExpression[property.name=${SYNC_STATE_TABLES}]`,
  // tx.table('outbox').put(…)
  `CallExpression[callee.property.name=${TABLE_WRITES}][callee.object.callee.property.name='table'][callee.object.arguments.0.value=${SYNC_STATE_TABLES}]`,
].map((selector) => ({ selector, message: oneWriterMessage }));

export default tseslint.config(
  {
    ignores: [
      'dist',
      'node_modules',
      '.local',
      'test-results',
      'dev-dist',
      'supabase/functions/**/deno.lock',
      // Code that breaks the rules on purpose, linted by tests/unit/lint/boundaries.test.ts.
      'tests/unit/lint/fixtures/**',
    ],
  },
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    languageOptions: {
      ecmaVersion: 2023,
      globals: { ...globals.browser, ...globals.node, Deno: 'readonly' },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['warn', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'warn',
    },
  },
  {
    // Type-aware rules where a program exists (the app, the service worker, Node code).
    files: [
      'src/**/*.{ts,tsx}',
      'sw/**/*.ts',
      'tests/**/*.{ts,tsx}',
      'bench/**/*.ts',
      'supabase/local/**/*.ts',
    ],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: root } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'tests/component/**/*.{ts,tsx}'],
    extends: [reactHooks.configs.flat.recommended],
  },
  {
    // The fixtures are here only for tests/unit/lint/boundaries.test.ts (they are ignored above).
    files: ['src/**/*.{ts,tsx}', 'tests/unit/lint/fixtures/**/*.ts'],
    plugins: { 'import-x': importX, briefsmith: { rules: { 'no-import-cycle': noImportCycle } } },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: `${root}tsconfig.app.json` })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: [...featureZones, ...outsideZones] }],
      // Type-only imports count too (import-x/no-cycle skips them): see scripts/eslint/no-import-cycle.js.
      'briefsmith/no-import-cycle': 'error',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'tests/unit/lint/fixtures/**/*.ts'],
    ignores: ['src/data/sync-writer.ts'],
    rules: { 'no-restricted-syntax': ['error', ...oneWriterSelectors] },
  },
);
