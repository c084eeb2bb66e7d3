import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { useUserData } from '../../session';

/** Duplicates a brief and opens the copy in the editor. */
export function useDuplicate(): (briefId: string) => Promise<void> {
  const { db, repositoryContext, engine } = useUserData();
  const navigate = useNavigate();
  return useCallback(
    async (briefId: string) => {
      // Loaded on first use: the repository's save path is not part of what the dashboard's first paint costs.
      const { duplicateBriefWithToast } = await import('./reuse-actions');
      const download = engine
        ? (files: Parameters<typeof engine.downloadFiles>[0]) => engine.downloadFiles(files)
        : undefined;
      const id = await duplicateBriefWithToast(db, briefId, repositoryContext, download);
      if (id) await navigate(`/brief/${id}`);
    },
    [db, repositoryContext, engine, navigate],
  );
}
