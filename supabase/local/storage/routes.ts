// /storage/v1: the part of Supabase Storage (supabase/storage src/http/routes/object, tus) that the
// unmodified supabase-js `storage.from(bucket)` calls and a TUS client use — upload (POST, with
// x-upsert), update (PUT), download (GET /object/{bucket}/{name} and /object/authenticated/…), HEAD
// (exists), info, list, signed URLs (POST /object/sign/…, GET /object/sign/…?token=), remove (DELETE
// /object/{bucket} with prefixes, or one name), and resumable uploads at /upload/resumable (tus.ts).
// Every statement about an object runs as the caller (request.ts): row-level security decides.
import { parseJson } from '../http/body.ts';
import { json, type Reply } from '../http/reply.ts';
import { Router, type Context } from '../http/router.ts';
import type { Service } from '../http/server.ts';
import { signJwt, verifyJwt } from '../jwt.ts';
import { ERRORS, storageReply, StorageError } from './errors.ts';
import { checkKey, findObject, listLevel, removeObjects, type ObjectRow } from './objects.ts';
import { asCaller, callerOf, findBucket } from './request.ts';
import { tusRoutes } from './tus.ts';
import { readIncomingFile, storeObject, type StorageDeps } from './upload.ts';

/** The largest body the service reads: the 50 MiB file limit and a multipart form's framing. */
export const STORAGE_BODY_LIMIT = 51 * 1024 * 1024;

const objectName = (ctx: Context): string => {
  const name = ctx.params['*'] ?? '';
  checkKey(name);
  return name;
};

function objectReply(row: ObjectRow, data: Uint8Array | undefined): Reply {
  const meta = row.metadata;
  const headers: Record<string, string> = {
    'content-type': meta?.mimetype ?? 'application/octet-stream',
    'content-length': String(meta?.size ?? data?.byteLength ?? 0),
    'cache-control': meta?.cacheControl ?? 'no-cache',
    etag: meta?.eTag ?? '',
    'last-modified': meta?.lastModified ?? new Date(row.updated_at).toUTCString(),
  };
  return { status: 200, headers, raw: data ?? new Uint8Array() };
}

async function jsonBody(ctx: Context): Promise<Record<string, unknown>> {
  const body = parseJson(await ctx.body(), () => ERRORS.invalidRequest('Body is not valid JSON'));
  return typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
}

export function storageService(deps: StorageDeps): Service {
  const router = new Router();
  const { db, roles, files } = deps;

  const upload = (upsertFrom: 'header' | 'always') => async (ctx: Context) => {
    const caller = await callerOf(ctx);
    const bucket = ctx.params.bucket ?? '';
    const name = objectName(ctx);
    const upsert = upsertFrom === 'always' || ctx.req.headers['x-upsert'] === 'true';
    const file = await readIncomingFile(ctx);
    const id = await storeObject(deps, caller, bucket, name, file, upsert);
    return json(200, { Id: id, Key: `${bucket}/${name}` });
  };

  const download = (withBody: boolean) => async (ctx: Context) => {
    const caller = await callerOf(ctx);
    const bucket = ctx.params.bucket ?? '';
    const name = objectName(ctx);
    const row = await asCaller(db, roles, caller, (tx) => findObject(tx, bucket, name), { readOnly: true });
    if (!withBody || ctx.method === 'HEAD') return objectReply(row, undefined);
    return objectReply(row, await files.read(bucket, name, row.version ?? ''));
  };

  const info = async (ctx: Context) => {
    const caller = await callerOf(ctx);
    const bucket = ctx.params.bucket ?? '';
    const name = objectName(ctx);
    const row = await asCaller(db, roles, caller, (tx) => findObject(tx, bucket, name), { readOnly: true });
    return json(200, {
      id: row.id,
      name: row.name,
      version: row.version,
      bucket_id: row.bucket_id,
      size: row.metadata?.size ?? null,
      content_type: row.metadata?.mimetype ?? null,
      cache_control: row.metadata?.cacheControl ?? null,
      etag: row.metadata?.eTag ?? null,
      metadata: row.user_metadata ?? {},
      last_modified: row.updated_at,
      created_at: row.created_at,
    });
  };

  router.on('POST', '/object/sign/:bucket/*', async (ctx) => {
    const caller = await callerOf(ctx);
    const bucket = ctx.params.bucket ?? '';
    const name = objectName(ctx);
    const expiresIn = Number((await jsonBody(ctx)).expiresIn);
    if (!Number.isFinite(expiresIn) || expiresIn < 1) throw ERRORS.missingParameter('expiresIn');
    await asCaller(db, roles, caller, (tx) => findObject(tx, bucket, name), { readOnly: true });
    const token = await signJwt({ url: `${bucket}/${name}` }, Math.floor(expiresIn), ctx.now());
    return json(200, { signedURL: `/object/sign/${bucket}/${name}?token=${token}` });
  });

  router.on('GET', '/object/sign/:bucket/*', async (ctx) => {
    const bucket = ctx.params.bucket ?? '';
    const name = objectName(ctx);
    const token = ctx.url.searchParams.get('token');
    if (!token) throw ERRORS.invalidSignature();
    const verified = await verifyJwt(token, ctx.now());
    if (!verified.ok)
      throw ERRORS.invalidJwt(verified.reason === 'expired' ? 'jwt expired' : 'invalid signature');
    if (verified.claims.url !== `${bucket}/${name}`) throw ERRORS.invalidSignature();
    // The token is the permission: storage-api reads a signed object as its superuser.
    const r = await db.query<ObjectRow>('select * from storage.objects where bucket_id = $1 and name = $2', [
      bucket,
      name,
    ]);
    const row = r.rows[0];
    if (!row) throw ERRORS.noSuchKey();
    return objectReply(
      row,
      ctx.method === 'HEAD' ? undefined : await files.read(bucket, name, row.version ?? ''),
    );
  });

  router.on('POST', '/object/list/:bucket', async (ctx) => {
    const caller = await callerOf(ctx);
    const bucket = ctx.params.bucket ?? '';
    await findBucket(db, bucket);
    const body = await jsonBody(ctx);
    const prefix = typeof body.prefix === 'string' ? body.prefix : '';
    const limit = Math.min(Math.max(Number(body.limit ?? 100) || 100, 1), 1000);
    const offset = Math.max(Number(body.offset ?? 0) || 0, 0);
    const entries = await asCaller(db, roles, caller, (tx) => listLevel(tx, bucket, prefix, limit, offset), {
      readOnly: true,
    });
    return json(200, entries);
  });

  router.on('GET', '/object/info/authenticated/:bucket/*', info);
  router.on('GET', '/object/info/:bucket/*', info);
  router.on('GET', '/object/authenticated/:bucket/*', download(true));

  router.on('DELETE', '/object/:bucket', async (ctx) => {
    const caller = await callerOf(ctx);
    const bucket = ctx.params.bucket ?? '';
    const prefixes = (await jsonBody(ctx)).prefixes;
    if (!Array.isArray(prefixes) || prefixes.length === 0 || !prefixes.every((p) => typeof p === 'string')) {
      throw ERRORS.missingParameter('prefixes');
    }
    await findBucket(db, bucket);
    const removed = await asCaller(
      db,
      roles,
      caller,
      (tx) => removeObjects(tx, bucket, prefixes as string[]),
      {
        allowDelete: true,
      },
    );
    for (const row of removed) await files.remove(bucket, row.name, row.version ?? '').catch(() => undefined);
    return json(200, removed);
  });

  router.on('DELETE', '/object/:bucket/*', async (ctx) => {
    const caller = await callerOf(ctx);
    const bucket = ctx.params.bucket ?? '';
    const name = objectName(ctx);
    const removed = await asCaller(db, roles, caller, (tx) => removeObjects(tx, bucket, [name]), {
      allowDelete: true,
    });
    if (removed.length === 0) throw ERRORS.noSuchKey();
    for (const row of removed) await files.remove(bucket, row.name, row.version ?? '').catch(() => undefined);
    return json(200, { message: 'Successfully deleted' });
  });

  router.on('POST', '/object/:bucket/*', upload('header'));
  router.on('PUT', '/object/:bucket/*', upload('always'));
  router.on('GET', '/object/:bucket/*', download(true));

  tusRoutes(router, deps);

  return {
    prefix: '/storage/v1',
    router,
    maxBodyBytes: STORAGE_BODY_LIMIT,
    tooLarge: () => storageReply(ERRORS.entityTooLarge().failure),
    notFound: () =>
      storageReply({ status: 404, code: 'NotFound', error: 'Not Found', message: 'Route not found' }),
  };
}

export { StorageError };
