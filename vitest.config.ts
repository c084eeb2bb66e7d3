import react from '@vitejs/plugin-react';
import { configDefaults, defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

// The sync layers again on PostgreSQL 15 (the stack on a database of its own per file, as hosted runs
// many connections at once where PGlite serialises every request): the sync contract tests with the
// model test's shorter run, and the end-to-end journeys of signing in, editing offline and syncing,
// and two devices live. Only when TEST_DATABASE_URL names a server (scripts/test.mjs sets it where
// it can, and says so where it cannot).
const E2E_ON_POSTGRES = ['journey', 'offline', 'live', 'files-storage', 'comments', 'client-review'].map(
  (name) => `tests/e2e/${name}.test.ts`,
);
const onPostgres = { TEST_STACK_ENGINE: 'postgres' };
const CONCURRENCY = 'tests/contract/sync/concurrency.test.ts';
const postgresProjects: TestProjectInlineConfiguration[] = process.env.TEST_DATABASE_URL
  ? [
      {
        extends: true,
        test: {
          name: 'contract-pg',
          include: ['tests/contract/sync/**/*.test.ts'],
          environment: 'node',
          setupFiles: ['tests/setup/contract.ts'],
          env: onPostgres,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e-pg',
          include: E2E_ON_POSTGRES,
          environment: 'node',
          env: onPostgres,
          testTimeout: 180_000,
          hookTimeout: 300_000,
          fileParallelism: false,
        },
      },
    ]
  : [];

// One runner, five layers (DESIGN §8), the sync layers of them on both databases. `npm test` runs
// them all through scripts/test.mjs.
export default defineConfig({
  plugins: [react()],
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts'],
          environment: 'node',
          setupFiles: ['tests/setup/unit.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'db',
          include: ['tests/db/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'contract',
          include: ['tests/contract/**/*.test.ts', 'tests/functions/**/*.test.ts'],
          // The many-devices test runs on PostgreSQL when there is one (contract-pg), else here on PGlite.
          exclude: [...configDefaults.exclude, ...(process.env.TEST_DATABASE_URL ? [CONCURRENCY] : [])],
          environment: 'node',
          setupFiles: ['tests/setup/contract.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'component',
          include: ['tests/component/**/*.test.tsx'],
          environment: 'jsdom',
          setupFiles: ['tests/setup/component.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          testTimeout: 180_000,
          hookTimeout: 300_000,
          fileParallelism: false,
        },
      },
      ...postgresProjects,
    ],
  },
});
