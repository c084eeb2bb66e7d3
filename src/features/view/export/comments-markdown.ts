// The comments' Markdown for "Download Markdown", given by the app (the comments feature; the view
// imports no other feature): the page provides them, the header's Markdown action asks whether to include
// them when the brief has some.
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
  /**
   * Whether the brief has comments ("Download Markdown" then asks whether to include them): read when
   * asked, from an index's keys, so that opening the view reads nothing for it.
   */
  commented(): Promise<boolean>;
  markdown(): Promise<string>;
}

export const CommentsExportContext = createContext<CommentsExport | null>(null);

export function useCommentsExport(
  briefId: string,
  source: CommentsMarkdown | undefined,
): CommentsExport | null {
  const { db, userId, email, repositoryContext } = useUserData();
  const name = displayName({ email, full_name: repositoryContext.fullName });
  return useMemo(
    () =>
      source
        ? {
            // A failed read is a brief without comments to offer: the download goes on without them.
            commented: () => hasLiveComments(db, briefId).catch(() => false),
            markdown: () => source(db, briefId, { id: userId, name }),
          }
        : null,
    [source, db, briefId, userId, name],
  );
}
