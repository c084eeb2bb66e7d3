// Sends one file to Supabase Storage, as Supabase's docs show: up to 6 MB in one request through the
// unmodified supabase-js storage client; larger files through TUS at `/storage/v1/upload/resumable` in
// 6 MB chunks. The resumable upload's URL is kept with the file (urlStorage over the local file store),
// so a lost network, a reload or a closed laptop resumes where the server says it stopped.
import { Upload, type PreviousUpload, type UrlStorage } from 'tus-js-client';
import type { LocalFile } from '../data/records';
import { FILE_BUCKET, FILE_LIMITS, uploadMethod } from '../domain/file-refs';
import type { SyncClient } from './client';
import type { UploadFailure } from './upload-plan';

export type UploadOutcome = { ok: true } | { ok: false; failure: UploadFailure };

export type UploadTarget = {
  supabase: SyncClient;
  /** The project URL (VITE_SUPABASE_URL). */
  apiUrl: string;
  /** The anon key, sent as `apikey` as supabase-js does. */
  anonKey: string;
  accessToken: string;
  /** Bytes confirmed so far (null: unchanged) and the resumable upload's URL once it exists. */
  onProgress(sentBytes: number | null, resumeUrl?: string): void;
  /** Aborts the upload (the engine stops); resolves the outcome as a retry. */
  signal?: AbortSignal;
};

export type FileToUpload = Pick<LocalFile, 'id' | 'path' | 'type' | 'size' | 'resumeUrl'> & { blob: Blob };

export function uploadFile(file: FileToUpload, target: UploadTarget): Promise<UploadOutcome> {
  return uploadMethod(file.size) === 'standard' ? uploadAtOnce(file, target) : uploadResumably(file, target);
}

async function uploadAtOnce(file: FileToUpload, target: UploadTarget): Promise<UploadOutcome> {
  try {
    const { error } = await target.supabase.storage
      .from(FILE_BUCKET)
      // supabase-js sends a Blob as a form part typed by the Blob itself, not by `contentType`.
      .upload(file.path, typedBlob(file), { contentType: file.type || undefined, upsert: true });
    if (!error) {
      target.onProgress(file.size);
      return { ok: true };
    }
    return { ok: false, failure: { status: error.status ?? 0, message: error.message } };
  } catch (error) {
    return {
      ok: false,
      failure: { status: 0, message: error instanceof Error ? error.message : String(error) },
    };
  }
}

/** The bytes typed as the file was chosen (a browser may give an Office document no type at all). */
function typedBlob(file: FileToUpload): Blob {
  return file.blob.type === file.type ? file.blob : new Blob([file.blob], { type: file.type });
}

/** Reads 6 MB slices of a Blob as bytes, which both tus-js-client's browser and Node stacks can send. */
const blobReader = {
  openFile(input: Blob) {
    return Promise.resolve({
      size: input.size,
      async slice(start: number, end: number) {
        // tus-js-client measures a slice by its `size` (a Blob's, or the one its own Buffer source sets).
        const bytes = new Uint8Array(await input.slice(start, end).arrayBuffer());
        const value = Object.assign(bytes, { size: bytes.length });
        return { value, done: end >= input.size };
      },
      close() {},
    });
  },
};

/** The resumable upload's URL lives with the file in the local file store (one upload per file). */
function fileUrlStorage(file: FileToUpload, target: UploadTarget): UrlStorage {
  const previous = (): PreviousUpload[] =>
    file.resumeUrl
      ? [
          {
            size: file.size,
            metadata: {},
            creationTime: '',
            urlStorageKey: file.id,
            uploadUrl: file.resumeUrl,
            parallelUploadUrls: null,
          },
        ]
      : [];
  return {
    findAllUploads: () => Promise.resolve(previous()),
    findUploadsByFingerprint: () => Promise.resolve(previous()),
    removeUpload: () => Promise.resolve(),
    addUpload: (_fingerprint, upload) => {
      if (upload.uploadUrl) target.onProgress(null, upload.uploadUrl);
      return Promise.resolve(file.id);
    },
  };
}

function uploadResumably(file: FileToUpload, target: UploadTarget): Promise<UploadOutcome> {
  return new Promise((resolve) => {
    let settled = false;
    const finish = (outcome: UploadOutcome) => {
      if (settled) return;
      settled = true;
      resolve(outcome);
    };
    const upload = new Upload(file.blob, {
      endpoint: `${target.apiUrl}/storage/v1/upload/resumable`,
      // A few quick retries for a blip; after that the queue tries again later, resuming.
      retryDelays: [0, 1000, 3000],
      headers: {
        authorization: `Bearer ${target.accessToken}`,
        apikey: target.anonKey,
        'x-upsert': 'true',
      },
      removeFingerprintOnSuccess: true,
      metadata: {
        bucketName: FILE_BUCKET,
        objectName: file.path,
        contentType: file.type || 'application/octet-stream',
        cacheControl: '3600',
      },
      chunkSize: FILE_LIMITS.chunkBytes,
      fileReader: blobReader,
      fingerprint: () => Promise.resolve(`${FILE_BUCKET}/${file.path}`),
      urlStorage: fileUrlStorage(file, target),
      onChunkComplete: (_chunk, accepted) => target.onProgress(accepted, upload.url ?? undefined),
      onSuccess: () => finish({ ok: true }),
      onError: (error) => {
        const response = 'originalResponse' in error ? error.originalResponse : null;
        const status = response?.getStatus() ?? 0;
        const body = response?.getBody() ?? '';
        finish({ ok: false, failure: { status, message: reasonOf(body) || error.message } });
      },
    });
    target.signal?.addEventListener('abort', () => {
      void upload.abort(false);
      finish({ ok: false, failure: { status: 0, message: 'Upload paused' } });
    });
    void upload.findPreviousUploads().then((previous) => {
      const [last] = previous;
      if (last) upload.resumeFromPreviousUpload(last);
      upload.start();
    });
  });
}

/** Storage answers errors as JSON `{statusCode, error, message}`; the message is the reason. */
function reasonOf(body: string): string {
  try {
    const parsed: unknown = JSON.parse(body);
    if (typeof parsed === 'object' && parsed !== null && 'message' in parsed) {
      const { message } = parsed;
      if (typeof message === 'string') return message;
    }
  } catch {
    // Not JSON: the body itself, if short.
  }
  return body.length <= 200 ? body : '';
}
