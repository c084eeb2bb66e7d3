// storage.objects rows as storage-api writes and reads them (src/storage/database/knex.ts): the
// statements run inside asCaller(), so row-level security decides each one.
import type { Queryable } from '../db/database.ts';
import { ERRORS } from './errors.ts';
import type { Bucket } from './request.ts';

export interface ObjectRow {
  id: string;
  name: string;
  bucket_id: string;
  owner: string | null;
  owner_id: string | null;
  version: string | null;
  metadata: ObjectMetadata | null;
  user_metadata: Record<string, unknown> | null;
  created_at: string;
  updated_at: string;
  last_accessed_at: string;
}

/** What storage-api keeps in `metadata` for an object. */
export interface ObjectMetadata {
  eTag: string;
  size: number;
  mimetype: string;
  cacheControl: string;
  lastModified: string;
  contentLength: number;
  httpStatusCode: number;
}

const COLUMNS = `id, name, bucket_id, owner, owner_id, version, metadata, user_metadata,
  created_at, updated_at, last_accessed_at`;

/**
 * Object names as storage-api accepts them (src/storage/limits.ts isValidKey), and no `.`/`..` or empty
 * segment: a name is a key, never a path to climb.
 */
export function checkKey(name: string): void {
  const valid =
    name.length > 0 &&
    name.length <= 1024 &&
    /^(\w|\/|!|-|\.|\*|'|\(|\)| |&|\$|@|=|;|:|\+|,|\?)*$/.test(name) &&
    name.split('/').every((segment) => segment !== '' && segment !== '.' && segment !== '..');
  if (!valid) throw ERRORS.invalidKey(name);
}

/** storage-api's validateMimeType: `type/subtype` against the bucket's list (`image/*` allowed). */
export function checkMimeType(bucket: Bucket, mimeType: string): void {
  const allowed = bucket.allowed_mime_types ?? [];
  if (allowed.length === 0) return;
  const [type, subtype, ...rest] = mimeType.split('/');
  const ok =
    subtype !== undefined &&
    rest.length === 0 &&
    allowed.some((entry) => {
      const [t, s] = entry.split('/');
      return t === type && (s === '*' || s === subtype);
    });
  if (!ok) throw ERRORS.invalidMimeType(mimeType);
}

export function checkSize(bucket: Bucket, size: number): void {
  if (bucket.file_size_limit !== null && size > bucket.file_size_limit) throw ERRORS.entityTooLarge();
}

export async function findObject(tx: Queryable, bucket: string, name: string): Promise<ObjectRow> {
  const r = await tx.query<ObjectRow>(
    `select ${COLUMNS} from storage.objects where bucket_id = $1 and name = $2`,
    [bucket, name],
  );
  const row = r.rows[0];
  if (!row) throw ERRORS.noSuchKey();
  return row;
}

export interface NewObject {
  bucket: string;
  name: string;
  owner: string | undefined;
  version: string;
  metadata: ObjectMetadata;
  userMetadata?: Record<string, unknown>;
}

/** The row of a new upload (or its replacement, upsert); answers the version it replaced, if any. */
export async function writeObject(
  tx: Queryable,
  object: NewObject,
  upsert: boolean,
): Promise<{ id: string; replaced: string | null }> {
  const previous = upsert
    ? (
        await tx.query<{ version: string | null }>(
          'select version from storage.objects where bucket_id = $1 and name = $2 for update',
          [object.bucket, object.name],
        )
      ).rows[0]
    : undefined;
  const insert = `insert into storage.objects (bucket_id, name, owner, owner_id, version, metadata, user_metadata)
    values ($1, $2, $3::uuid, $3::text, $4, $5::jsonb, $6::jsonb)`;
  const params = [
    object.bucket,
    object.name,
    object.owner ?? null,
    object.version,
    JSON.stringify(object.metadata),
    object.userMetadata ? JSON.stringify(object.userMetadata) : null,
  ];
  const r = await tx.query<{ id: string }>(
    upsert
      ? `${insert} on conflict (bucket_id, name) do update set owner = excluded.owner,
           owner_id = excluded.owner_id, version = excluded.version, metadata = excluded.metadata,
           user_metadata = excluded.user_metadata, updated_at = now(), last_accessed_at = now()
         returning id`
      : `${insert} returning id`,
    params,
  );
  return { id: r.rows[0]!.id, replaced: previous?.version ?? null };
}

/** Removes the named objects the caller may remove; answers the removed rows. */
export async function removeObjects(tx: Queryable, bucket: string, names: string[]): Promise<ObjectRow[]> {
  const r = await tx.query<ObjectRow>(
    `delete from storage.objects
      where bucket_id = $1 and name in (select jsonb_array_elements_text($2::jsonb))
      returning ${COLUMNS}`,
    [bucket, JSON.stringify(names)],
  );
  return r.rows;
}

/** storage-api's list (POST /object/list): one level below `prefix`, folders first as `{name, id: null}`. */
export async function listLevel(
  tx: Queryable,
  bucket: string,
  prefix: string,
  limit: number,
  offset: number,
): Promise<unknown[]> {
  const folder = prefix === '' || prefix.endsWith('/') ? prefix : `${prefix}/`;
  const r = await tx.query<{ name: string; is_folder: boolean; row: ObjectRow | null }>(
    `with visible as (
       select o.*, substr(o.name, length($2) + 1) as rest
         from storage.objects o
        where o.bucket_id = $1 and left(o.name, length($2)) = $2
     ), levels as (
       select distinct on (split_part(rest, '/', 1))
              split_part(rest, '/', 1) as name, strpos(rest, '/') > 0 as is_folder,
              case when strpos(rest, '/') = 0 then to_jsonb(v) end as row
         from visible v
        order by split_part(rest, '/', 1)
     )
     select name, is_folder, row from levels order by is_folder desc, name limit $3 offset $4`,
    [bucket, folder, limit, offset],
  );
  return r.rows.map((entry) =>
    entry.is_folder || !entry.row
      ? {
          name: entry.name,
          id: null,
          updated_at: null,
          created_at: null,
          last_accessed_at: null,
          metadata: null,
        }
      : {
          name: entry.name,
          id: entry.row.id,
          updated_at: entry.row.updated_at,
          created_at: entry.row.created_at,
          last_accessed_at: entry.row.last_accessed_at,
          metadata: entry.row.metadata,
        },
  );
}
