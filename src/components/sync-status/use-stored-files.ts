// The files kept in Storage that a brief's screen shows (docs/design.md §6): what this device holds of
// each (read live), an object URL for the bytes that are here, and — while online — the download of
// those not here yet, once per screen, kept for offline use.
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useMemo } from 'react';
import { localFilesById } from '../../data/file-reads';
import type { LocalFile } from '../../data/records';
import type { FileItem, StoredFile } from '../../domain/brief';
import { isStoredFile } from '../../domain/file-refs';
import { useOnline } from '../../lib/online';
import { useSyncEngine, useUserDatabase } from '../../session';

/** `loaded` false while the local database is still being read. */
export type HeldFile = { file: LocalFile | undefined; url: string | null; loaded: boolean };

export function storedFilesAmong(items: readonly FileItem[]): StoredFile[] {
  return items.filter((item): item is StoredFile => typeof item !== 'string' && isStoredFile(item));
}

export function useStoredFiles(items: readonly FileItem[]): ReadonlyMap<string, HeldFile> {
  const db = useUserDatabase();
  const engine = useSyncEngine();
  const online = useOnline();
  const stored = useMemo(() => storedFilesAmong(items), [items]);
  const key = stored.map(({ file }) => file.id).join(',');
  const held = useLiveQuery(() => localFilesById(db, key === '' ? [] : key.split(',')), [db, key]);
  const urls = useMemo(() => {
    const made = new Map<string, string>();
    for (const [id, file] of held ?? []) {
      if (file.blob instanceof Blob) made.set(id, URL.createObjectURL(file.blob));
    }
    return made;
  }, [held]);
  useEffect(() => () => urls.forEach((url) => URL.revokeObjectURL(url)), [urls]);
  const missing = held ? stored.filter(({ file }) => !held.get(file.id)?.blob) : [];
  const missingKey = missing.map(({ file }) => file.id).join(',');
  useEffect(() => {
    if (!online || !engine || missingKey === '') return;
    void engine.downloadFiles(missing).catch(() => undefined);
    // Once per set of missing files: `missing` is derived from the same ids.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [online, engine, missingKey]);
  return useMemo(
    () =>
      new Map(
        stored.map(({ file }) => [
          file.id,
          { file: held?.get(file.id), url: urls.get(file.id) ?? null, loaded: held !== undefined },
        ]),
      ),
    [stored, held, urls],
  );
}
