// One upload as storage-api makes it (src/storage/uploader.ts): the file from a multipart form (what
// supabase-js sends for a Blob or File: `cacheControl`, optional `metadata`, and the file part) or from
// the raw body (an ArrayBuffer or Buffer, with Content-Type and Cache-Control headers); the bucket's
// MIME types and size limit; the bytes written under a new version, then the row written as the
// caller — refused by row-level security, the new bytes go and nothing changed.
import { createHash, randomUUID } from 'node:crypto';
import type { Database } from '../db/database.ts';
import type { Context } from '../http/router.ts';
import type { RoleSettings } from '../rest/role-settings.ts';
import { ERRORS } from './errors.ts';
import type { FileStore } from './files.ts';
import { checkMimeType, checkSize, writeObject, type ObjectMetadata } from './objects.ts';
import { asCaller, findBucket, type Caller } from './request.ts';

export interface IncomingFile {
  data: Uint8Array;
  mimeType: string;
  cacheControl: string;
  userMetadata?: Record<string, unknown>;
}

const header = (ctx: Context, name: string): string | undefined => {
  const value = ctx.req.headers[name];
  return Array.isArray(value) ? value[0] : value;
};

function parseUserMetadata(text: string | undefined): Record<string, unknown> | undefined {
  if (!text) return undefined;
  try {
    const value = JSON.parse(text) as unknown;
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : undefined;
  } catch {
    throw ERRORS.invalidRequest('Invalid metadata');
  }
}

export async function readIncomingFile(ctx: Context): Promise<IncomingFile> {
  const body = await ctx.body();
  const contentType = header(ctx, 'content-type') ?? '';
  if (contentType.toLowerCase().startsWith('multipart/form-data')) {
    const form = await new Response(new Uint8Array(body), { headers: { 'content-type': contentType } })
      .formData()
      .catch(() => {
        throw ERRORS.invalidRequest('The multipart form could not be read');
      });
    let file: File | undefined;
    for (const value of form.values()) if (typeof value !== 'string') file ??= value;
    if (!file) throw ERRORS.invalidRequest('No file in the form');
    const cacheControl = form.get('cacheControl');
    const metadata = form.get('metadata');
    return {
      data: new Uint8Array(await file.arrayBuffer()),
      mimeType: file.type || 'application/octet-stream',
      cacheControl: `max-age=${typeof cacheControl === 'string' ? cacheControl : '3600'}`,
      userMetadata: parseUserMetadata(typeof metadata === 'string' ? metadata : undefined),
    };
  }
  const xMetadata = header(ctx, 'x-metadata');
  return {
    data: body,
    mimeType: contentType || 'application/octet-stream',
    cacheControl: header(ctx, 'cache-control') ?? 'no-cache',
    userMetadata: parseUserMetadata(
      xMetadata ? Buffer.from(xMetadata, 'base64').toString('utf8') : undefined,
    ),
  };
}

export function metadataFor(data: Uint8Array, mimeType: string, cacheControl: string): ObjectMetadata {
  return {
    eTag: `"${createHash('md5').update(data).digest('hex')}"`,
    size: data.byteLength,
    mimetype: mimeType,
    cacheControl,
    lastModified: new Date().toUTCString(),
    contentLength: data.byteLength,
    httpStatusCode: 200,
  };
}

export interface StorageDeps {
  db: Database;
  roles: RoleSettings;
  files: FileStore;
}

/** Stores the object and its row; answers its id. The bucket's limits are checked before anything. */
export async function storeObject(
  deps: StorageDeps,
  caller: Caller,
  bucketId: string,
  name: string,
  file: IncomingFile,
  upsert: boolean,
): Promise<string> {
  const bucket = await findBucket(deps.db, bucketId);
  checkMimeType(bucket, file.mimeType);
  checkSize(bucket, file.data.byteLength);
  const version = randomUUID();
  await deps.files.write(bucketId, name, version, file.data);
  try {
    const written = await asCaller(deps.db, deps.roles, caller, (tx) =>
      writeObject(
        tx,
        {
          bucket: bucketId,
          name,
          owner: caller.sub,
          version,
          metadata: metadataFor(file.data, file.mimeType, file.cacheControl),
          userMetadata: file.userMetadata,
        },
        upsert,
      ),
    );
    if (written.replaced && written.replaced !== version) {
      await deps.files.remove(bucketId, name, written.replaced).catch(() => undefined);
    }
    return written.id;
  } catch (error) {
    await deps.files.remove(bucketId, name, version).catch(() => undefined);
    throw error;
  }
}
