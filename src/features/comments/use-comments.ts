// A brief's comments on this device, live (a pull or the user's own write shows at once), as threads,
// with the operations the server refused, and what the user may do on this brief.
import { useLiveQuery } from 'dexie-react-hooks';
import type { CommentOp } from '../../data/comment-records';
import { useUserData } from '../../session';
import { threadsOf, type Thread, type Viewer } from './threads';

export interface BriefComments {
  threads: Thread[];
  /** Refused operations by comment id, oldest first. */
  blocked: Map<string, CommentOp[]>;
  /** Comments with an operation not yet answered by the server. */
  waiting: Set<string>;
  viewer: Viewer;
}

export function useBriefComments(briefId: string): BriefComments | undefined {
  const { db, userId } = useUserData();
  return useLiveQuery(async () => {
    const [comments, brief] = await Promise.all([
      db.comments.where('briefId').equals(briefId).toArray(),
      db.briefs.get(briefId),
    ]);
    const ops = await db.commentOps
      .where('commentId')
      .anyOf(comments.map((comment) => comment.id))
      .sortBy('seq');
    const blocked = new Map<string, CommentOp[]>();
    const waiting = new Set<string>();
    for (const op of ops) {
      if (op.status === 'blocked') blocked.set(op.commentId, [...(blocked.get(op.commentId) ?? []), op]);
      else waiting.add(op.commentId);
    }
    const viewer: Viewer = {
      userId,
      isOwner: brief?.isOwner ?? false,
      isAdmin: brief?.permission === 'admin',
    };
    return { threads: threadsOf(comments), blocked, waiting, viewer };
  }, [db, briefId, userId]);
}
