#!/usr/bin/env node
// `npm test`: the one quality gate. Sets up what the test layers need on this machine (Debian's
// Chromium for the end-to-end tests, the PostgreSQL server for the database tests), then runs
// typecheck, lint, format check and every vitest layer, and ends with one summary line.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { ensureChromium, ensurePostgres } from './test-env.mjs';

const env = { ...process.env };
const steps = [];

function run(name, cmd, args, extraEnv = {}) {
  console.log(`\n▶ ${name}: ${cmd} ${args.join(' ')}`);
  const started = Date.now();
  const r = spawnSync(cmd, args, { stdio: 'inherit', env: { ...env, ...extraEnv } });
  const ok = r.status === 0;
  steps.push({ name, ok, seconds: (Date.now() - started) / 1000 });
  return ok;
}

const chromium = ensureChromium();
if (chromium.path) env.CHROMIUM_PATH = chromium.path;
else console.error(`\n✖ ${chromium.problem}`);

if (!env.TEST_DATABASE_URL) {
  const postgres = ensurePostgres();
  if (postgres.url) env.TEST_DATABASE_URL = postgres.url;
  else
    console.log(
      `\nℹ ${postgres.problem} The database tests, the sync contract tests and the end-to-end journeys ` +
        'run on PGlite only, without their PostgreSQL runs (projects contract-pg and e2e-pg, and ' +
        'tests/db/plans.test.ts). Set TEST_DATABASE_URL to a PostgreSQL 15 server to run them.',
    );
}

// One program per environment: the app (DOM), the service worker (WebWorker), Node code (tests, scripts).
for (const part of ['app', 'sw', 'node'])
  run(`typecheck (${part})`, 'npx', ['tsc', '-p', `tsconfig.${part}.json`]);
run('lint', 'npx', ['eslint', '.', '--max-warnings', '0']);
run('format', 'npx', ['prettier', '--check', '.', '--log-level', 'warn']);
if (existsSync('scripts/check-functions.mjs'))
  run('functions typecheck (deno)', 'node', ['scripts/check-functions.mjs']);

mkdirSync('test-results', { recursive: true });
const report = 'test-results/vitest.json';
run('tests', 'npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${report}`,
]);

// Every bench on a tiny scale (bench/scale.ts): its figures mean nothing, but a bench that no longer
// runs fails here instead of rotting unseen.
run('bench smoke', 'npm', ['run', 'bench', '--', '--smoke']);

let passed = 0;
let failed = 0;
let skipped = 0;
// Names of what failed, repeated here because CI keeps only the tail of a long run's output.
const failures = [];
if (existsSync(report)) {
  const json = JSON.parse(readFileSync(report, 'utf8'));
  passed = json.numPassedTests;
  failed = json.numFailedTests;
  skipped = json.numPendingTests + json.numTodoTests;
  for (const file of json.testResults) {
    const where = relative(process.cwd(), file.name);
    const tests = file.assertionResults.filter((t) => t.status === 'failed');
    for (const t of tests) failures.push(`${where} › ${t.fullName}`);
    // A file that failed outside its tests (an import error, a failed hook) has no failed test.
    if (file.status === 'failed' && tests.length === 0)
      failures.push(`${where}: ${String(file.message).split('\n')[0]}`);
  }
}
const failedSteps = steps.filter((s) => !s.ok);
if (!chromium.path) failedSteps.push({ name: 'chromium' });
console.log('\n' + steps.map((s) => `${s.ok ? '✔' : '✖'} ${s.name} (${s.seconds.toFixed(1)} s)`).join('\n'));
if (failedSteps.length) console.log(`Failed: ${failedSteps.map((s) => s.name).join(', ')}`);
for (const f of failures) console.log(`  ✖ ${f}`);
// The plain closing line CI reads; a failed non-test step counts as a failure too.
console.log(
  `Tests: ${passed} passed, ${failed + (failed === 0 && failedSteps.length ? 1 : 0)} failed${skipped ? `, ${skipped} skipped` : ''}`,
);
process.exit(failedSteps.length ? 1 : 0);
