// Resumable uploads at /storage/v1/upload/resumable: the TUS 1.0.0 protocol as storage-api serves it
// (src/http/routes/tus, tus-node-server). POST creates an upload (Upload-Length, Upload-Metadata with
// bucketName, objectName, contentType, cacheControl and optional metadata; `x-upsert: true` to
// replace); PATCH appends at Upload-Offset; HEAD answers the offset, so a client cut off resumes where
// the server's bytes end. The bucket's MIME types and size limit and the caller's right to write the
// object (a rolled-back insert as the caller, as storage-api's canUpload) are checked at creation; the
// row is written as the caller when the last byte arrives. Errors are TUS's: the real status, the
// message as plain text.
import { randomUUID } from 'node:crypto';
import { readFile, rm, writeFile } from 'node:fs/promises';
import type { Reply } from '../http/reply.ts';
import type { Context, Router } from '../http/router.ts';
import { StorageError } from './errors.ts';
import { checkKey, checkMimeType, checkSize, writeObject, type NewObject } from './objects.ts';
import { asCaller, callerOf, findBucket, type Caller } from './request.ts';
import { metadataFor, type StorageDeps } from './upload.ts';

const TUS_VERSION = '1.0.0';
const PATH = '/upload/resumable';

interface UploadState {
  bucket: string;
  name: string;
  length: number;
  owner: string | undefined;
  upsert: boolean;
  mimeType: string;
  cacheControl: string;
  userMetadata?: Record<string, unknown>;
}

const tusReply = (status: number, headers: Record<string, string> = {}, message?: string): Reply => ({
  status,
  headers: { 'tus-resumable': TUS_VERSION, ...headers },
  raw: message,
});

class TusError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

const header = (ctx: Context, name: string): string | undefined => {
  const value = ctx.req.headers[name];
  return Array.isArray(value) ? value[0] : value;
};

/** `key base64,key2 base64` → {key: value}. */
function parseMetadata(raw: string | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const pair of (raw ?? '').split(',')) {
    const [key, value] = pair.trim().split(' ');
    if (key) out[key] = value ? Buffer.from(value, 'base64').toString('utf8') : '';
  }
  return out;
}

/** The upload's URL id: base64url of `{bucket}/{name}/{version}`, as storage-api's UploadId. */
const encodeId = (state: UploadState, version: string) =>
  Buffer.from(`${state.bucket}/${state.name}/${version}`, 'utf8').toString('base64url');

function decodeId(id: string): { bucket: string; name: string; version: string } | undefined {
  const text = Buffer.from(id, 'base64url').toString('utf8');
  const parts = text.split('/');
  if (parts.length < 3) return undefined;
  return { bucket: parts[0]!, name: parts.slice(1, -1).join('/'), version: parts.at(-1)! };
}

function locationOf(ctx: Context, id: string): string {
  const host = header(ctx, 'x-forwarded-host') ?? header(ctx, 'host') ?? 'localhost';
  const proto = header(ctx, 'x-forwarded-proto') ?? 'http';
  return `${proto}://${host}/storage/v1${PATH}/${id}`;
}

export function tusRoutes(router: Router, deps: StorageDeps): void {
  const { db, roles, files } = deps;
  const stateFile = (version: string) => `${files.uploadFile(version)}.json`;
  // One request at a time per upload: a retried PATCH waits for the one still writing.
  const locks = new Map<string, Promise<unknown>>();
  const locked = <T>(key: string, fn: () => Promise<T>): Promise<T> => {
    const run = (locks.get(key) ?? Promise.resolve()).then(fn, fn);
    const settled = run.catch(() => undefined);
    locks.set(key, settled);
    void settled.then(() => locks.get(key) === settled && locks.delete(key));
    return run;
  };

  /** A write as the caller, rolled back: refused here exactly when the final write would be. */
  const checkCanWrite = async (caller: Caller, object: NewObject, upsert: boolean) => {
    const rollback = new Error('rollback');
    await asCaller(db, roles, caller, async (tx) => {
      await writeObject(tx, object, upsert);
      throw rollback;
    }).catch((error: unknown) => {
      if (error !== rollback) throw error;
    });
  };

  const handle = (fn: (ctx: Context) => Promise<Reply>) => async (ctx: Context) => {
    try {
      if (header(ctx, 'tus-resumable') !== TUS_VERSION) {
        throw new TusError(412, 'Unsupported version');
      }
      return await fn(ctx);
    } catch (error) {
      if (error instanceof TusError) return tusReply(error.status, {}, error.message);
      if (error instanceof StorageError) return tusReply(error.failure.status, {}, error.failure.message);
      throw error;
    }
  };

  const load = async (ctx: Context): Promise<{ state: UploadState; version: string; caller: Caller }> => {
    const caller = await callerOf(ctx);
    const decoded = decodeId(ctx.params.id ?? '');
    let state: UploadState | undefined;
    if (decoded && /^[0-9a-f-]{36}$/.test(decoded.version)) {
      state = await readFile(stateFile(decoded.version), 'utf8')
        .then((text) => JSON.parse(text) as UploadState)
        .catch(() => undefined);
    }
    if (!state || !decoded || state.bucket !== decoded.bucket || state.name !== decoded.name) {
      throw new TusError(404, 'The file for this url was not found');
    }
    if (state.owner !== caller.sub) throw new TusError(403, 'new row violates row-level security policy');
    return { state, version: decoded.version, caller };
  };

  router.on(
    'POST',
    PATH,
    handle(async (ctx) => {
      const caller = await callerOf(ctx);
      const length = Number(header(ctx, 'upload-length'));
      if (!Number.isSafeInteger(length) || length < 0) throw new TusError(400, 'Invalid Upload-Length');
      const meta = parseMetadata(header(ctx, 'upload-metadata'));
      if (!meta.bucketName) throw new TusError(400, 'Missing bucketName in Upload-Metadata');
      if (!meta.objectName) throw new TusError(400, 'Missing objectName in Upload-Metadata');
      checkKey(meta.objectName);
      const bucket = await findBucket(db, meta.bucketName);
      if (bucket.file_size_limit !== null && length > bucket.file_size_limit) {
        throw new TusError(413, 'Maximum size exceeded');
      }
      const mimeType = meta.contentType || 'application/octet-stream';
      checkMimeType(bucket, mimeType);
      let userMetadata: Record<string, unknown> | undefined;
      try {
        userMetadata = meta.metadata ? (JSON.parse(meta.metadata) as Record<string, unknown>) : undefined;
      } catch {
        userMetadata = undefined;
      }
      const state: UploadState = {
        bucket: bucket.id,
        name: meta.objectName,
        length,
        owner: caller.sub,
        upsert: header(ctx, 'x-upsert') === 'true',
        mimeType,
        cacheControl: /^-?\d+$/.test(meta.cacheControl ?? '') ? `max-age=${meta.cacheControl}` : 'no-cache',
        userMetadata,
      };
      const version = randomUUID();
      await checkCanWrite(
        caller,
        {
          bucket: state.bucket,
          name: state.name,
          owner: caller.sub,
          version,
          metadata: metadataFor(new Uint8Array(), mimeType, state.cacheControl),
        },
        state.upsert,
      );
      await writeFile(files.uploadFile(version), new Uint8Array());
      await writeFile(stateFile(version), JSON.stringify(state));
      const id = encodeId(state, version);
      return tusReply(201, { location: locationOf(ctx, id) });
    }),
  );

  router.on(
    'HEAD',
    `${PATH}/:id`,
    handle(async (ctx) => {
      const { state, version } = await load(ctx);
      const offset = (await files.uploadSize(version)) ?? 0;
      return tusReply(200, {
        'upload-offset': String(offset),
        'upload-length': String(state.length),
        'cache-control': 'no-store',
      });
    }),
  );

  router.on(
    'PATCH',
    `${PATH}/:id`,
    handle(async (ctx) => {
      const { state, version, caller } = await load(ctx);
      if (header(ctx, 'content-type') !== 'application/offset+octet-stream') {
        throw new TusError(415, 'Invalid or missing content-type header');
      }
      let chunk: Buffer;
      try {
        chunk = await ctx.body();
      } catch (error) {
        // The connection was cut mid-chunk: nothing of it is kept, the client resumes from the offset.
        if (error instanceof StorageError) throw new TusError(413, 'Maximum size exceeded');
        return tusReply(400, {}, 'The request was aborted');
      }
      return locked(version, async () => {
        const offset = (await files.uploadSize(version)) ?? 0;
        if (Number(header(ctx, 'upload-offset')) !== offset)
          throw new TusError(409, 'Upload-Offset conflict');
        if (offset + chunk.byteLength > state.length) throw new TusError(413, 'Maximum size exceeded');
        await files.append(version, chunk);
        const reached = offset + chunk.byteLength;
        if (reached === state.length) await finish(state, version, caller);
        return tusReply(204, { 'upload-offset': String(reached) });
      });
    }),
  );

  const finish = async (state: UploadState, version: string, caller: Caller) => {
    const data = await readFile(files.uploadFile(version));
    const bucket = await findBucket(db, state.bucket);
    checkSize(bucket, data.byteLength);
    await files.adopt(state.bucket, state.name, version, files.uploadFile(version));
    try {
      const written = await asCaller(db, roles, caller, (tx) =>
        writeObject(
          tx,
          {
            bucket: state.bucket,
            name: state.name,
            owner: state.owner,
            version,
            metadata: metadataFor(data, state.mimeType, state.cacheControl),
            userMetadata: state.userMetadata,
          },
          state.upsert,
        ),
      );
      if (written.replaced && written.replaced !== version) {
        await files.remove(state.bucket, state.name, written.replaced).catch(() => undefined);
      }
    } catch (error) {
      await files.remove(state.bucket, state.name, version).catch(() => undefined);
      throw error;
    } finally {
      await rm(stateFile(version), { force: true });
    }
  };
}
