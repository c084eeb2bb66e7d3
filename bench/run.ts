// `npm run bench`: runs every bench/*.bench.ts in turn and prints its figures. Each file exports
// `name` and `run(): Promise<Record<string, string | number>>`. Figures are reported, never asserted.
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const only = process.argv[2];
const files = (await readdir(here))
  .filter((f) => f.endsWith('.bench.ts') && (!only || f.includes(only)))
  .sort();
for (const file of files) {
  const mod = (await import(pathToFileURL(path.join(here, file)).href)) as {
    name: string;
    run: () => Promise<Record<string, string | number>>;
  };
  console.log(`\n## ${mod.name} (${file})`);
  const figures = await mod.run();
  for (const [key, value] of Object.entries(figures)) console.log(`  ${key}: ${value}`);
}
