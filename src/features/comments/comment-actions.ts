// What the comment buttons do: each writes through the one writer of comments on the device
// (data/comment-store.ts), which shows the change at once (offline too), then asks the sync engine to
// send it now rather than on its next cycle.
import { useMemo } from 'react';
import {
  addComment,
  deleteComment,
  discardCommentOp,
  editComment,
  retryCommentOp,
  setThreadResolved,
} from '../../data/comment-store';
import type { SectionId } from '../../domain/fields';
import { useUserData } from '../../session';

export interface Draft {
  body: string;
  mentions: string[];
}

export function useCommentActions(briefId: string) {
  const { db, userId, engine } = useUserData();
  return useMemo(() => {
    const send = () => void engine?.pushNow().catch(() => undefined);
    const after = <T>(write: Promise<T>) => write.then((result) => (send(), result));
    const opId = () => crypto.randomUUID();
    return {
      add: (section: SectionId, draft: Draft, threadId?: string) =>
        after(
          addComment(db, {
            id: crypto.randomUUID(),
            opId: opId(),
            briefId,
            section,
            body: draft.body,
            mentions: draft.mentions,
            authorId: userId,
            now: Date.now(),
            ...(threadId ? { threadId } : {}),
          }),
        ),
      edit: (id: string, draft: Draft) =>
        after(editComment(db, id, draft.body, draft.mentions, opId(), Date.now())),
      remove: (id: string) => after(deleteComment(db, id, userId, opId(), Date.now())),
      resolve: (threadId: string, resolved: boolean) =>
        after(setThreadResolved(db, threadId, resolved, userId, opId(), Date.now())),
      retry: (seq: number) => after(retryCommentOp(db, seq)),
      discard: (seq: number) => discardCommentOp(db, seq),
    };
  }, [db, userId, engine, briefId]);
}

export type CommentActions = ReturnType<typeof useCommentActions>;
