// What the server holds of a brief's files, read as an e2e test checks it: the objects in Storage (the stack's
// database), the references in the row, an object's bytes as a signed-in member downloads them; and a
// large PDF made in the test (never committed).
import { createHash, randomBytes } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { E2EEnvironment } from './environment.ts';
import type { FixtureFile } from './fixtures.ts';

export const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** A PDF of `size` bytes: a valid header and trailer around incompressible filler. */
export function largePdf(name: string, size: number): FixtureFile {
  const head = Buffer.from('%PDF-1.4\n%', 'latin1');
  const tail = Buffer.from('\n%%EOF\n', 'latin1');
  const buffer = Buffer.concat([head, randomBytes(size - head.length - tail.length), tail]);
  return { name, mimeType: 'application/pdf', buffer };
}

export type ServerObject = { name: string; size: number };

/** The objects in the bucket under a brief's folder, by name. */
export async function objectsIn(env: E2EEnvironment, briefFolder: string): Promise<ServerObject[]> {
  const { rows } = await env.stack.db.query<{ name: string; size: string }>(
    `select name, metadata->>'size' as size from storage.objects
     where bucket_id = 'brief-files' and name like $1 order by name`,
    [`${briefFolder}/%`],
  );
  return rows.map((row) => ({ name: row.name, size: Number(row.size) }));
}

type FileColumns = { brand_documents: string[]; visual_style_files: string[] };

/** A brief's file columns on the server, and the whole row as text (to look for `data:` anywhere). */
export async function serverFiles(env: E2EEnvironment, id: string): Promise<FileColumns & { text: string }> {
  const { rows } = await env.stack.db.query<FileColumns & { text: string }>(
    'select brand_documents, visual_style_files, to_jsonb(b)::text as text from public.briefs b where id = $1',
    [id],
  );
  return rows[0]!;
}

export type Reference = {
  name: string;
  file: { id: string; path: string; size: number; type: string; sha256: string };
};
export const references = (items: string[]) => items.map((item) => JSON.parse(item) as Reference);

/** The SHA-256 of an object's bytes as a member downloads them through supabase-js. */
export async function downloadedSha256(client: SupabaseClient, objectPath: string): Promise<string> {
  const { data, error } = await client.storage.from('brief-files').download(objectPath);
  if (error || !data) throw new Error(`download of ${objectPath} failed: ${error?.message}`);
  return sha256(new Uint8Array(await data.arrayBuffer()));
}
