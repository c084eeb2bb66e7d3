// Supabase Storage's error answers (supabase/storage src/internal/errors): the body is
// `{statusCode, code, error, message}` with the real status as a string in `statusCode`, and the HTTP
// status is 400 for every client error (500 stays 500) — storage-api's backwards-compatible rendering,
// which supabase-js reads as StorageApiError (`error.statusCode` is the body's, `error.status` the HTTP
// one). TUS answers carry the real status and the message as plain text (tus.ts).
import { ReplyError, json, type Reply } from '../http/reply.ts';

export interface StorageFailure {
  status: number;
  code: string;
  error: string;
  message: string;
}

export const storageReply = (f: StorageFailure): Reply =>
  json(f.status === 500 ? 500 : 400, {
    statusCode: String(f.status),
    code: f.code,
    error: f.error,
    message: f.message,
  });

export class StorageError extends ReplyError {
  constructor(readonly failure: StorageFailure) {
    super(storageReply(failure));
  }
}

const fail = (status: number, code: string, message: string, error = code) =>
  new StorageError({ status, code, error, message });

export const ERRORS = {
  noSuchKey: () => fail(404, 'NoSuchKey', 'Object not found', 'not_found'),
  noSuchBucket: () => fail(404, 'NoSuchBucket', 'Bucket not found', 'Bucket not found'),
  invalidKey: (key: string) => fail(400, 'InvalidKey', `Invalid key: ${key}`),
  invalidJwt: (message: string) => fail(400, 'InvalidJWT', message),
  invalidSignature: () => fail(400, 'InvalidSignature', 'Invalid signature'),
  accessDenied: (message: string) => fail(403, 'AccessDenied', message, 'Unauthorized'),
  alreadyExists: () => fail(409, 'ResourceAlreadyExists', 'The resource already exists', 'Duplicate'),
  invalidMimeType: (mimeType: string) =>
    fail(415, 'InvalidMimeType', `mime type ${mimeType} is not supported`, 'invalid_mime_type'),
  entityTooLarge: () =>
    fail(413, 'EntityTooLarge', 'The object exceeded the maximum allowed size', 'Payload too large'),
  missingParameter: (name: string) => fail(400, 'MissingParameter', `Missing Required Parameter ${name}`),
  invalidRequest: (message: string) => fail(400, 'InvalidRequest', message),
};

interface PgError {
  code?: string;
  message?: string;
}

/** A database refusal as storage-api renders it (src/storage/database/errors.ts). */
export function fromDbError(error: unknown): StorageError | undefined {
  const e = error as PgError;
  if (typeof e?.code !== 'string' || !/^[0-9A-Z]{5}$/.test(e.code)) return undefined;
  if (e.code === '42501') {
    return ERRORS.accessDenied(
      e.message?.includes('row-level security')
        ? 'new row violates row-level security policy'
        : (e.message ?? 'Access denied'),
    );
  }
  if (e.code === '23505') return ERRORS.alreadyExists();
  if (e.code === '57014') return fail(544, 'DatabaseTimeout', 'Timeout querying the database');
  return fail(500, 'DatabaseError', e.message ?? 'Database error');
}
