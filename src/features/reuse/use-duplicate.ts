import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { useUserData } from '../auth/user-data';
import { duplicateBriefWithToast } from './reuse-actions';

/** Duplicates a brief and opens the copy in the editor. */
export function useDuplicate(): (briefId: string) => Promise<void> {
  const { db, repositoryContext } = useUserData();
  const navigate = useNavigate();
  return useCallback(
    async (briefId: string) => {
      const id = await duplicateBriefWithToast(db, briefId, repositoryContext);
      if (id) await navigate(`/brief/${id}`);
    },
    [db, repositoryContext, navigate],
  );
}
