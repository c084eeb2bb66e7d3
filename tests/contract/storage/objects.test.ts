// Storage over HTTP with the unmodified supabase-js `storage.from('brief-files')`: upload, download,
// info and exists, signed URLs, list and remove, as hosted storage-api answers them — and the attack
// rows a member's token can try against it: another brief's file by path or by guessed id, listing
// the bucket, uploading into another brief's folder, overwriting, a View Only recipient or a
// deactivated member, a wrong MIME type, a file over the bucket's limit, traversal in names, and a
// signed URL after it expired. Refusals are storage-api's: HTTP 400 with the real status in the body.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestStack, testClock, type Stack } from '../../support/stack.ts';
import { BUCKET, buildCast, pdf, refusal, type StorageCast } from './storage-world.ts';

const clock = testClock();
let stack: Stack;
let cast: StorageCast;
/** An object in Alice's brief's folder, uploaded by Alice. */
let aliceFile: string;
let aliceFileId: string;

beforeAll(async () => {
  stack = await startTestStack({ clock: clock.now });
  cast = await buildCast(stack);
  aliceFile = `${cast.brief}/${randomUUID()}`;
  const up = await cast.alice.storage.from(BUCKET).upload(aliceFile, pdf(2048));
  if (up.error) throw up.error;
  aliceFileId = up.data.id;
});
afterAll(() => stack?.close());

const fileName = (brief: string) => `${brief}/${randomUUID()}`;

describe('files of a brief through supabase-js', () => {
  it('uploads a file, downloads the same bytes, and answers its info', async () => {
    const name = fileName(cast.brief);
    const body = new Uint8Array(5000).map((_, i) => i % 251);
    const up = await cast.alice.storage
      .from(BUCKET)
      .upload(name, new Blob([body], { type: 'application/pdf' }));
    expect(up.error).toBeNull();
    expect(up.data).toMatchObject({ path: name, fullPath: `${BUCKET}/${name}` });

    const down = await cast.bob.storage.from(BUCKET).download(name);
    expect(down.error).toBeNull();
    expect(new Uint8Array(await down.data!.arrayBuffer())).toEqual(body);
    expect(down.data!.type).toBe('application/pdf');

    const info = await cast.carol.storage.from(BUCKET).info(name);
    expect(info.error).toBeNull();
    expect(info.data).toMatchObject({ name, size: 5000, contentType: 'application/pdf', bucketId: BUCKET });
    expect((await cast.alice.storage.from(BUCKET).exists(name)).data).toBe(true);
    expect((await cast.mallory.storage.from(BUCKET).exists(name)).data).toBe(false);
  });

  it('uploads raw bytes with a content type, as supabase-js sends an ArrayBuffer', async () => {
    const name = fileName(cast.brief);
    const up = await cast.carol.storage
      .from(BUCKET)
      .upload(name, new Uint8Array([1, 2, 3]).buffer, { contentType: 'image/png' });
    expect(up.error).toBeNull();
    const down = await cast.alice.storage.from(BUCKET).download(name);
    expect(down.data!.type).toBe('image/png');
    expect(new Uint8Array(await down.data!.arrayBuffer())).toEqual(new Uint8Array([1, 2, 3]));
  });

  it('refuses a second upload to the same name, and replaces with upsert or update', async () => {
    const name = fileName(cast.brief);
    await cast.alice.storage.from(BUCKET).upload(name, pdf(10, 1));
    const again = await cast.alice.storage.from(BUCKET).upload(name, pdf(10, 2));
    expect(refusal(again.error)).toBe('409 The resource already exists');
    expect((again.error as { status?: number }).status).toBe(400);
    const upsert = await cast.alice.storage.from(BUCKET).upload(name, pdf(20, 3), { upsert: true });
    expect(upsert.error).toBeNull();
    const update = await cast.alice.storage.from(BUCKET).update(name, pdf(30, 4));
    expect(update.error).toBeNull();
    const down = await cast.alice.storage.from(BUCKET).download(name);
    expect(new Uint8Array(await down.data!.arrayBuffer())).toEqual(new Uint8Array(30).fill(4));
  });

  it('signs a URL that downloads without a token until it expires', async () => {
    const signed = await cast.bob.storage.from(BUCKET).createSignedUrl(aliceFile, 60);
    expect(signed.error).toBeNull();
    const url = signed.data!.signedUrl;
    expect(url).toContain(`/storage/v1/object/sign/${BUCKET}/${aliceFile}?token=`);
    const ok = await fetch(url);
    expect(ok.status).toBe(200);
    expect((await ok.arrayBuffer()).byteLength).toBe(2048);

    clock.advance(61_000);
    const late = await fetch(url);
    expect(late.status).toBe(400);
    expect(await late.json()).toEqual({
      statusCode: '400',
      code: 'InvalidJWT',
      error: 'InvalidJWT',
      message: 'jwt expired',
    });
  });

  it('refuses a signed URL for another object than the one signed', async () => {
    const signed = await cast.mallory.storage.from(BUCKET).createSignedUrl(fileName(cast.malloryBrief), 60);
    expect(refusal(signed.error)).toBe('404 Object not found');
    const own = `${cast.malloryBrief}/${randomUUID()}`;
    await cast.mallory.storage.from(BUCKET).upload(own, pdf(10));
    const token = new URL(
      (await cast.mallory.storage.from(BUCKET).createSignedUrl(own, 60)).data!.signedUrl,
    ).searchParams.get('token');
    const forged = await fetch(`${stack.url}/storage/v1/object/sign/${BUCKET}/${aliceFile}?token=${token}`);
    expect(forged.status).toBe(400);
    expect(((await forged.json()) as { code: string }).code).toBe('InvalidSignature');
  });

  it('removes a file nothing refers to; the list shows what is left', async () => {
    const name = fileName(cast.brief);
    await cast.carol.storage.from(BUCKET).upload(name, pdf(10));
    const listed = await cast.alice.storage.from(BUCKET).list(cast.brief);
    expect(listed.data?.map((entry) => `${cast.brief}/${entry.name}`)).toContain(name);
    const removed = await cast.carol.storage.from(BUCKET).remove([name]);
    expect(removed.error).toBeNull();
    expect(removed.data?.map((row) => row.name)).toEqual([name]);
    expect(refusal((await cast.alice.storage.from(BUCKET).download(name)).error)).toBe(
      '404 Object not found',
    );
  });
});

describe('the attack rows over HTTP', () => {
  it("Mallory cannot read Alice's file by its path, sign it, or find it by a guessed id", async () => {
    expect(refusal((await cast.mallory.storage.from(BUCKET).download(aliceFile)).error)).toBe(
      '404 Object not found',
    );
    expect(refusal((await cast.mallory.storage.from(BUCKET).createSignedUrl(aliceFile, 60)).error)).toBe(
      '404 Object not found',
    );
    // A guessed id is no path: the object routes take names only, and the name is the brief's.
    const guessed = await cast.mallory.storage.from(BUCKET).download(`${cast.brief}/${aliceFileId}`);
    expect(refusal(guessed.error)).toBe('404 Object not found');
  });

  it('listing the bucket shows Mallory only her own brief', async () => {
    await cast.mallory.storage.from(BUCKET).upload(fileName(cast.malloryBrief), pdf(10));
    const top = await cast.mallory.storage.from(BUCKET).list('');
    expect(top.data?.map((entry) => entry.name)).toEqual([cast.malloryBrief]);
    const alices = await cast.mallory.storage.from(BUCKET).list(cast.brief);
    expect(alices.data).toEqual([]);
  });

  it("Mallory cannot upload into Alice's brief's folder, nor overwrite or remove Alice's file", async () => {
    const into = await cast.mallory.storage.from(BUCKET).upload(fileName(cast.brief), pdf(10));
    expect(refusal(into.error)).toBe('403 new row violates row-level security policy');
    const over = await cast.mallory.storage.from(BUCKET).upload(aliceFile, pdf(10, 9), { upsert: true });
    expect(refusal(over.error)).toMatch(/^403 /);
    const removed = await cast.mallory.storage.from(BUCKET).remove([aliceFile]);
    expect(removed.data).toEqual([]);
    const still = await cast.alice.storage.from(BUCKET).download(aliceFile);
    expect(new Uint8Array(await still.data!.arrayBuffer())).toEqual(new Uint8Array(2048).fill(7));
  });

  it('a View Only recipient reads but cannot write', async () => {
    expect((await cast.bob.storage.from(BUCKET).download(aliceFile)).error).toBeNull();
    const write = await cast.bob.storage.from(BUCKET).upload(fileName(cast.brief), pdf(10));
    expect(refusal(write.error)).toBe('403 new row violates row-level security policy');
  });

  it('a deactivated member can neither read nor write with a token still valid', async () => {
    expect(refusal((await cast.dana.storage.from(BUCKET).download(aliceFile)).error)).toBe(
      '404 Object not found',
    );
    const write = await cast.dana.storage.from(BUCKET).upload(fileName(cast.brief), pdf(10));
    expect(refusal(write.error)).toBe('403 new row violates row-level security policy');
  });

  it('an anonymous caller gets nothing', async () => {
    const anon = await fetch(`${stack.url}/storage/v1/object/${BUCKET}/${aliceFile}`, {
      headers: { apikey: stack.anonKey },
    });
    expect(anon.status).toBe(400);
    expect(((await anon.json()) as { statusCode: string }).statusCode).toBe('404');
  });

  it('refuses a type outside the bucket’s accept list', async () => {
    const exe = await cast.alice.storage
      .from(BUCKET)
      .upload(fileName(cast.brief), new Blob([new Uint8Array(10)], { type: 'application/x-msdownload' }));
    expect(refusal(exe.error)).toBe('415 mime type application/x-msdownload is not supported');
  });

  it('refuses a file over the bucket’s 50 MiB limit', async () => {
    const big = await cast.alice.storage.from(BUCKET).upload(fileName(cast.brief), pdf(50 * 1024 * 1024 + 1));
    expect(refusal(big.error)).toBe('413 The object exceeded the maximum allowed size');
  });

  it('refuses names that climb or do not follow {brief_id}/{file_id}', async () => {
    const climb = await cast.mallory.storage
      .from(BUCKET)
      .upload(`${cast.malloryBrief}%2F..%2F${cast.brief}/${randomUUID()}`, pdf(10));
    expect(refusal(climb.error)).toMatch(/^400 Invalid key: /);
    // A `..` the URL resolves lands in Alice's folder, where Mallory may not write.
    const resolved = await cast.mallory.storage
      .from(BUCKET)
      .upload(`${cast.malloryBrief}/../${cast.brief}/${randomUUID()}`, pdf(10));
    expect(refusal(resolved.error)).toBe('403 new row violates row-level security policy');
    const named = await cast.alice.storage.from(BUCKET).upload(`${cast.brief}/guide.pdf`, pdf(10));
    expect(refusal(named.error)).toBe('403 new row violates row-level security policy');
  });
});
