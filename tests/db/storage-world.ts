// The cast of world.ts with files in the `brief-files` bucket: objects are rows of storage.objects as
// the Storage API writes them (owner_id the uploader), and a reference is a brief's file item
// `{name, file: {id, path, size, type, sha256}}` naming `{brief_id}/{file_id}`.
import { randomUUID } from 'node:crypto';
import type { Database } from '../../supabase/local/db/database.ts';
import { createMember, queryAs, share, type Member } from './support.ts';
import { buildWorld, type World } from './world.ts';

export const BUCKET = 'brief-files';

export interface StorageWorld extends World {
  /** Deactivated; Alice's brief is shared with her (write). */
  dana: Member;
  /** An object in Alice's brief's folder that the brief refers to (brand_documents). */
  referenced: { id: string; name: string };
  /** An object in Alice's brief's folder that nothing refers to. */
  loose: { id: string; name: string };
  /** An object in Mallory's brief's folder. */
  malloryFile: { id: string; name: string };
  /** A folder whose brief does not exist yet, with one object Mallory uploaded there. */
  unclaimedBrief: string;
  unclaimedFile: { id: string; name: string };
}

/** A file item referring to the object `name` ({brief_id}/{file_id}). */
export function fileItem(name: string, fileName = 'guide.pdf', size = 1024): string {
  const id = name.split('/')[1] ?? '';
  return JSON.stringify({
    name: fileName,
    file: { id, path: name, size, type: 'application/pdf', sha256: 'ab'.repeat(32) },
  });
}

/** Stores an object's row as the Storage API does after the upload (as the database owner). */
export async function putObject(
  db: Database,
  name: string,
  owner: Member,
  size = 1024,
  mimetype = 'application/pdf',
): Promise<{ id: string; name: string }> {
  const r = await db.query<{ id: string }>(
    `insert into storage.objects (bucket_id, name, owner, owner_id, metadata, version)
     values ($1, $2, $3::uuid, $3::text, $4, $5) returning id`,
    [BUCKET, name, owner.id, JSON.stringify({ size, mimetype }), randomUUID()],
  );
  return { id: r.rows[0]!.id, name };
}

export async function buildStorageWorld(db: Database): Promise<StorageWorld> {
  const world = await buildWorld(db);
  const dana = await createMember(db, 'dana@example.test', 'user', 'Dana Leaver');
  await share(db, world.alice, world.brief, dana, 'write');
  const referenced = await putObject(db, `${world.brief}/${randomUUID()}`, world.alice);
  const loose = await putObject(db, `${world.brief}/${randomUUID()}`, world.alice);
  const malloryFile = await putObject(db, `${world.malloryBrief}/${randomUUID()}`, world.mallory);
  const unclaimedBrief = randomUUID();
  const unclaimedFile = await putObject(db, `${unclaimedBrief}/${randomUUID()}`, world.mallory);
  await queryAs(db, world.alice, 'update public.briefs set brand_documents = $2 where id = $1', [
    world.brief,
    [fileItem(referenced.name)],
  ]);
  await db.query('update public.user_roles set deactivated_at = now() where user_id = $1', [dana.id]);
  return { ...world, dana, referenced, loose, malloryFile, unclaimedBrief, unclaimedFile };
}
