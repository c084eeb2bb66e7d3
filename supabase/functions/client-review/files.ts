// Short-lived signed URLs for a brief's files, so a client without an account downloads them from
// Storage directly. A file item is a reference `{name, file: {id, path, …}}` (src/domain/file-refs.ts);
// only references in the brief's own folder (`{brief_id}/{file_id}`) of the bucket `brief-files` are
// signed, with the service key through Storage's `/object/sign/` endpoint, as hosted Storage does it.
import type { SupabaseEnv } from '../_shared/request.ts';

export const FILE_BUCKET = 'brief-files';
/** How long a signed URL works: long enough to read the page and download, short enough to expire. */
export const SIGNED_URL_SECONDS = 600;
const FILE_COLUMNS = ['brand_documents', 'visual_style_files'] as const;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The Storage paths the brief's file columns refer to, each once. */
export function filePaths(brief: Record<string, unknown>): string[] {
  const briefId = String(brief.id ?? '');
  const paths = new Set<string>();
  for (const column of FILE_COLUMNS) {
    const items = brief[column];
    if (!Array.isArray(items)) continue;
    for (const item of items) {
      if (typeof item !== 'string' || !/^\s*\{/.test(item)) continue;
      let parsed: unknown;
      try {
        parsed = JSON.parse(item);
      } catch {
        continue;
      }
      const path = (parsed as { file?: { path?: unknown } } | null)?.file?.path;
      if (typeof path !== 'string') continue;
      const [folder, id, ...rest] = path.split('/');
      if (folder === briefId && id !== undefined && UUID.test(id) && rest.length === 0) paths.add(path);
    }
  }
  return [...paths];
}

async function signOne(config: SupabaseEnv, path: string): Promise<string | undefined> {
  const response = await fetch(`${config.url}/storage/v1/object/sign/${FILE_BUCKET}/${path}`, {
    method: 'POST',
    headers: {
      apikey: config.serviceRoleKey,
      Authorization: `Bearer ${config.serviceRoleKey}`,
      'Content-Type': 'application/json',
    },
    body: JSON.stringify({ expiresIn: SIGNED_URL_SECONDS }),
  });
  // A missing object is left out (the page shows the file without a download) rather than failing.
  if (!response.ok) {
    console.error(`client-review: signing ${path} failed (${response.status}): ${await response.text()}`);
    return undefined;
  }
  const { signedURL } = (await response.json()) as { signedURL?: string };
  return signedURL ? `${config.url}/storage/v1${signedURL}` : undefined;
}

/** `{path: signed URL}` for every file of the brief that Storage could sign. */
export async function signedFiles(
  config: SupabaseEnv,
  brief: Record<string, unknown>,
): Promise<Record<string, string>> {
  const paths = filePaths(brief);
  const urls = await Promise.all(paths.map((path) => signOne(config, path)));
  const files: Record<string, string> = {};
  paths.forEach((path, i) => {
    const url = urls[i];
    if (url) files[path] = url;
  });
  return files;
}
