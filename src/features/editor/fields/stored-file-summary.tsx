import { FileText } from 'lucide-react';
import type { StoredFile } from '../../../domain/brief';
import { isImageItem } from '../../../domain/files';
import { useOnline } from '../../../lib/online';
import { useStoredFiles } from '../../../components/sync-status';
import { fileState, fileStateText } from './file-state';

/**
 * A file kept in Storage in the editor's list: its thumbnail, its name and where it stands here. A file
 * not on this device is downloaded while the editor is open online, as in the view (docs/design.md §25).
 */
export function StoredFileSummary({ item, name }: { item: StoredFile; name: string }) {
  const held = useStoredFiles([item]).get(item.file.id);
  const online = useOnline();
  const url = held?.url ?? null;
  const status = held?.loaded ? fileStateText(fileState(held.file, online)) : null;
  return (
    <>
      {isImageItem(item) && url ? (
        <img src={url} alt="" className="size-10 rounded object-cover" />
      ) : (
        <FileText aria-hidden="true" className="size-10 p-2 text-fg-subtle" />
      )}
      <span className="flex min-w-0 flex-1 flex-col">
        <span className="truncate text-sm text-fg-soft">{name}</span>
        {status && <span className="text-xs text-fg-muted">{status}</span>}
      </span>
    </>
  );
}
