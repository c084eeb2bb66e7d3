// The per-user local database (DESIGN §6): one IndexedDB database per signed-in user, so that two
// people sharing a laptop never see each other's briefs. Schema changes add a new `version()`.
import Dexie, { type Table } from 'dexie';
import type {
  BriefCard,
  ConflictRecord,
  FileRecord,
  LocalBrief,
  MetaRecord,
  NewOutboxEntry,
  OutboxEntry,
} from './records';

export type DexieDependencies = { indexedDB: IDBFactory; IDBKeyRange: typeof IDBKeyRange };

export class BriefsmithDB extends Dexie {
  briefs!: Table<LocalBrief, string>;
  cards!: Table<BriefCard, string>;
  files!: Table<FileRecord, string>;
  outbox!: Table<OutboxEntry, number, NewOutboxEntry>;
  conflicts!: Table<ConflictRecord, string>;
  meta!: Table<MetaRecord, string>;

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
    // Cards by status: the dashboard's stat cards are index counts, no card is read (DESIGN §9).
    this.version(2).stores({ cards: 'id, updatedAt, status' });
  }
}

export function databaseName(userId: string): string {
  return `briefsmith-${userId}`;
}

/** Opens (creating if needed) the signed-in user's database. Pass `dependencies` to use another IndexedDB. */
export function openUserDatabase(userId: string, dependencies?: DexieDependencies): BriefsmithDB {
  if (!userId) throw new Error('openUserDatabase needs the signed-in user id');
  return new BriefsmithDB(userId, dependencies);
}
