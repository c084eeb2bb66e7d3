// `npm run bench [name] [--smoke]`: runs every bench/*.bench.ts (or those whose file name contains
// `name`) in turn and prints its figures. Each file exports `name` and
// `run(): Promise<Record<string, string | number>>`. Figures are reported, never asserted; `--smoke`
// runs each on a tiny scale (bench/scale.ts) only to show that it still runs.
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const only = process.argv.slice(2).find((arg) => !arg.startsWith('--'));
const files = (await readdir(here))
  .filter((f) => f.endsWith('.bench.ts') && (!only || f.includes(only)))
  .sort();
if (process.argv.includes('--smoke'))
  console.log('Smoke run: every bench on a tiny scale; the figures mean nothing.');
for (const file of files) {
  const mod = (await import(pathToFileURL(path.join(here, file)).href)) as {
    name: string;
    run: () => Promise<Record<string, string | number>>;
  };
  console.log(`\n## ${mod.name} (${file})`);
  const figures = await mod.run();
  for (const [key, value] of Object.entries(figures)) console.log(`  ${key}: ${value}`);
}
