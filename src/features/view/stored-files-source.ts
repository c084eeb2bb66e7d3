// Where the view gets the files a brief keeps in Storage (docs/design.md §6). A member's view shows this
// device's copies (device-files.ts); the client's page shows the short-lived signed URLs the server
// gave it. The page that renders the brief provides one; the sections only ask for what they show.
import { createContext, useContext } from 'react';
import type { FileItem } from '../../domain/brief';

/** One stored file as the page can show it. */
export interface ShownFile {
  /** Where its picture is (images), or null while there is none to show. */
  url: string | null;
  /** Whether a press opens it now (false: "Not on this device yet"). */
  here: boolean;
  /** Opens it (call from a press: a new tab needs the user's activation). */
  open(name: string): void;
  /** Saves it under its name (the lightbox's Download); null when the page cannot yet. */
  download: ((name: string) => void) | null;
}

/** A hook: the stored files among `items`, by file id. */
export type StoredFilesHook = (items: readonly FileItem[]) => ReadonlyMap<string, ShownFile>;

const NONE: ReadonlyMap<string, ShownFile> = new Map();

export const StoredFilesContext = createContext<StoredFilesHook>(() => NONE);

/** The stored files among `items` as the page shows them. */
export function useShownFiles(items: readonly FileItem[]): ReadonlyMap<string, ShownFile> {
  const useFiles = useContext(StoredFilesContext);
  return useFiles(items);
}
