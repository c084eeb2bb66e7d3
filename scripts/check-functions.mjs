// Type-checks every edge function as Supabase runs it: `deno check` on supabase/functions/*/index.ts
// (which pulls in handler.ts and _shared/). The functions import only relative files, so this needs no
// network. Part of the quality gate; run alone with `node scripts/check-functions.mjs`.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const functionsDir = path.join(root, 'supabase', 'functions');
const entries = readdirSync(functionsDir, { withFileTypes: true })
  .filter((d) => d.isDirectory() && !d.name.startsWith('_'))
  .map((d) => path.join('supabase', 'functions', d.name, 'index.ts'))
  .filter((file) => existsSync(path.join(root, file)));

if (entries.length === 0) {
  console.error('check-functions: no supabase/functions/*/index.ts found');
  process.exit(1);
}

const deno = path.join(root, 'node_modules', '.bin', process.platform === 'win32' ? 'deno.cmd' : 'deno');
const result = spawnSync(deno, ['check', '--quiet', ...entries], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, DENO_NO_UPDATE_CHECK: '1', NO_COLOR: process.env.NO_COLOR ?? '1' },
});
if (result.error) {
  console.error(`check-functions: could not run deno: ${result.error.message}`);
  process.exit(1);
}
if (result.status === 0) console.log(`check-functions: ${entries.length} functions type-check under Deno`);
process.exit(result.status ?? 1);
