// A file kept in Storage as this device holds it, read live (its upload progress moves), with an object
// URL for its bytes while they are here (revoked when the file or the screen goes).
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useMemo } from 'react';
import { localFile } from '../../data/file-reads';
import type { LocalFile } from '../../data/records';
import { useUserDatabase } from '../../session';

export function useLocalFile(id: string): {
  file: LocalFile | undefined;
  loaded: boolean;
  url: string | null;
} {
  const db = useUserDatabase();
  const read = useLiveQuery(async () => ({ file: await localFile(db, id) }), [db, id]);
  const blob = read?.file?.blob;
  // Only what the browser can show (a test DOM may hand back a Blob it cannot make a URL of).
  const url = useMemo(() => (blob instanceof Blob ? URL.createObjectURL(blob) : null), [blob]);
  useEffect(
    () => () => {
      if (url) URL.revokeObjectURL(url);
    },
    [url],
  );
  return { file: read?.file, loaded: read !== undefined, url };
}
