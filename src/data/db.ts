// The per-user local database (docs/design.md §6): one IndexedDB database per signed-in user, so that two
// people sharing a laptop never see each other's briefs. Schema changes add a new `version()`.
import Dexie, { type Table } from 'dexie';
import { cardOf } from './card-of';
import { everyBriefsCommentCounts } from './comment-counts';
import type {
  BriefCard,
  ConflictRecord,
  FileRecord,
  LocalBrief,
  LocalFile,
  MetaRecord,
  NewOutboxEntry,
  OutboxEntry,
  TemplateRecord,
} from './records';
import type { CachedHistoryEntry, ReviewRecord } from './review-records';
import {
  storedComment,
  type CommentOp,
  type CommentRecord,
  type CommentBriefChange,
  type CommentCounts,
  type NewCommentOp,
  type StoredComment,
} from './comment-records';

export type DexieDependencies = { indexedDB: IDBFactory; IDBKeyRange: typeof IDBKeyRange };

export class BriefsmithDB extends Dexie {
  briefs!: Table<LocalBrief, string>;
  cards!: Table<BriefCard, string>;
  files!: Table<FileRecord, string>;
  localFiles!: Table<LocalFile, string>;
  outbox!: Table<OutboxEntry, number, NewOutboxEntry>;
  conflicts!: Table<ConflictRecord, string>;
  meta!: Table<MetaRecord, string>;
  history!: Table<CachedHistoryEntry, number>;
  reviews!: Table<ReviewRecord, string>;
  templates!: Table<TemplateRecord, string>;
  comments!: Table<StoredComment, string>;
  commentOps!: Table<CommentOp, number, NewCommentOp>;
  commentBriefChanges!: Table<CommentBriefChange, string>;
  commentCounts!: Table<CommentCounts, string>;

  constructor(
    readonly userId: string,
    dependencies?: DexieDependencies,
  ) {
    super(databaseName(userId), dependencies);
    this.version(1).stores({
      briefs: 'id, updatedAt',
      cards: 'id, updatedAt',
      files: 'key',
      outbox: '++seq, &opId, briefId, status',
      conflicts: 'briefId',
      meta: 'key',
    });
    // Cards by status: the dashboard's stat cards are index counts, no card is read (docs/design.md §9).
    this.version(2).stores({ cards: 'id, updatedAt, status' });
    // Version 4: team templates kept for offline use, and every card gets its search text
    // (domain/find.ts) so that searching 5,000 briefs reads only the cards.
    this.version(4)
      .stores({ templates: 'id, updatedAt' })
      .upgrade(async (tx) => {
        const briefs = (await tx.table('briefs').toArray()) as LocalBrief[];
        await tx.table('cards').bulkPut(briefs.filter((brief) => !brief.deletedAt).map(cardOf));
      });
    // History and review requests seen online, kept for reading offline.
    this.version(5).stores({ history: 'id, briefId', reviews: 'id, briefId, reviewerId' });
    // Version 6: pulls now say which briefs are shared with the user (`sharedWithMe`). An
    // admin's records could not tell (every brief said 'admin'), so an admin's device pulls everything
    // once more (unchanged rows only update their access fields); nobody else needs to.
    this.version(6)
      .stores({})
      .upgrade(async (tx) => {
        const admin = await tx
          .table('briefs')
          .filter((brief: LocalBrief) => brief.permission === 'admin')
          .first();
        if (admin) await tx.table('meta').delete('pullCursor'); // sync/apply-pull.ts PULL_CURSOR_KEY
      });
    // Version 7: files kept in Storage, their bytes and upload state on this device (data/file-store.ts).
    this.version(7).stores({ localFiles: 'id, briefId, upload, createdAt' });
    // Version 8: comments on briefs' sections and the queue of comment operations (data/comment-store.ts).
    this.version(8).stores({
      comments: 'id, briefId, threadId',
      commentOps: '++seq, &opId, commentId, status',
    });
    // Version 9: a brief's open threads counted from an index's keys (data/comment-records.ts
    // StoredComment), and the briefs that came or went since the last comment pull, noted as they are
    // stored instead of found by reading every brief's id at each pull (sync/comments.ts).
    this.version(9)
      .stores({
        comments: 'id, briefId, threadId, [briefId+threadId+section+flags]',
        commentBriefChanges: 'briefId',
      })
      .upgrade(async (tx) => {
        await tx
          .table('comments')
          .toCollection()
          .modify((comment: CommentRecord & { flags?: number }) => {
            comment.flags = storedComment(comment).flags;
          });
        // The briefs that came or went since the last comment pull, as version 8 found them (it kept the ids
        // on the device at that pull).
        const known = (await tx.table('meta').get(LEGACY_COMMENT_BRIEFS_KEY)) as MetaRecord | undefined;
        if (!Array.isArray(known?.value)) return;
        const seen = new Set(known.value as string[]);
        const onDevice = (await tx.table('briefs').toCollection().primaryKeys()) as string[];
        const present = new Set(onDevice);
        await tx
          .table('commentBriefChanges')
          .bulkPut([
            ...onDevice.filter((id) => !seen.has(id)).map((briefId) => ({ briefId, change: 'arrived' })),
            ...[...seen].filter((id) => !present.has(id)).map((briefId) => ({ briefId, change: 'gone' })),
          ]);
        await tx.table('meta').delete(LEGACY_COMMENT_BRIEFS_KEY);
      });
    // Version 10: the comments that mention a person, found through an index of their mentions (the
    // dashboard's "Mentions for you" reads those, not every comment on the device at each start and
    // change), and each brief's comments counted as they are written (data/comment-counts.ts).
    this.version(10)
      .stores({
        comments: 'id, briefId, threadId, [briefId+threadId+section+flags], *mentions',
        commentCounts: 'briefId',
      })
      .upgrade(async (tx) => {
        await tx.table('commentCounts').bulkPut(await everyBriefsCommentCounts(tx));
      });
  }
}

/** Where version 8 kept the ids of the briefs on the device at the last comment pull. */
const LEGACY_COMMENT_BRIEFS_KEY = 'commentBriefIds';

export function databaseName(userId: string): string {
  return `briefsmith-${userId}`;
}

/** Opens (creating if needed) the signed-in user's database. Pass `dependencies` to use another IndexedDB. */
export function openUserDatabase(userId: string, dependencies?: DexieDependencies): BriefsmithDB {
  if (!userId) throw new Error('openUserDatabase needs the signed-in user id');
  return new BriefsmithDB(userId, dependencies);
}
