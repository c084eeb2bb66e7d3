// Resumable uploads (TUS 1.0.0 at /storage/v1/upload/resumable) with the unmodified tus-js-client, as
// the app sends files over 6 MB: create, PATCH in 6 MiB chunks, HEAD; an upload whose connection is
// cut at 60 % resumes from the server's offset and re-sends at most one chunk (measured in the bytes
// that cross a proxy between client and stack); and the refusals at creation — another brief's folder,
// a View Only recipient, a wrong MIME type, a file over the bucket's limit.
import { createHash, randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import * as tus from 'tus-js-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cuttingProxy } from '../../support/cutting-proxy.ts';
import { startTestStack, type Stack } from '../../support/stack.ts';
import { BUCKET, buildCast, type StorageCast } from './storage-world.ts';

const MiB = 1024 * 1024;
const CHUNK = 6 * MiB;

let stack: Stack;
let cast: StorageCast;

beforeAll(async () => {
  stack = await startTestStack();
  cast = await buildCast(stack);
});
afterAll(() => stack?.close());

async function tokenOf(client: SupabaseClient): Promise<string> {
  const { data } = await client.auth.getSession();
  return data.session?.access_token ?? '';
}

interface Outcome {
  ok: boolean;
  status?: number;
  body?: string;
  url: string | null;
  resumedFrom?: number;
}

/** One tus-js-client upload run to its end (success, or the error it stopped on: no retries). */
function runUpload(
  base: string,
  token: string,
  file: Buffer,
  meta: { objectName: string; contentType: string },
  uploadUrl?: string | null,
): Promise<Outcome> {
  return new Promise((resolve) => {
    let resumedFrom: number | undefined;
    const upload = new tus.Upload(file, {
      endpoint: `${base}/storage/v1/upload/resumable`,
      uploadUrl: uploadUrl ?? null,
      retryDelays: null,
      chunkSize: CHUNK,
      headers: { authorization: `Bearer ${token}`, apikey: stack.anonKey, 'x-upsert': 'false' },
      metadata: { bucketName: BUCKET, cacheControl: '3600', ...meta },
      onChunkComplete: (size, accepted) => {
        resumedFrom ??= accepted - size;
      },
      onSuccess: () => resolve({ ok: true, url: upload.url, resumedFrom }),
      onError: (error) => {
        const detailed = error as tus.DetailedError;
        resolve({
          ok: false,
          status: detailed.originalResponse?.getStatus(),
          body: detailed.originalResponse?.getBody(),
          url: upload.url,
        });
      },
    });
    upload.start();
  });
}

const sha256 = (data: Uint8Array) => createHash('sha256').update(data).digest('hex');

describe('resumable uploads with tus-js-client', () => {
  it('uploads a 30 MiB PDF in 6 MiB chunks; a cut at 60 % resumes and re-sends at most one chunk', async () => {
    const file = Buffer.alloc(30 * MiB);
    for (let i = 0; i < file.length; i += 4096) file.writeUInt32LE(i, i);
    const name = `${cast.brief}/${randomUUID()}`;
    const token = await tokenOf(cast.carol);
    const proxy = await cuttingProxy(stack.url);
    try {
      proxy.cutAfter(Math.floor(file.length * 0.6) + 512 * 1024);
      const first = await runUpload(proxy.url, token, file, {
        objectName: name,
        contentType: 'application/pdf',
      });
      expect(first.ok).toBe(false);
      expect(first.url).toContain('/storage/v1/upload/resumable/');
      proxy.restore();

      const second = await runUpload(
        proxy.url,
        token,
        file,
        { objectName: name, contentType: 'application/pdf' },
        first.url,
      );
      expect(second.ok).toBe(true);
      expect(second.resumedFrom).toBeGreaterThanOrEqual(18 * MiB);
      // Everything that crossed the proxy (bodies and headers) beyond the file itself.
      const resent = proxy.sent() - file.length;
      expect(resent).toBeLessThanOrEqual(CHUNK);
    } finally {
      await proxy.close();
    }
    const down = await cast.alice.storage.from(BUCKET).download(name);
    expect(down.error).toBeNull();
    expect(sha256(new Uint8Array(await down.data!.arrayBuffer()))).toBe(sha256(file));
    expect(down.data!.type).toBe('application/pdf');
  });

  it('answers HEAD with the offset only to the uploader', async () => {
    const name = `${cast.brief}/${randomUUID()}`;
    const created = await fetch(`${stack.url}/storage/v1/upload/resumable`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${await tokenOf(cast.alice)}`,
        'tus-resumable': '1.0.0',
        'upload-length': '10',
        'upload-metadata': `bucketName ${Buffer.from(BUCKET).toString('base64')},objectName ${Buffer.from(name).toString('base64')},contentType ${Buffer.from('application/pdf').toString('base64')}`,
      },
    });
    expect(created.status).toBe(201);
    const location = created.headers.get('location')!;
    const patch = await fetch(location, {
      method: 'PATCH',
      headers: {
        authorization: `Bearer ${await tokenOf(cast.alice)}`,
        'tus-resumable': '1.0.0',
        'upload-offset': '0',
        'content-type': 'application/offset+octet-stream',
      },
      body: new Uint8Array(4),
    });
    expect(patch.status).toBe(204);
    expect(patch.headers.get('upload-offset')).toBe('4');
    const head = (client: SupabaseClient) =>
      tokenOf(client).then((token) =>
        fetch(location, {
          method: 'HEAD',
          headers: { authorization: `Bearer ${token}`, 'tus-resumable': '1.0.0' },
        }),
      );
    const own = await head(cast.alice);
    expect(own.status).toBe(200);
    expect([own.headers.get('upload-offset'), own.headers.get('upload-length')]).toEqual(['4', '10']);
    expect((await head(cast.mallory)).status).toBe(403);
  });

  const refusedAtCreation = async (
    client: SupabaseClient,
    objectName: string,
    contentType: string,
    size = 10,
  ) => runUpload(stack.url, await tokenOf(client), Buffer.alloc(size), { objectName, contentType });

  it("refuses Mallory's upload into Alice's brief's folder", async () => {
    const r = await refusedAtCreation(cast.mallory, `${cast.brief}/${randomUUID()}`, 'application/pdf');
    expect([r.status, r.body]).toEqual([403, 'new row violates row-level security policy']);
  });

  it('refuses a View Only recipient', async () => {
    const r = await refusedAtCreation(cast.bob, `${cast.brief}/${randomUUID()}`, 'application/pdf');
    expect([r.status, r.body]).toEqual([403, 'new row violates row-level security policy']);
  });

  it('refuses a type outside the accept lists', async () => {
    const r = await refusedAtCreation(cast.alice, `${cast.brief}/${randomUUID()}`, 'text/html');
    expect([r.status, r.body]).toEqual([415, 'mime type text/html is not supported']);
  });

  it('refuses a file over 50 MiB before a byte of it is sent', async () => {
    const r = await refusedAtCreation(
      cast.alice,
      `${cast.brief}/${randomUUID()}`,
      'application/pdf',
      50 * MiB + 1,
    );
    expect([r.status, r.body]).toEqual([413, 'Maximum size exceeded']);
  });
});
