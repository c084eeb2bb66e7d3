// The JavaScript of the first screens, read from the production build (docs/design.md §9): the network
// client (supabase-js) is in no file the app's first load needs — the entry and its static imports, nor
// what the sign-in screen and the dashboard import before they draw. It comes after the first paint
// (src/lib/load-supabase.ts). A static import of `lib/supabase` anywhere on those paths pulls it, with
// the client's creation, into the first load again. And the first load is one file (vite.config.ts).
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './support/build.ts';

type ManifestChunk = { file: string; isEntry?: boolean; imports?: string[] };
type Manifest = Record<string, ManifestChunk>;

// Written by supabase-js's auth client into every request it sends: present in its code, minified or not.
const SUPABASE_JS = 'gotrue-js/';

let dir = '';
let manifest: Manifest;

beforeAll(async () => {
  dir = await buildApp({ apiUrl: 'http://127.0.0.1:54321' });
  manifest = JSON.parse(await readFile(path.join(dir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
});

/** The files of `key` and of every chunk it imports statically, transitively. */
function staticFiles(key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) staticFiles(imported, seen);
  return seen;
}

async function filesWithSupabase(keys: Iterable<string>): Promise<string[]> {
  const files = [...keys].map((key) => manifest[key]!.file).filter((file) => file.endsWith('.js'));
  const found: string[] = [];
  for (const file of files) {
    if ((await readFile(path.join(dir, file), 'utf8')).includes(SUPABASE_JS)) found.push(file);
  }
  return found;
}

const entryKey = () => Object.keys(manifest).find((key) => manifest[key]!.isEntry)!;

describe('the first load', () => {
  it('the build has supabase-js, in a chunk of its own', async () => {
    expect(await filesWithSupabase(Object.keys(manifest))).toHaveLength(1);
  });

  // Each file is a request before the first paint: over HTTP/1.1 six at a time, each a round trip on a
  // phone. Rolldown would split what the lazy screens share into many small chunks of the first load.
  it('the first load is one JavaScript file: the entry imports no chunk statically', () => {
    const files = [...staticFiles(entryKey())]
      .map((key) => manifest[key]!.file)
      .filter((f) => f.endsWith('.js'));
    expect(files).toEqual([manifest[entryKey()]!.file]);
  });

  it('the entry and its static imports hold no supabase-js', async () => {
    expect(await filesWithSupabase(staticFiles(entryKey()))).toEqual([]);
  });

  it.each([
    'src/features/auth/auth-page.tsx',
    'src/features/briefs/dashboard-page.tsx',
    'src/app/dashboard-extras.tsx',
  ])('%s loads no supabase-js before it draws', async (screen) => {
    expect(manifest[screen], `${screen} is a chunk of the build`).toBeDefined();
    expect(await filesWithSupabase(staticFiles(screen))).toEqual([]);
  });
});
