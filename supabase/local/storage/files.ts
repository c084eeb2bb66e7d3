// The objects' bytes on disk under the stack's data directory (a temporary one for an in-memory
// stack). A file's place is derived from a hash of its bucket and name plus its version (a uuid the
// service made), never from the name itself, so no name — `../x`, `a/../../b`, a NUL — can point
// anywhere else. Writes go to a temporary file first and are renamed into place whole.
import { createHash, randomUUID } from 'node:crypto';
import { mkdir, mkdtemp, open, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export class FileStore {
  private constructor(
    readonly root: string,
    private readonly temporary: boolean,
  ) {}

  /** Files under `dataDir/storage`, or in a temporary directory removed by close(). */
  static async open(dataDir?: string): Promise<FileStore> {
    const root = dataDir
      ? path.join(dataDir, 'storage')
      : await mkdtemp(path.join(tmpdir(), 'briefsmith-storage-'));
    await mkdir(path.join(root, 'objects'), { recursive: true });
    await mkdir(path.join(root, 'uploads'), { recursive: true });
    return new FileStore(root, !dataDir);
  }

  private objectDir(bucket: string, name: string): string {
    const key = createHash('sha256').update(`${bucket}\0${name}`).digest('hex');
    return path.join(this.root, 'objects', key.slice(0, 2), key);
  }

  private objectFile(bucket: string, name: string, version: string): string {
    if (!UUID.test(version)) throw new Error(`Not a version this store made: ${version}`);
    return path.join(this.objectDir(bucket, name), version);
  }

  async write(bucket: string, name: string, version: string, data: Uint8Array): Promise<void> {
    const target = this.objectFile(bucket, name, version);
    await mkdir(path.dirname(target), { recursive: true });
    const temp = `${target}.${randomUUID()}.part`;
    await writeFile(temp, data);
    await rename(temp, target);
  }

  /** Moves a finished resumable upload into place as the object's version. */
  async adopt(bucket: string, name: string, version: string, from: string): Promise<void> {
    const target = this.objectFile(bucket, name, version);
    await mkdir(path.dirname(target), { recursive: true });
    await rename(from, target);
  }

  read(bucket: string, name: string, version: string): Promise<Buffer> {
    return readFile(this.objectFile(bucket, name, version));
  }

  async remove(bucket: string, name: string, version: string): Promise<void> {
    await rm(this.objectFile(bucket, name, version), { force: true });
  }

  // Resumable uploads: the bytes received so far, by upload id (a uuid the service made).
  uploadFile(id: string): string {
    if (!UUID.test(id)) throw new Error(`Not an upload this store made: ${id}`);
    return path.join(this.root, 'uploads', id);
  }

  async uploadSize(id: string): Promise<number | undefined> {
    try {
      return (await stat(this.uploadFile(id))).size;
    } catch {
      return undefined;
    }
  }

  async append(id: string, data: Uint8Array): Promise<void> {
    const handle = await open(this.uploadFile(id), 'a');
    try {
      await handle.write(data);
    } finally {
      await handle.close();
    }
  }

  async close(): Promise<void> {
    if (this.temporary) await rm(this.root, { recursive: true, force: true });
  }
}
