// The member's view: a file kept in Storage is shown and opened from this device's copy; one not here
// yet is downloaded (online) and kept for offline use, then opens from here (docs/design.md §6).
import { useMemo } from 'react';
import type { FileItem, StoredFile } from '../../domain/brief';
import { storedFilesAmong, useStoredFiles } from '../../components/sync-status';
import { useSyncEngine } from '../../session';
import { downloadBlob, openBlob } from './open-file';
import type { ShownFile } from './stored-files-source';

export function useDeviceFiles(items: readonly FileItem[]): ReadonlyMap<string, ShownFile> {
  const held = useStoredFiles(items);
  const engine = useSyncEngine();
  return useMemo(() => {
    const byId = new Map<string, StoredFile>(storedFilesAmong(items).map((item) => [item.file.id, item]));
    const shown = new Map<string, ShownFile>();
    for (const [id, file] of held) {
      const item = byId.get(id);
      if (!item) continue;
      const blob = file.file?.blob;
      shown.set(id, {
        url: file.url,
        here: Boolean(blob) || !file.loaded,
        open: (name) => {
          if (blob) openBlob(blob, item.file.type, name);
          else void engine?.downloadFiles([item]).catch(() => undefined);
        },
        download: blob ? (name) => downloadBlob(blob, name) : null,
      });
    }
    return shown;
  }, [held, items, engine]);
}
