// The comments' Markdown for "Download Markdown", given by the app (the comments feature; the view
// imports no other feature): the page reads whether the brief has comments and provides them, the
// header's Markdown action asks whether to include them.
import { useLiveQuery } from 'dexie-react-hooks';
import { createContext, useMemo } from 'react';
import { hasLiveComments } from '../../../data/comment-counts';
import type { BriefsmithDB } from '../../../data/db';
import { displayName } from '../../../domain/people';
import { useUserData } from '../../../session';

/** The brief's comments as Markdown ('' when it has none); `self` names the user's own comments. */
export type CommentsMarkdown = (
  db: BriefsmithDB,
  briefId: string,
  self: { id: string; name: string },
) => Promise<string>;

export interface CommentsExport {
  /** The brief has comments: "Download Markdown" asks whether to include them. */
  commented: boolean;
  markdown(): Promise<string>;
}

export const CommentsExportContext = createContext<CommentsExport | null>(null);

export function useCommentsExport(
  briefId: string,
  source: CommentsMarkdown | undefined,
): CommentsExport | null {
  const { db, userId, email, repositoryContext } = useUserData();
  // From an index's keys: the page reads none of the brief's comments until they are asked for.
  const commented = useLiveQuery(
    () => (source ? hasLiveComments(db, briefId) : false),
    [db, briefId, source],
  );
  const name = displayName({ email, full_name: repositoryContext.fullName });
  return useMemo(
    () =>
      source
        ? { commented: commented ?? false, markdown: () => source(db, briefId, { id: userId, name }) }
        : null,
    [source, commented, db, briefId, userId, name],
  );
}
