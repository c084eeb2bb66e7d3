import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import globals from 'globals';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import featureImportsRule from './scripts/eslint/feature-imports.js';
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

// The only imports from one feature into another (each through the other's entry file): the importing
// file and the feature it may import. Anything else that many features use lives below the features
// (session/, components/); screens that show several features are composed in src/app/. Counted by
// scripts/lint/cross-feature-imports.mjs; tests/unit/lint/feature-imports.test.ts keeps this list exact.
export const featureImports = [
  // The account dialogs share the Auth screen's reset wording.
  { file: 'src/features/account/strings.ts', feature: 'auth' },
  // The dashboard is made of its search (find), its review lines and "Start from" (templates).
  { file: 'src/features/briefs/brief-card.tsx', feature: 'review' },
  { file: 'src/features/briefs/brief-grid.tsx', feature: 'review' },
  { file: 'src/features/briefs/create-brief-dialog.tsx', feature: 'templates' },
  { file: 'src/features/briefs/dashboard-briefs.tsx', feature: 'find' },
  { file: 'src/features/briefs/dashboard-page.tsx', feature: 'find' },
  { file: 'src/features/briefs/dashboard-page.tsx', feature: 'review' },
  // History names its authors as reviews name reviewers.
  { file: 'src/features/history/history-api.ts', feature: 'review' },
  // Comments name their authors and offer the brief's readers to mention, as reviews do.
  { file: 'src/features/comments/people.ts', feature: 'review' },
  // Sharing offers an admin to invite an address that is not a member yet.
  { file: 'src/features/sharing/not-member-notice.tsx', feature: 'admin' },
];
const outsideZones = [
  {
    target: ['./src/app/**', './src/main.tsx'],
    from: './src/features/*/!(index.ts|brief-parts.ts)',
    message: 'Import a feature through its entry file (src/features/<name>/index.ts).',
  },
  {
    // What a feature adds to a brief's pages (its brief-parts.ts) is composed by src/app/brief-extras.tsx
    // alone, which loads with those pages: imported anywhere else, it could reach the dashboard's first load.
    target: ['./src/app/!(brief-extras.tsx)', './src/main.tsx'],
    from: './src/features/*/brief-parts.ts',
    message:
      "A feature's brief-parts.ts is composed only by src/app/brief-extras.tsx (loaded with a brief's pages).",
  },
  {
    // The two layers below the features that hold several modules behind one surface are used through
    // their entry files: who is signed in (src/session) and what a brief's sync state shows
    // (src/components/sync-status). data, sync, domain, lib and components/ui are used module by module.
    target: ['./src/!(session)/**', './src/main.tsx'],
    from: './src/session/!(index.ts)',
    message: 'Import the session through its entry file (src/session/index.ts).',
  },
  {
    target: ['./src/!(components)/**', './src/components/!(sync-status)/**', './src/main.tsx'],
    from: './src/components/sync-status/!(index.ts)',
    message: 'Import the sync status through its entry file (src/components/sync-status/index.ts).',
  },
  {
    target: './src/components/ui/**',
    from: './src/components/sync-status/**',
    message: 'The UI primitives are below the sync status: components/ui must not depend on it.',
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

// One writer of the local file store (src/data/file-store.ts writes `localFiles`), in the same spirit:
// a file waiting to upload must never be overwritten or dropped by some other module.
const FILE_STORE_TABLES = '/^localFiles$/';
const fileStoreMessage = 'Only src/data/file-store.ts writes localFiles: call its functions.';
const fileStoreSelectors = [
  `CallExpression[callee.property.name=${TABLE_WRITES}][callee.object.property.name=${FILE_STORE_TABLES}]`,
  `CallExpression[callee.property.name=/^(modify|delete)$/] > MemberExpression.callee MemberExpression[property.name=${FILE_STORE_TABLES}]`,
  `CallExpression[callee.property.name=${TABLE_WRITES}][callee.object.callee.property.name='table'][callee.object.arguments.0.value=${FILE_STORE_TABLES}]`,
].map((selector) => ({ selector, message: fileStoreMessage }));

// One writer of comments on the device (src/data/comment-store.ts writes `comments`, `commentOps` and
// `commentCounts`): a comment written offline is shown and queued in one transaction, nothing else may
// drop it, and its brief's counts change with it.
const COMMENT_TABLES = '/^(comments|commentOps|commentCounts)$/';
const commentStoreMessage =
  'Only src/data/comment-store.ts writes comments, commentOps and commentCounts: call its functions.';
const commentStoreSelectors = [
  `CallExpression[callee.property.name=${TABLE_WRITES}][callee.object.property.name=${COMMENT_TABLES}]`,
  `CallExpression[callee.property.name=/^(modify|delete)$/] > MemberExpression.callee MemberExpression[property.name=${COMMENT_TABLES}]`,
  `CallExpression[callee.property.name=${TABLE_WRITES}][callee.object.callee.property.name='table'][callee.object.arguments.0.value=${COMMENT_TABLES}]`,
].map((selector) => ({ selector, message: commentStoreMessage }));

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
    plugins: {
      'import-x': importX,
      briefsmith: { rules: { 'no-import-cycle': noImportCycle, 'feature-imports': featureImportsRule } },
    },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: `${root}tsconfig.app.json` })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: [...featureZones, ...outsideZones] }],
      // Type-only imports count too (import-x/no-cycle skips them): see scripts/eslint/no-import-cycle.js.
      'briefsmith/no-import-cycle': 'error',
      'briefsmith/feature-imports': ['error', { root, allowed: featureImports }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'tests/unit/lint/fixtures/**/*.ts'],
    ignores: [
      'src/data/sync-writer.ts',
      'src/data/file-store.ts',
      'src/data/comment-store.ts',
      'src/data/db.ts',
    ],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...oneWriterSelectors,
        ...fileStoreSelectors,
        ...commentStoreSelectors,
      ],
    },
  },
  {
    // The schema's upgrades write what a new version derives from the comments already stored (their
    // counts), before any writer runs; the briefs and files keep their one writer there too.
    files: ['src/data/db.ts'],
    rules: { 'no-restricted-syntax': ['error', ...oneWriterSelectors, ...fileStoreSelectors] },
  },
  {
    files: ['src/data/sync-writer.ts'],
    rules: { 'no-restricted-syntax': ['error', ...fileStoreSelectors, ...commentStoreSelectors] },
  },
  {
    files: ['src/data/file-store.ts'],
    rules: { 'no-restricted-syntax': ['error', ...oneWriterSelectors, ...commentStoreSelectors] },
  },
  {
    files: ['src/data/comment-store.ts'],
    rules: { 'no-restricted-syntax': ['error', ...oneWriterSelectors, ...fileStoreSelectors] },
  },
);
