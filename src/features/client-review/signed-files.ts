// Files kept in Storage, on the client's page: the short-lived signed URLs the server gave with the
// brief (by object path), opened in a new tab. The page has no local copies and no sync engine.
import type { FileItem } from '../../domain/brief';
import { isStoredFile } from '../../domain/file-refs';

/** The shape the view's sections ask for (features/view/stored-files-source.ts). */
export interface SignedFile {
  url: string | null;
  here: boolean;
  open(name: string): void;
  download: ((name: string) => void) | null;
}

const openUrl = (url: string) => window.open(url, '_blank', 'noopener,noreferrer');

/** A plain function (no React state), so a new one per answer is safe to give the sections. */
export function signedFiles(files: Readonly<Record<string, string>>) {
  return (items: readonly FileItem[]): ReadonlyMap<string, SignedFile> => {
    const shown = new Map<string, SignedFile>();
    for (const item of items) {
      if (typeof item === 'string' || !isStoredFile(item)) continue;
      const url = files[item.file.path] ?? null;
      shown.set(item.file.id, {
        url,
        here: url !== null,
        open: () => {
          if (url) openUrl(url);
        },
        download: url ? () => openUrl(url) : null,
      });
    }
    return shown;
  };
}
